export { SeoDescriptionSection } from './seo-description-section';
export { ratings, RATING_SCALE, type RatingReading } from './ratings';
export { softwareApplicationData, TRIAL_OFFER_NAME } from './software-application-data';
export { JsonLdScript } from './json-ld-script';
