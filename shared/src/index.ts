/**
 * The public surface of @rufbereit/shared: every name by name, so what the package offers is read here
 * and nothing leaks by accident (no `export *`: shared/src/structure.test.ts checks).
 */

// api/: the API's paths by name, the route tables (API and pages), their grants, headers, answer bodies and the mapping of failed calls.
export { germanApiError, requestIdOf, REQUEST_ID_HEADERS, type ApiFailure, type GermanApiError } from './api/api-errors';
export {
  routeGrants, type RouteAccess, type HttpMethod, type ApiRoute, apiRoutes, type ApiRouteId,
  ADMIN_CHECK_GRANT, ADMIN_GROUP,
} from './api/api-routes';
export { apiPaths, type ApiPathName } from './api/api-paths';
export { type ApiErrorBody, type CreatedBody } from './api/bodies';
export { type TableOperation, type TableAccessLevel, type BucketOperation, type Grant } from './api/grants';
export { ORIGIN_VERIFY_HEADER, IDEMPOTENCY_HEADER, VIEWER_ADDRESS_HEADER } from './api/headers';
export {
  findSiteRoute, type PageId, type SiteRoute, type PageAccess, DEFAULT_DESCRIPTION, branches, type BranchSlug,
  siteRoutes, redirects, NOT_FOUND_PATH, canonicalUrl, pagePath, type FixedPageId,
} from './api/site-routes';

// storage/: table names, the media bucket's key layout, stored records, index designs, environment variable names.
export {
  tableEnvVar, EVENT_BUS_ENV_VAR, MEDIA_BUCKET_ENV_VAR, USER_POOL_ENV_VAR, ORIGIN_VERIFY_SECRET_ENV,
  ORIGIN_VERIFY_SECRET_ARN_ENV, REQUEST_RETENTION_DAYS_ENV, PIPEDRIVE_TOKEN_ENV, PIPEDRIVE_DOMAIN_ENV,
  PIPEDRIVE_BASE_URL_ENV, PIPEDRIVE_TOKEN_PARAMETER_ENV, STAGE_ENV, PRODUCTION_STAGE, MAIL_FROM_ENV, MAIL_CONFIGURATION_SET_ENV, SALES_INBOX_ENV, SITE_URL_ENV,
  DELIVERY_RETRY_SCALE_ENV, SWEEP_MIN_AGE_ENV, MIN_FILL_SECONDS_ENV, CHALLENGE_MAX_NUMBER_ENV, ALTCHA_HMAC_KEY_ENV,
  ALTCHA_HMAC_KEY_SECRET_ARN_ENV, REQUESTS_PER_CLIENT_ENV, METRICS_NAMESPACE_ENV,
} from './storage/environment';
export {
  inboxAttributes, INBOX_PARTITION, inboxIndexes, inboxSearchAttributes, inboxRowAttributes,
  REQUEST_TTL_ATTRIBUTE, searchTextOf,
} from './storage/inbox-index';
export {
  MEDIA_KEY_PREFIX, PRIVATE_DOCUMENTS_PREFIX, PENDING_DOCUMENTS_PREFIX, PENDING_AUDIO_PREFIX,
  PUBLISHED_AUDIO_PREFIX, SEED_MEDIA_CACHE_CONTROL,
} from './storage/media-keys';
export {
  deliveryStatuses, type DeliveryStatus, type CrmState, type MailState, type InboxAttributes, demoStatuses,
  type DemoStatus, type StaffNote, type StaffAction, requestKinds, type RequestKind, type StoredRequestMeta,
  UNPUBLISHED_INDEX, RETRYING_INDEX, CRM_DEAL_INDEX, type DealOutcome, type ContactRecord, type DemoRequestRecord, type StoredRequest,
  storedDemoRequestFields, type StoredDemoRequestFields,
} from './storage/records';
export { tableNames, type TableName } from './storage/tables';

// messages/: the German texts by area (the specification's verbatim).
export { adminListMessages } from './messages/admin-lists';
export { apiMessages, apiErrorMessages } from './messages/api';
export {
  assistantConfigMessages, documentMessages, languageLabels, formalityLabels, inquiryLabels,
  forwardingTimeLabels, openingHoursMessages, openingHoursTexts, weekdayLabels, weekdayShortLabels,
} from './messages/assistant-config';
export { audioMessages, performanceTestMessages } from './messages/audio';
export { authMessages, authToasts, cognitoMail, adminUserMessages } from './messages/auth';
export { trialMessages } from './messages/trial';
export { branchImageMessages, unknownBranchMessage } from './messages/branch-images';
export { megabytesText, countText, INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE, TOO_LONG_MESSAGE, PRIVACY_CONSENT_MESSAGE, BAD_CURSOR_MESSAGE, CHANGE_NOT_SAVED_MESSAGE } from './messages/common';
export { dashboardMessages, dashboardTexts } from './messages/dashboard';
export { marketingMessages, marketingTexts, attributionLabels } from './messages/marketing';
export { demoAdminMessages } from './messages/demo-admin';
export { demoCallMessages, unknownDemoCategoryMessage, demoPlaylistMessages, oembedMessages } from './messages/demos';
export {
  contactMessages, textMessages, contactToasts, demoMessages, demoToasts, servicePreferenceLabels,
  FORM_SUBMITTING_LABEL,
} from './messages/forms';
export {
  demoStatusLabels, requestKindLabels, deliveryStatusLabels, crmStepMessages, mailOutcomeLabels, mailStatusLabels, inboxMessages, inboxTexts, retryNowMessages,
  inboxBulkMessages, inboxBulkTexts, inboxNewsMessages, inboxNewsTexts,
} from './messages/inbox';
export { introCallMessages, introCallAdminMessages, introCallAdminTexts } from './messages/intro-call';
export { sectionFallback, notFoundMessages } from './messages/pages';
export { spamMessages } from './messages/spam-protection';
export { auditMessages, auditTexts, auditActionLabels, auditListLabels, auditDetails, type GdprAuditCounts } from './messages/staff-audit';

// domain/: schemas, rules, constants and settings of each feature.
export {
  ADMIN_LIST_PAGE_SIZE, ADMIN_LIST_CURSOR_MAX_LENGTH, adminListQuerySchema, type AdminListQuery,
  type AdminListPage,
} from './domain/admin-lists';
export {
  assistantVoices, type VoiceId, voiceLabel, assistantLanguages, formalityLevels, inquiryTypes,
  type InquiryType, forwardingTimes, forwardingRuleSchema, type ForwardingRule, MAX_FORWARDING_RULES,
  MAX_RECIPIENTS, forwardingRulesSchema, assistantConfigSchema, type AssistantConfig,
  type AssistantConfigInput, defaultAssistantConfig, saveAssistantConfigSchema, assistantDocumentTypes,
  type AssistantDocumentExtension, assistantDocumentAccept, extensionOf, documentNameSchema,
  documentUploadRequestSchema, documentCompleteRequestSchema, type AssistantDocument,
  type AssistantConfigResponse, type DocumentUploadTicket, type AssistantConfigSummary,
  type AssistantConfigListResponse,
} from './domain/assistant-config';
export {
  weekdays, type Weekday, MAX_INTERVALS_PER_DAY, openingIntervalSchema, type OpeningInterval, overlappingInterval,
  openingHoursSchema, type OpeningHours, defaultOpeningHours, openingHoursSummary, forwardingTimeSummary,
} from './domain/opening-hours';
export { federalStates, type FederalState, federalStateCodes, INTRO_CALL_STATE, isPublicHoliday } from './domain/german-holidays';
export {
  AUDIO_LOAD_TIMEOUT_MS, POSITION_POLL_MS, POSITION_DISPLAY_THROTTLE_MS, POSITION_JUMP_S, DEFAULT_VOLUME,
  UNMUTE_FALLBACK_VOLUME, VOLUME_SLIDER_HIDE_DELAY_MS, SEEK_SLIDER, VOLUME_SLIDER, KEYBOARD_SEEK_STEP_S,
  KEYBOARD_VOLUME_STEP, SECTION_PLACEHOLDER_MS, CARD_PLACEHOLDER_MS,
} from './domain/audio';
export {
  summarizePerformanceTest, PERFORMANCE_TEST_TIMEOUT_MS, PERFORMANCE_TEST_RETRIES,
  PERFORMANCE_TEST_PLAYBACK_MS, PERFORMANCE_TEST_VOLUME, PERFORMANCE_TEST_ALERT_RATE,
  type PerformanceTestIssues, type PerformanceTestMetrics, type PerformanceTestResult,
  type PerformanceTestSummary, parseExtraUrls, isAlertRate,
} from './domain/audio-performance-test';
export {
  passwordPolicyGaps, cognitoCodeMail, TRIAL_INVITATION_METADATA, TOTP_ISSUER, TOKEN_LIFETIMES, ADMIN_STANDING_CACHE_SECONDS,
  SESSION_TIMING, credentialsSchema, resetRequestSchema, oneTimeCodeSchema, newPasswordSchema,
  resetPasswordFormSchema, runtimeConfigSchema, type RuntimeConfig, RUNTIME_CONFIG_PATH, type MeResponse,
  type AdminUserSummary, type AdminUsersResponse, userIdParamSchema, userIdParamsSchema,
} from './domain/auth';
export { branchImageParamsSchema } from './domain/branch-image-params';
export {
  pickBestImage, toBranchImageBody, type BranchImageConfigRecord, type BranchImageRecord,
  type BranchImageBody, BRANCH_IMAGE_MAX_AGE_SECONDS, IMAGE_URL_PARAMS,
  IMAGE_VARIANT_WIDTHS, imageVariantPath,
} from './domain/branch-images';
export { relativeLuminance, contrastRatio, accessibleBrandColor, shadeOf, MIN_TEXT_CONTRAST, WHITE } from './domain/brand-color';
export {
  MOBILE_BREAKPOINT_PX, NAV_MENU_BREAKPOINT_PX, SCROLL_OFFSET_PX, INTRO_CALL_CANCEL_PATH,
  SCROLLED_NAV_THRESHOLD_PX, HASH_SCROLL_DELAY_MS, PRICE_PER_MINUTE_MIN_EUR, PRICE_PER_MINUTE_MAX_EUR,
  TRIAL_DAYS, NAME_MIN_LENGTH, PHONE_MIN_LENGTH, CONTACT_PROGRESS, DEMO_PROGRESS, MAX_FORM_BODY_BYTES,
  MESSAGE_MAX_LENGTH, SHORT_FIELD_MAX_LENGTH, NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH,
  PHONE_MIN_DIGITS, EVENT_TARGET_MAX_ATTEMPTS, EVENT_RETRY_BASE_DELAY_MS, EVENT_MAX_AGE_SECONDS,
  DELIVERY_RETRY, PUBLISH_CLAIM_SECONDS, MAIL_SEND_HOLD_SECONDS, SWEEP_MIN_AGE_SECONDS, SWEEP_INTERVAL_MINUTES,
  IDEMPOTENCY_RECORD_TTL_SECONDS, CRM_PERSON_LEASE_SECONDS, CRM_PERSON_MEMORY_SECONDS, REQUEST_RETENTION_DAYS,
  MAX_REQUEST_RETENTION_DAYS, isValidRetentionDays, TOAST,
} from './domain/constants';
export {
  servicePreferences, type ServicePreference, contactSchema, type ContactInput, type ContactFormValues,
} from './domain/contact';
export {
  buildCrmPayload, type CrmPayload, type NotificationPayload, DEMO_REQUEST_CRM_MESSAGE,
  DEMO_REQUEST_SERVICE_PREFERENCE,
} from './domain/crm';
export {
  inboxFilterHref, parseInboxFilterParams, DASHBOARD_DAYS, DASHBOARD_HEALTH_DAYS, DASHBOARD_UPCOMING_CALLS,
  dashboardKinds, type DashboardKind, funnelStages, dashboardQuerySchema, type DashboardQuery,
  type KindCounts, type DeliveryCounts, type DashboardBody, inboxFilterParams,
} from './domain/dashboard';
export { deliveryFailureReasons, deliveryFailureReason, crmStepNotice } from './domain/delivery-failures';
export {
  mailOutcomes, type MailOutcome, mailOutcomeRank, SES_EVENT_SOURCE, sesEventDetailTypes, MAIL_TAG, type MailRef, mailTags,
  mailRefOf, sesEventDetail, type SesEventDetail, outcomeOfSesEvent,
} from './domain/mail-outcome';
export {
  audioFileTypes, type AudioExtension, MP3_ONLY, ALL_AUDIO, audioAccept, mp3Accept, audioExtensionOf,
  isAudioExtension, uploadIdPattern, uploadIdSchema, pendingAudioKey, publishedAudioKey, isCatalogueRecording,
  demoAudioUploadRequestSchema, mp3UploadRequestSchema, type AudioUploadRequest, type AudioUploadTicket,
  type AudioUploadPermission, type PublishedAudio, type AccountAudioFile, type AccountAudioFilesBody,
  demoTrackParamsSchema, createDemoTrackSchema, updateDemoTrackSchema, type CreateDemoTrackInput,
  type UpdateDemoTrackInput, defaultIconFor, type DemoTrackBody,
  reorderDemoTracksSchema, type ReorderDemoTracksInput, type AdminDemoTrackListBody, DEMO_ORDER_MAX_TRACKS,
} from './domain/demo-admin';
export {
  brandLogo, brandCompanyName, parseDemoPageQuery, demoPlayerUrl, embedCode, DEMO_PLAYLIST_PATH,
  DEMO_PLAYER_PATH, DEFAULT_BRAND_COLOR, DEFAULT_COMPANY_NAME, EMBED_HEIGHT_PER_TRACK_PX,
  COPY_CONFIRMATION_MS, MINI_PLAYER_SCROLL_PX, DEMO_PLAYER_HEIGHT_MESSAGE, MAX_COMPANY_NAME_LENGTH,
  type Branding, type DemoPageQuery, brandColor, embedHeight,
} from './domain/demo-playlist';
export {
  demoFormToRequest, demoRequestSchema, type DemoRequestInput, demoFormSchema, type DemoFormValues,
} from './domain/demo-request';
export { demoTracksQuerySchema, type DemoTracksQuery } from './domain/demo-track-query';
export {
  audioUrlForKey, formatTrackDuration, demoRecording, demoCategoryIds, type DemoCategoryId, ALL_DEMOS,
  type DemoCategoryFilter, type DemoCategory, demoCategories, isDemoCategoryFilter, demoTrackIcons,
  type DemoTrackIcon, DEFAULT_TRACK_DURATION, type DemoTrackRecord, type DemoTrack, type DemoTrackListBody,
  demoTracksApiUrl, DEMO_TRACKS_MAX_AGE_SECONDS, DEMO_TRACKS_SHARED_MAX_AGE_SECONDS,
  DEMO_TRACKS_CACHE_CONTROL, compareListOrder, toDemoTrack, type DemoRecording, demoRecordings,
  type DemoRecordingId, recordingAsTrack,
} from './domain/demo-tracks';
export { type EventTarget, type EventRule, eventRules } from './domain/event-rules';
export {
  EVENT_SOURCE, eventDetailTypes, type EventDetailType, contactCreatedDetail, type ContactCreatedDetail,
  demoRequestedDetail, type DemoRequestedDetail, introCallBookedDetail, type IntroCallBookedDetail,
  introCallLinkRequestedDetail, introCallCancelledDetail, type IntroCallCancelledDetail, dealOutcomeRecordedDetail, type DealOutcomeRecordedDetail, type BusEvent,
} from './domain/events';
export {
  inboxKinds, type InboxKind, INBOX_PAGE_SIZE, type InboxRow, type InboxPage, type RequestDetail, type TrialAccount,
  INBOX_NAME_SORT_MAX_ROWS, INBOX_SEARCH_MAX_LENGTH, NOTE_MAX_LENGTH, inboxKindParamsSchema,
  requestParamsSchema, demoRequestParamsSchema, inboxQuerySchema, type InboxQuery, demoStatusBodySchema,
  noteBodySchema, rerunBodySchema, gdprBodySchema, type GdprIntroCall, type GdprUploadTicket, type GdprExport,
  type GdprCrmErasure, type GdprErasure, CSV_SEPARATOR, csvHeader, type CsvRow, exportFormats, exportFormatSchema, type ExportFormat,
} from './domain/inbox';
export {
  parseInboxAddress, inboxAddressSearch, inboxAddressParams, type InboxView, defaultInboxView,
} from './domain/inbox-address';
export { bulkStatusBodySchema, bulkExportBodySchema, type BulkStatusResult } from './domain/inbox-bulk';
export {
  totalNews, INBOX_NEWS_POLL_MS, INBOX_NEWS_MAX_COUNT, inboxNewsQuerySchema, type InboxNewsQuery,
  type InboxListNews, type InboxNews, newsCountText, titleWithNews,
} from './domain/inbox-news';
export {
  isCalendarDate, createdKeyRange, inboxSorts, type InboxSort, inboxOrders, type InboxOrder,
  type CreatedKeyRange, isInCreatedKeyRange,
} from './domain/inbox-range';
export {
  berlinWallClock, berlinInstant, introCallSlotStarts, introCallDaySlots, INTRO_CALL_WORKING_DAYS,
  INTRO_CALL_DAY_START_HOUR, INTRO_CALL_DAY_END_HOUR, INTRO_CALL_TIME_ZONE, type WallClock,
  isOfferedIntroCallSlot, introCallSlotLabel, introCallSlotEnd, introCallBookingSchema,
  type IntroCallBookingInput, introCallContactSchema, introCallCancelSchema, type IntroCallCancelInput,
  type IntroCallSlotsBody, type IntroCallBookedBody,
} from './domain/intro-call';
export {
  daysBetween, berlinDate, introCallRange, isIntroCallWorkingDay, introCallGridSlots,
  isBlockableIntroCallSlot, INTRO_CALL_ADMIN_MAX_RANGE_DAYS, INTRO_CALL_ADMIN_DEFAULT_RANGE_DAYS,
  INTRO_CALL_BLOCK_HORIZON_DAYS, INTRO_CALL_BLOCK_REASON_MAX_LENGTH, introCallRangeQuerySchema,
  type IntroCallRangeQuery, introCallStaffCancelSchema, type IntroCallStaffCancelInput, introCallBlockSchema,
  type IntroCallBlockInput, introCallFreeSchema, type IntroCallFreeInput, type IntroCallAdminBooking,
  type IntroCallSlotBlock, type IntroCallCalendarBody, type IntroCallBlockResult, type IntroCallFreeResult,
  addDays, slotsOfDate, introCallSlotLabels,
} from './domain/intro-call-admin';
export {
  PASSWORD_POLICY, TOTP_CODE_LENGTH, ASSISTANT_DOCUMENT_MAX_BYTES, MAX_ASSISTANT_DOCUMENTS, AUDIO_MAX_BYTES,
  MAX_PUBLISHED_AUDIO_PER_ACCOUNT, INBOX_BULK_MAX, INTRO_CALL_MINUTES, INTRO_CALL_BLOCK_MAX_SLOTS,
} from './domain/limits';
export { METRICS_NAMESPACE, METRICS_SERVICE_DIMENSION, metricNames, metricsNamespace, type MetricName } from './domain/metrics';
export {
  oembedDiscoveryUrl, playerPageAddress, PLAYER_PAGE_QUERY_KEYS, OEMBED_JSON_TYPE, OEMBED_DEFAULT_WIDTH_PX, OEMBED_MAX_DIMENSION_PX,
  OEMBED_MAX_URL_LENGTH, OEMBED_PAGE_PATHS, type OEmbedRichBody, oembedLinkTitle,
} from './domain/oembed';
export { oembedQuerySchema, type OEmbedQuery } from './domain/oembed-query';
export { type ScheduledTask, scheduledTasks } from './domain/schedules';
export { siteSettings, type SiteSettings } from './domain/site-settings';
// The mailbox of an address, the key of the per-address rules and of the GDPR lookups.
export { mailboxOf } from './domain/mailbox';
export {
  PROOF_OF_WORK_HEADER, CHALLENGE_MAX_NUMBER, CHALLENGE_TTL_SECONDS, MIN_FILL_SECONDS,
  CHALLENGE_ISSUED_PARAM, HONEYPOT_FIELD, REQUESTS_PER_ADDRESS_PER_HOUR, REQUESTS_PER_CLIENT_PER_HOUR,
  API_THROTTLE, FORM_ROUTE_THROTTLE, BEACON_EVENTS_PER_SECOND_TARGET, BEACON_ROUTE_THROTTLE, routeThrottle,
  isPublicFormRoute, SIGN_UP_PROOF_METADATA_KEY, SIGN_UP_PROOF_REFUSED,
  userPoolTriggers, type ProofOfWorkChallenge,
} from './domain/spam-protection';
export {
  AUDIT_PARTITION, AUDIT_PAGE_SIZE, auditActions, type AuditAction, type AuditEntry, type AuditPage, type AuditExemption,
  auditQuerySchema,
} from './domain/staff-audit';
// The phone rule of the forms, also the CSV's test for a phone number (services/src/use-cases/inbox-csv.ts).
export { isPhoneNumber } from './domain/text-rules';

// Cookieless measurement of the public site (issue 40).
export {
  analyticsEventNames, type AnalyticsEventName, deviceClasses, type DeviceClass, analyticsForms, type AnalyticsForm, type VisitAttribution, UTM_MAX_LENGTH,
  MAX_ANALYTICS_BODY_BYTES, ANALYTICS_BEACONS_PER_CLIENT_PER_HOUR, pageViewSchema, analyticsEventSchema, analyticsBeaconSchema, type AnalyticsBeacon,
  type AnalyticsBeaconInput, type PageView, type AnalyticsEvent,
} from './domain/site-analytics';
export {
  MARKETING_MAX_DAYS, MARKETING_DEFAULT_DAYS, MARKETING_TOP_PAGES, marketingQuerySchema, type MarketingQuery, type FunnelFigures,
  type MarketingBody,
} from './domain/marketing';
