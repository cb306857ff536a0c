export { PricingSection } from './pricing-section';
export { PlanCard } from './plan-card';
export { standardPlan, pricingContent, PRICE_RANGE_TEXT, sortFeatures, splitIntoColumns, type PlanCard as PlanCardData, type PlanFeature } from './pricing-content';
export { buildPricingJsonLd, PRICING_DESCRIPTION } from './pricing-structured-data';
