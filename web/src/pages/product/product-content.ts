import { aiBooking } from '../../content/ai-booking';
import { aiPhoneAssistant } from '../../content/ai-phone-assistant';
import type { ProductPageContent } from '../../content/types';
import type { ProductPageId } from '../../seo/product-ratings';

/** Content of the product landing pages by route id, so one component renders both. */
export const productPages: Record<ProductPageId, ProductPageContent> = { aiBooking, aiPhoneAssistant };

export const isProductPageId = (id: string): id is ProductPageId => Object.hasOwn(productPages, id);
