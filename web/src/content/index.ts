/**
 * Static page content (data only, German copy). Page components import from here:
 *   import { getBranchContent, legalDocuments, about } from '../content';
 */
export * from './types';
export * from './common';
export * from './format-phone';
export { contentIcons } from './icon-map';
export { branchContent, getBranchContent, isBranchSlug } from './branches';
export type { BranchContent, BranchDemo, BranchHero, SoftwareBlock, SuccessStory } from './branches';
export { legalDocuments, imprint, privacyPolicy, terms, dataProcessingAgreement } from './legal';
export type { LegalDocument, LegalSection, LegalPageId } from './legal';
export * from './guarantee';
export * from './about';
export { aiBooking } from './ai-booking';
export { aiPhoneAssistant } from './ai-phone-assistant';
