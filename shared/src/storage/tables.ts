/** Logical table names; physical names come from the stack (env var TABLE_{NAME}). */
export const tableNames = [
  'contacts',
  'demo_requests',
  'branch_image_configs',
  'branch_images',
  'assistant_configurations',
  'intro_call_slots',
  'demo_tracks',
  'gdpr_erasures',
  'idempotency',
  'request_stats',
  'accounts',
  'staff_audit',
  'site_analytics',
] as const;
export type TableName = (typeof tableNames)[number];
