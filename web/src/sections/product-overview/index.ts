export { ProductOverviewSection } from './product-overview-section';
