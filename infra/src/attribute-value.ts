/** A DynamoDB attribute value in the low-level JSON form that a raw BatchWriteItem call takes. */
export type AttributeValue =
  | { S: string }
  | { N: string }
  | { BOOL: boolean }
  | { NULL: true }
  | { L: AttributeValue[] }
  | { M: Record<string, AttributeValue> };

/** Plain JSON (what the seed files hold) → an attribute value, like lib-dynamodb's marshalling. */
export function toAttributeValue(value: unknown): AttributeValue {
  if (typeof value === 'string') return { S: value };
  if (typeof value === 'number') return { N: String(value) };
  if (typeof value === 'boolean') return { BOOL: value };
  if (value === null) return { NULL: true };
  if (Array.isArray(value)) return { L: value.map(toAttributeValue) };
  if (typeof value === 'object') return { M: toItem(value as Record<string, unknown>) };
  throw new Error(`Cannot store a ${typeof value} in DynamoDB`);
}

/** An item's attributes (undefined ones left out, as removeUndefinedValues does). */
export function toItem(item: Record<string, unknown>): Record<string, AttributeValue> {
  return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined).map(([k, v]) => [k, toAttributeValue(v)]));
}
