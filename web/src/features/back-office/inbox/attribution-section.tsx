/** Where the request's visit came from (issue 40 item 2): entry page, source, medium, campaign, referring site. */
import { attributionLabels, type VisitAttribution } from '@rufbereit/shared';

const fields = ['entryPath', 'source', 'medium', 'campaign', 'referrerHost'] as const satisfies ReadonlyArray<keyof VisitAttribution>;

export function AttributionSection({ attribution }: { attribution?: VisitAttribution }) {
  return (
    <section aria-labelledby="request-attribution" data-testid="request-attribution">
      <h3 id="request-attribution" className="font-semibold text-slate-900">{attributionLabels.heading}</h3>
      {attribution ? (
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 [&>dd]:break-words">
          {fields.map((field) => (
            <div key={field} className="contents">
              <dt className="font-semibold">{attributionLabels[field]}</dt>
              <dd>{attribution[field] || '–'}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-1 text-slate-700">{attributionLabels.none}</p>
      )}
    </section>
  );
}
