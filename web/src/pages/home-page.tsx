import { Container } from '../components/ui/container';
import { SectionHeading } from '../components/ui/section-heading';
import { LazySection, lazyNamed, SectionBoundary } from '../components/section-boundary';
import { LazyContactForm } from '../features/contact-form/lazy-contact-form';
import { DemoCallsSection } from '../features/demo-calls';
import { HeroSection } from '../sections/hero';
import { SeoDescriptionSection } from '../sections/seo-description';
import type { PageProps } from './page-props';
import { homeContactTexts } from '../content/contact-page';

/*
 * The landing page, in the order of spec: screens: the description block for search engines,
 * the hero and the demo calls load with the page; everything below is split into lazy chunks
 * (prerendered all the same, so the raw HTML holds the full text). The spec's "further section"
 * slot holds the sections it describes elsewhere: benefits, product overview, challenges and
 * solutions, the test agents and pricing.
 */
const Industries = lazyNamed(() => import('../sections/industries'), 'IndustriesSection');
const Features = lazyNamed(() => import('../sections/feature-claims'), 'FeatureClaimsSection');
const RoiCalculator = lazyNamed(() => import('../sections/roi-calculator'), 'RoiCalculatorSection');
const Testimonials = lazyNamed(() => import('../sections/testimonials'), 'TestimonialsSection');
const Benefits = lazyNamed(() => import('../sections/benefits'), 'BenefitsSection');
const ProductOverview = lazyNamed(() => import('../sections/product-overview'), 'ProductOverviewSection');
const ChallengesSolutions = lazyNamed(() => import('../sections/challenges-solutions'), 'ChallengesSolutionsSection');
const TestAgents = lazyNamed(() => import('../sections/test-agents'), 'TestAgentsSection');
const Pricing = lazyNamed(() => import('../sections/pricing'), 'PricingSection');
const ContactPreview = lazyNamed(() => import('../sections/contact-preview'), 'ContactPreviewSection');
const Faq = lazyNamed(() => import('../sections/faq'), 'FaqSection');

export default function HomePage(_props: PageProps) {
  return (
    <>
      <SeoDescriptionSection />
      <SectionBoundary sectionId="home">
        <HeroSection />
      </SectionBoundary>
      <SectionBoundary sectionId="demo-gespräche">
        <DemoCallsSection />
      </SectionBoundary>
      <LazySection sectionId="industries" component={Industries} />
      <LazySection sectionId="features" component={Features} />
      <LazySection sectionId="roi-calculator" component={RoiCalculator} />
      <LazySection sectionId="testimonials" component={Testimonials} />
      {/* Rendered with the page, not deferred: see render-when-near in styles.css. */}
      <LazySection sectionId="benefits" component={Benefits} renderWhenNear={false} />
      <LazySection sectionId="product-overview" component={ProductOverview} />
      <LazySection sectionId="challenges-solutions" component={ChallengesSolutions} />
      <LazySection sectionId="test-agents" component={TestAgents} />
      <LazySection sectionId="pricing" component={Pricing} />
      <LazySection sectionId="contact-preview" component={ContactPreview} />
      <section id="contact" aria-labelledby="home-contact-heading" className="render-when-near py-20">
        <Container>
          <div className="mx-auto max-w-3xl">
            <SectionHeading
              id="home-contact-heading"
              title={homeContactTexts.title}
              intro={homeContactTexts.intro}
            />
            <LazyContactForm hydrateWithSection="contact" />
          </div>
        </Container>
      </section>
      <LazySection sectionId="faq" component={Faq} />
    </>
  );
}
