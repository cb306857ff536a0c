export { FeatureClaimsSection } from './feature-claims-section';
