import BarChart3 from 'lucide-react/icons/chart-column';
import BellRing from 'lucide-react/icons/bell-ring';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Clock from 'lucide-react/icons/clock';
import MessageSquare from 'lucide-react/icons/message-square';
import PhoneCall from 'lucide-react/icons/phone-call';
import PhoneIncoming from 'lucide-react/icons/phone-incoming';
import Plug from 'lucide-react/icons/plug';
import Rocket from 'lucide-react/icons/rocket';
import Workflow from 'lucide-react/icons/workflow';
import { PageSection } from '../../components/ui/page-section';
import { buttonClasses } from '../../components/ui/button';
import { SectionLink } from '../../components/section-link';
import { DemoCalendar } from './demo-calendar';
import { OverviewCard } from './overview-card';
import {
  benefitTiles,
  callFlow,
  integration,
  notifications,
  omnichannel,
  productOverviewContent,
  scheduling,
  type NotificationSample,
} from '../../content/landing/product-overview';

const channelIcons = [PhoneCall, MessageSquare] as const;
const notificationIcons: Record<NotificationSample['kind'], typeof CalendarCheck> = {
  booking: CalendarCheck,
  callback: PhoneIncoming,
  sms: MessageSquare,
};
const benefitIcons: Record<(typeof benefitTiles)[number]['id'], typeof Clock> = {
  'always-on': Clock,
  instant: Rocket,
  analytics: BarChart3,
};

/** Product overview (anchor #product-overview): what the assistant does, shown as cards with samples. */
export function ProductOverviewSection() {
  return (
    <PageSection id="product-overview" className="py-20 sm:py-28" eyebrow={productOverviewContent.eyebrow} heading={productOverviewContent.heading} intro={productOverviewContent.intro}>

      <div className="grid gap-6 lg:grid-cols-3">
        <OverviewCard icon={PhoneCall} title={omnichannel.title} description={omnichannel.description}>
          <ul className="space-y-3">
            {omnichannel.channels.map((channel, index) => {
              const Icon = channelIcons[index] ?? PhoneCall;
              return (
                <li key={channel.title} className="flex gap-3 rounded-xl bg-slate-50 p-3">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <div>
                    <p className="font-semibold text-slate-900">{channel.title}</p>
                    <p className="text-sm text-slate-600">{channel.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </OverviewCard>

        <OverviewCard icon={CalendarClock} title={scheduling.title} description={scheduling.description} className="lg:col-span-2">
          <DemoCalendar />
        </OverviewCard>

        <OverviewCard icon={Plug} title={integration.title} description={integration.description}>
          <ul className="flex flex-wrap gap-2">
            {integration.systems.map((system) => (
              <li key={system} className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm font-medium text-slate-700">
                {system}
              </li>
            ))}
          </ul>
        </OverviewCard>

        <OverviewCard icon={BellRing} title={notifications.title} description={notifications.description}>
          <ul aria-label={notifications.listLabel} className="space-y-2">
            {notifications.samples.map((sample) => {
              const Icon = notificationIcons[sample.kind];
              return (
                <li key={sample.title} className="flex gap-3 rounded-xl border border-slate-200 p-3">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-baseline justify-between gap-x-2 font-semibold text-slate-900">
                      {sample.title}
                      <span className="text-xs font-normal text-slate-600">{sample.time}</span>
                    </p>
                    <p className="text-sm text-slate-600">{sample.detail}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </OverviewCard>

        <OverviewCard icon={Workflow} title={callFlow.title} description={callFlow.description}>
          <ol className="space-y-3">
            {callFlow.steps.map((step, index) => (
              <li key={step} className="flex items-start gap-3">
                <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <span className="pt-0.5 text-slate-800">{step}</span>
              </li>
            ))}
          </ol>
        </OverviewCard>
      </div>

      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {benefitTiles.map((tile) => {
          const Icon = benefitIcons[tile.id];
          return (
            <li key={tile.id} className="rounded-2xl bg-brand-800 p-6 text-white">
              <Icon aria-hidden="true" className="size-7" />
              <h3 className="mt-3 text-lg font-semibold">{tile.title}</h3>
              <p className="mt-1 text-brand-50">{tile.description}</p>
            </li>
          );
        })}
      </ul>

      <div className="mt-12 text-center">
        <SectionLink section={productOverviewContent.ctaTarget} className={buttonClasses('primary', 'lg')}>
          <PhoneCall aria-hidden="true" className="size-5" />
          {productOverviewContent.cta}
        </SectionLink>
      </div>
    </PageSection>
  );
}
