export { PricingSection } from './pricing-section';
export { PlanCard } from './plan-card';
export { standardPlan, pricingContent, PRICE_RANGE_TEXT, sortFeatures, splitIntoColumns, type PlanCard as PlanCardData, type PlanFeature } from '../../content/landing/pricing';
export { buildPricingJsonLd, PRICING_DESCRIPTION } from '../../content/landing/pricing-structured-data';
