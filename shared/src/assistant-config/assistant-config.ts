import * as z from 'zod/mini';
import { assistantConfigMessages, documentMessages } from './assistant-config-messages';
import { ASSISTANT_DOCUMENT_MAX_BYTES } from '../common/limits';
import { defaultOpeningHours, openingHoursSchema } from './opening-hours';
import { isEmailAddress, multiLineChecks, oneLineChecks } from '../common/text-rules';

/**
 * The assistant configuration of the specification (entity, voices, inquiry types, defaults, form rules; the
 * messages in assistant-config-messages.ts): one schema for the form and the API. Every signed-in account has one configuration.
 */

/** The ten voices. Names are ours (the specification leaves them open); one speaks with an Austrian accent. */
export const assistantVoices = [
  { id: 'lena', name: 'Lena', character: 'freundlich und klar', age: 'ca. 30 Jahre', gender: 'weiblich' },
  { id: 'jonas', name: 'Jonas', character: 'ruhig und sachlich', age: 'ca. 35 Jahre', gender: 'männlich' },
  { id: 'sophie', name: 'Sophie', character: 'warm und einfühlsam', age: 'ca. 45 Jahre', gender: 'weiblich' },
  { id: 'maximilian', name: 'Maximilian', character: 'souverän und seriös', age: 'ca. 50 Jahre', gender: 'männlich' },
  { id: 'mia', name: 'Mia', character: 'jung und energiegeladen', age: 'ca. 25 Jahre', gender: 'weiblich' },
  { id: 'valentina', name: 'Valentina', character: 'herzlich, mit österreichischem Akzent', age: 'ca. 40 Jahre', gender: 'weiblich' },
  { id: 'felix', name: 'Felix', character: 'locker und sympathisch', age: 'ca. 28 Jahre', gender: 'männlich' },
  { id: 'clara', name: 'Clara', character: 'professionell und präzise', age: 'ca. 38 Jahre', gender: 'weiblich' },
  { id: 'paul', name: 'Paul', character: 'tief und vertrauenswürdig', age: 'ca. 55 Jahre', gender: 'männlich' },
  { id: 'noah', name: 'Noah', character: 'neutral und geduldig', age: 'ca. 32 Jahre', gender: 'divers' },
] as const;
export type VoiceId = (typeof assistantVoices)[number]['id'];
const voiceIds = assistantVoices.map((v) => v.id) as [VoiceId, ...VoiceId[]];
export const voiceLabel = (voice: (typeof assistantVoices)[number]): string => `${voice.name} – ${voice.character}, ${voice.age}, ${voice.gender}`;

export const assistantLanguages = ['de', 'en'] as const;
export const formalityLevels = ['formal', 'informal'] as const;

export const inquiryTypes = ['product', 'support', 'appointment', 'callback', 'general'] as const;
export type InquiryType = (typeof inquiryTypes)[number];

export const forwardingTimes = ['always', 'openingHours', 'outsideOpeningHours'] as const;

const m = assistantConfigMessages;
/**
 * The shared rules of the public forms (text-rules.ts) on every stored text: one mailbox per e-mail
 * field (no lists, quotes or display names), no control, bidi or zero-width characters, line breaks
 * only in the greeting.
 */
const email = z.string().check(...oneLineChecks(), z.maxLength(254, m.tooLong), z.refine(isEmailAddress, m.email));
const optionalEmail = z.string().check(...oneLineChecks(), z.maxLength(254, m.tooLong), z.refine((v) => v === '' || isEmailAddress(v), m.email));
/** Digits, plus, spaces, hyphens, slashes and parentheses; at least 6 characters (like the contact form). */
const phone = z.string().check(z.trim(), z.regex(/^\+?[0-9 ()/-]{6,30}$/, m.phone));
const text = (max: number, requiredMessage: string) => z.string().check(...oneLineChecks(), z.minLength(1, requiredMessage), z.maxLength(max, m.tooLong));
const multiLine = (max: number, requiredMessage: string) => z.string().check(...multiLineChecks(), z.minLength(1, requiredMessage), z.maxLength(max, m.tooLong));

export const forwardingRuleSchema = z.object({
  id: z.string().check(...oneLineChecks(), z.minLength(1), z.maxLength(64)),
  match: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('inquiry'), inquiry: z.enum(inquiryTypes) }),
    z.object({ kind: z.literal('keyword'), keyword: text(80, m.keyword) }),
  ]),
  target: z.discriminatedUnion('kind', [z.object({ kind: z.literal('phone'), phone }), z.object({ kind: z.literal('email'), email })]),
  when: z.enum(forwardingTimes),
});
export type ForwardingRule = z.infer<typeof forwardingRuleSchema>;
export const MAX_FORWARDING_RULES = 20;
export const MAX_RECIPIENTS = 10;
/** The rules as the JSON view of the form accepts them. */
export const forwardingRulesSchema = z.array(forwardingRuleSchema).check(z.maxLength(MAX_FORWARDING_RULES, m.tooMany));
const emailList = z.array(email).check(z.maxLength(MAX_RECIPIENTS, m.tooMany));

export const assistantConfigSchema = z.object({
  voice: z.enum(voiceIds, { error: m.voice }),
  language: z.enum(assistantLanguages),
  formality_level: z.enum(formalityLevels),
  assistant_name: text(60, m.name),
  greeting_message: multiLine(1000, m.greeting),
  website_url: z.string().check(
    ...oneLineChecks(),
    z.maxLength(500, m.tooLong),
    z.refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), m.url),
  ),
  supported_inquiries: z.array(z.enum(inquiryTypes)).check(z.maxLength(inquiryTypes.length)),
  forwarding_rules: forwardingRulesSchema,
  /** Added with issue 39: a configuration stored before has none and reads as nothing entered (the default). */
  opening_hours: z._default(openingHoursSchema, () => structuredClone(defaultOpeningHours)),
  forwarding_recipients: emailList,
  notes_recipients: emailList,
  main_contact_email: optionalEmail,
  notification_settings: z.object({ email: z.boolean(), summary: z.boolean() }),
});
export type AssistantConfig = z.infer<typeof assistantConfigSchema>;
export type AssistantConfigInput = z.input<typeof assistantConfigSchema>;

/** The specification's defaults: German, formal, both notifications on. */
export const defaultAssistantConfig: AssistantConfig = {
  voice: 'lena',
  language: 'de',
  formality_level: 'formal',
  assistant_name: '',
  greeting_message: '',
  website_url: '',
  supported_inquiries: [],
  forwarding_rules: [],
  opening_hours: defaultOpeningHours,
  forwarding_recipients: [],
  notes_recipients: [],
  main_contact_email: '',
  notification_settings: { email: true, summary: true },
};

/** `PUT /api/me/assistant-config`: the configuration and the version it was loaded at (0: none stored yet). */
/**
 * The highest version a save may name: the stored version becomes `version + 1`, which must still be
 * an exact (safe) integer, or DynamoDB's marshalling throws (a 500). Beyond it: 400.
 */
export const MAX_CONFIG_VERSION = Number.MAX_SAFE_INTEGER - 1;
export const saveAssistantConfigSchema = z.object({
  config: assistantConfigSchema,
  version: z.int(m.version).check(z.gte(0, m.version), z.lte(MAX_CONFIG_VERSION, m.version)),
});

// ---- documents ----

/** Allowed documents (spec: pdf, doc, docx, txt) with the content type the upload declares. */
export const assistantDocumentTypes = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
} as const;
export type AssistantDocumentExtension = keyof typeof assistantDocumentTypes;
export const assistantDocumentAccept = Object.keys(assistantDocumentTypes)
  .map((ext) => `.${ext}`)
  .join(',');

export const extensionOf = (name: string): string => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** A document's file name: one of the allowed extensions. */
export const documentNameSchema = z.string().check(
  ...oneLineChecks(),
  z.minLength(1, documentMessages.type),
  z.maxLength(200, m.tooLong),
  z.refine((name) => extensionOf(name) in assistantDocumentTypes, documentMessages.type),
);

/** `POST /api/me/assistant-config/documents`: what the browser is about to upload. */
export const documentUploadRequestSchema = z.object({
  name: documentNameSchema,
  size: z.int().check(z.gte(1, documentMessages.empty), z.lte(ASSISTANT_DOCUMENT_MAX_BYTES, documentMessages.size)),
});
/** `POST …/documents/{documentId}/complete`. */
export const documentCompleteRequestSchema = z.object({ name: documentNameSchema });

export interface AssistantDocument {
  id: string;
  name: string;
  size: number;
  extension: AssistantDocumentExtension;
  uploadedAt: string;
}

/** `GET /api/me/assistant-config` (and the answer of a save). */
export interface AssistantConfigResponse {
  config: AssistantConfig;
  /** 0 while nothing is stored. */
  version: number;
  updatedAt: string | null;
  documents: AssistantDocument[];
}

/** `POST …/documents`: a presigned POST the browser sends the file with. */
export interface DocumentUploadTicket {
  documentId: string;
  url: string;
  fields: Record<string, string>;
}

/** One row of `GET /api/admin/assistant-configs`. */
export interface AssistantConfigSummary {
  userId: string;
  /** The account's e-mail address ('' when the account no longer exists). */
  email: string;
  assistantName: string;
  voice: string;
  language: string;
  documents: AssistantDocument[];
  updatedAt: string | null;
}
/** One page of `GET /api/admin/assistant-configs` (ADMIN_LIST_PAGE_SIZE configurations, `?cursor=` for the next). */
export interface AssistantConfigListResponse {
  configs: AssistantConfigSummary[];
  nextCursor?: string;
}
