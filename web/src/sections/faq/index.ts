export { FaqSection } from './faq-section';
export { FaqAccordion } from './faq-accordion';
export { landingFaq } from './faq-data';
export { faqPageData } from './faq-page-data';
