import PhoneCall from 'lucide-react/icons/phone-call';
import { PageSection } from '../../components/ui/page-section';
import { buttonClasses } from '../../components/ui/button';
import { SectionLink } from '../../components/section-link';
import { ChallengeCard } from './challenge-card';
import { challengeItems, challengesContent } from '../../content/landing/challenges';
import { DemoChat } from './demo-chat';
import { HowItWorks } from './how-it-works';

function TestCallLink({ variant = 'primary' }: { variant?: 'primary' | 'outline' | 'inverse' }) {
  return (
    <SectionLink section={challengesContent.ctaTarget} className={buttonClasses(variant, 'lg')}>
      <PhoneCall aria-hidden="true" className="size-5" />
      {challengesContent.cta}
    </SectionLink>
  );
}

/** Challenges and solutions (anchor #challenges-solutions): how a call works, a live chat demo, six cards. */
export function ChallengesSolutionsSection() {
  return (
    <PageSection id="challenges-solutions" className="py-20 sm:py-28" eyebrow={challengesContent.eyebrow} heading={challengesContent.heading} intro={challengesContent.intro}>

      <HowItWorks />

      <div className="mt-12 grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h3 className="text-2xl font-bold text-slate-900">{challengesContent.demoHeading}</h3>
          <p className="mt-4 text-lg text-slate-700">{challengesContent.demoText}</p>
          <div className="mt-6">
            <TestCallLink variant="outline" />
          </div>
        </div>
        <DemoChat />
      </div>

      <ul aria-label={challengesContent.cardsHeading} className="mt-16 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {challengeItems.map((item) => (
          <li key={item.id}>
            <ChallengeCard item={item} challengeLabel={challengesContent.challengeLabel} solutionLabel={challengesContent.solutionLabel} />
          </li>
        ))}
      </ul>

      <div className="mt-16 rounded-2xl bg-brand-800 px-6 py-10 text-center text-white sm:px-12">
        <h3 className="text-2xl font-bold sm:text-3xl">{challengesContent.closingHeading}</h3>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{challengesContent.closingText}</p>
        <div className="mt-6">
          <TestCallLink variant="inverse" />
        </div>
      </div>
    </PageSection>
  );
}
