export { SeoDescriptionSection } from './seo-description-section';
