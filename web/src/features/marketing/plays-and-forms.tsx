/** Demo plays per recording (started, heard to the end, requests after listening) and form start → submit. */
import { marketingTexts as t, type MarketingBody } from '@rufbereit/shared';
import { FigureTable, figureCellClass as cell } from '../../components/ui/figure-table';
import { formatCount, formatRate } from './format';

export function TracksTable({ tracks }: { tracks: MarketingBody['tracks'] }) {
  if (tracks.length === 0) return <p className="text-slate-700">{t.noTracks}</p>;
  return (
    <FigureTable caption={t.tracksHeading} testId="marketing-tracks" firstColumn={t.trackColumn} columns={[t.playStarts, t.playFinishes, t.requestsAfterPlay]}>
      {tracks.map((track) => (
        <tr key={track.trackId} className="border-t border-slate-100">
          <th scope="row" className="px-3 py-1.5 font-normal text-slate-800">{track.title ?? track.trackId}</th>
          <td className={cell}>{formatCount(track.demoPlayStart)}</td>
          <td className={cell}>{formatCount(track.demoPlayFinish)}</td>
          <td className={cell}>{formatCount(track.requestsAfterPlay)}</td>
        </tr>
      ))}
    </FigureTable>
  );
}

export function FormsTable({ forms }: { forms: MarketingBody['forms'] }) {
  return (
    <FigureTable caption={t.formsHeading} testId="marketing-forms" firstColumn={t.formColumn} columns={[t.formStarts, t.formSubmits, t.startToSubmit]}>
      {forms.map((form) => (
        <tr key={form.form} className="border-t border-slate-100">
          <th scope="row" className="px-3 py-1.5 font-normal text-slate-800">{t.formLabels[form.form]}</th>
          <td className={cell}>{formatCount(form.starts)}</td>
          <td className={cell}>{formatCount(form.submits)}</td>
          <td className={cell}>{formatRate(form.rate, t.noRate)}</td>
        </tr>
      ))}
    </FigureTable>
  );
}
