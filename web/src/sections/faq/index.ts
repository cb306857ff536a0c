export { FaqSection } from './faq-section';
export { landingFaq } from './faq-data';
