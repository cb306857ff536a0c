/** CRM sync and mail of the last 7 days' requests by their current state, each figure linked to the filtered inbox. */
import { Link } from 'react-router-dom';
import { dashboardTexts, deliveryStatusLabels, inboxFilterHref, inboxTexts, mailStatusLabels, type DashboardBody, type DeliveryStatus } from '@rufbereit/shared';
import { TableScrollRegion } from '../../components/ui/table-scroll-region';
import { formatCount } from './format';

const shown = ['done', 'retrying', 'failed'] as const satisfies readonly DeliveryStatus[];
const lists = [
  { kind: 'contact', list: 'contacts', label: inboxTexts.tabContacts },
  { kind: 'demo_request', list: 'demo-requests', label: inboxTexts.tabDemos },
] as const;

export function HealthSection({ health }: { health: DashboardBody['health'] }) {
  return (
    <section aria-labelledby="dashboard-health" className="space-y-4">
      <h2 id="dashboard-health" className="text-xl font-bold text-slate-900">{dashboardTexts.healthHeading}</h2>
      <TableScrollRegion label={dashboardTexts.healthHeading} className="bg-white">
        <table className="w-full text-left text-sm" data-testid="health-table">
          <caption className="sr-only">{dashboardTexts.healthHeading}</caption>
          <thead className="bg-slate-50 text-slate-800">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold"><span className="sr-only">{dashboardTexts.stageColumn}</span></th>
              {shown.map((status) => (
                <th key={status} scope="col" className="px-3 py-2 text-right font-semibold">
                  {deliveryStatusLabels[status]}
                  {status === 'done' ? ` / ${mailStatusLabels.done}` : ''}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lists.flatMap(({ kind, list, label }) =>
              (['crm', 'mail'] as const).map((channel) => (
                <tr key={`${kind}-${channel}`} className="border-t border-slate-100" data-row={`${kind}-${channel}`}>
                  <th scope="row" className="px-3 py-1.5 font-normal text-slate-800">
                    {label}: {channel === 'crm' ? dashboardTexts.crmLabel : dashboardTexts.mailLabel}
                  </th>
                  {shown.map((status) => (
                    <td key={status} className="px-3 py-1.5 text-right tabular-nums" data-status={status}>
                      <Link to={inboxFilterHref({ list, delivery: status })} className={`underline underline-offset-4 ${status === 'failed' && health[kind][channel][status] > 0 ? 'font-bold text-red-700' : 'text-brand-800'}`}>
                        {formatCount(health[kind][channel][status])}
                        <span className="sr-only"> {dashboardTexts.showInInbox}</span>
                      </Link>
                    </td>
                  ))}
                </tr>
              )),
            )}
          </tbody>
        </table>
      </TableScrollRegion>
    </section>
  );
}
