export { BenefitsSection } from './benefits-section';
