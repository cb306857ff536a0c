import type { PageId } from '@rufbereit/shared';
import { dataProcessingAgreement } from './data-processing';
import { imprint } from './imprint';
import { privacyPolicy } from './privacy';
import { terms } from './terms';
import type { LegalDocument } from './types';

export type * from './types';
export { dataProcessingAgreement, imprint, privacyPolicy, terms };

/** The legal pages by their route id (shared site-routes), so one page component can render them all. */
export const legalDocuments = {
  imprint,
  privacy: privacyPolicy,
  terms,
  dataProcessing: dataProcessingAgreement,
} as const satisfies Partial<Record<PageId, LegalDocument>>;

export type LegalPageId = keyof typeof legalDocuments;
