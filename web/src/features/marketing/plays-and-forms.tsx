/** Demo plays per recording (started, heard to the end, requests after listening) and form start → submit. */
import { marketingTexts as t, type MarketingBody } from '@rufbereit/shared';
import { TableScrollRegion } from '../../components/ui/table-scroll-region';
import { formatCount, formatRate } from './format';

const cell = 'px-3 py-1.5 text-right tabular-nums text-slate-900 whitespace-nowrap';
const head = 'px-3 py-2 text-right font-semibold whitespace-nowrap';

export function TracksTable({ tracks }: { tracks: MarketingBody['tracks'] }) {
  if (tracks.length === 0) return <p className="text-slate-700">{t.noTracks}</p>;
  return (
    <TableScrollRegion label={t.tracksHeading}>
      <table className="w-full text-left text-sm" data-testid="marketing-tracks">
        <caption className="sr-only">{t.tracksHeading}</caption>
        <thead className="bg-slate-50 text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">{t.trackColumn}</th>
            <th scope="col" className={head}>{t.playStarts}</th>
            <th scope="col" className={head}>{t.playFinishes}</th>
            <th scope="col" className={head}>{t.requestsAfterPlay}</th>
          </tr>
        </thead>
        <tbody>
          {tracks.map((track) => (
            <tr key={track.trackId} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-1.5 font-normal text-slate-800">{track.title ?? track.trackId}</th>
              <td className={cell}>{formatCount(track.demoPlayStart)}</td>
              <td className={cell}>{formatCount(track.demoPlayFinish)}</td>
              <td className={cell}>{formatCount(track.requestsAfterPlay)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}

export function FormsTable({ forms }: { forms: MarketingBody['forms'] }) {
  return (
    <TableScrollRegion label={t.formsHeading}>
      <table className="w-full text-left text-sm" data-testid="marketing-forms">
        <caption className="sr-only">{t.formsHeading}</caption>
        <thead className="bg-slate-50 text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">{t.formColumn}</th>
            <th scope="col" className={head}>{t.formStarts}</th>
            <th scope="col" className={head}>{t.formSubmits}</th>
            <th scope="col" className={head}>{t.startToSubmit}</th>
          </tr>
        </thead>
        <tbody>
          {forms.map((form) => (
            <tr key={form.form} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-1.5 font-normal text-slate-800">{t.formLabels[form.form]}</th>
              <td className={cell}>{formatCount(form.starts)}</td>
              <td className={cell}>{formatCount(form.submits)}</td>
              <td className={cell}>{formatRate(form.rate, t.noRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}
