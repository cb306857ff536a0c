export { FaqSection } from './faq-section';
export { landingFaq } from '../../content/landing/faq';
