/** Bodies every API answer shares. */

/** Error body of every 4xx/5xx answer. `errors` maps a field to its German message. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}
export interface CreatedBody {
  id: string;
}
