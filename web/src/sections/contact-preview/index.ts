export { ContactPreviewSection, RESPONSE_TIME_TEXT } from './contact-preview-section';
