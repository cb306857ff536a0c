/**
 * The one read-side migration of the stored requests' names. Demo requests stored before every
 * request used the same field names carry the demo form's payload names `first_name`/`last_name`;
 * since then every request stores `firstname`/`lastname` (shared/src/records.ts). The request
 * adapters pass every item they read through here, so nothing behind them knows the old spelling.
 * It can go, with the old names in the creation-time index's projection (shared/src/inbox.ts), once
 * REQUEST_RETENTION_DAYS have passed since the change: the TTL has removed those records by then.
 */
export function withStoredNameFields<T extends Record<string, unknown>>(item: T): T {
  if (!('first_name' in item) && !('last_name' in item)) return item;
  const { first_name: firstname, last_name: lastname, ...rest } = item;
  return { firstname, lastname, ...rest } as unknown as T;
}
