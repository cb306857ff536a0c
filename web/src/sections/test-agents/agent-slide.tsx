import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Activity from 'lucide-react/icons/activity';
import CircleCheck from 'lucide-react/icons/circle-check';
import PawPrint from 'lucide-react/icons/paw-print';
import Phone from 'lucide-react/icons/phone';
import Scissors from 'lucide-react/icons/scissors';
import { buttonClasses } from '../../components/ui/button';
import { telHref } from '../../content/format-phone';
import { testAgentsContent, testCallSteps, type AgentInfo } from '../../content/landing/test-agents';

const agentIcons: Record<AgentInfo['type'], typeof Phone> = {
  Friseursalon: Scissors,
  Tierarztpraxis: PawPrint,
  Physiotherapie: Activity,
};

export interface RequestLink {
  href: string;
  label: string;
}

interface AgentSlideProps {
  agent: AgentInfo;
  requestLink: RequestLink;
  /** Extra content under the description, e.g. a sample recording on the free-trial page. */
  extra?: ReactNode;
}

/** Content of one carousel slide: who the assistant is, how to call it and what it can do. */
export function AgentSlide({ agent, requestLink, extra }: AgentSlideProps) {
  const Icon = agentIcons[agent.type];
  return (
    <article className="grid h-full gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-2">
      <div>
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-brand-100 text-brand-800">
            <Icon className="size-6" />
          </span>
          <h3 className="text-2xl font-bold text-slate-900">
            <span className="block text-sm font-semibold text-brand-700">{testAgentsContent.slideEyebrow}</span>
            {agent.type}
          </h3>
        </div>
        <p className="mt-4 text-slate-700">{agent.description}</p>

        <div className="mt-6 rounded-xl bg-brand-50 p-4">
          <p className="text-sm font-semibold text-slate-700">{testAgentsContent.phoneLabel}</p>
          {agent.phone ? (
            <a
              href={telHref(agent.phone)}
              className="mt-1 inline-flex items-center gap-2 rounded text-xl font-bold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <Phone aria-hidden="true" className="size-5" />
              {agent.displayPhone || agent.phone}
            </a>
          ) : (
            <>
              <p className="mt-1 text-lg font-bold text-slate-900">{testAgentsContent.noPhone}</p>
              <Link to={requestLink.href} className={buttonClasses('primary', 'md', 'mt-3')}>
                {requestLink.label}
              </Link>
            </>
          )}
        </div>
        {extra && <div className="mt-6">{extra}</div>}
      </div>

      <div>
        <h4 className="text-lg font-semibold text-slate-900">{testAgentsContent.stepsHeading}</h4>
        <ol className="mt-3 space-y-3">
          {testCallSteps(agent).map((step, index) => (
            <li key={step} className="flex gap-3">
              <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {index + 1}
              </span>
              <span className="pt-0.5 text-slate-700">{step}</span>
            </li>
          ))}
        </ol>
        <h4 className="mt-6 text-lg font-semibold text-slate-900">{testAgentsContent.featuresHeading}</h4>
        <ul className="mt-3 space-y-2">
          {agent.features.map((feature) => (
            <li key={feature} className="flex gap-2 text-slate-700">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
