import { fetchAuthSession } from 'aws-amplify/auth';
import { apiMessages, germanApiError, requestIdOf } from '@rufbereit/shared';
import { ensureAmplify } from '../session/amplify-setup';

/**
 * An API call that failed: the German message for it (our handler's own, or the shared mapping's for
 * gateway, firewall and network failures, with the request id for support), its field messages on a 400.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/** The ApiError of a failed answer (`response`) or of no answer at all (undefined: network failure). */
export async function apiErrorOf(response: Response | undefined): Promise<ApiError> {
  const body = response ? ((await response.json().catch(() => undefined)) as unknown) : undefined;
  const status = response?.status ?? 0;
  const mapped = germanApiError({ status, body, headerRequestId: response ? requestIdOf(response.headers) : undefined });
  return new ApiError(status, mapped.message, mapped.fields, mapped.requestId);
}

/** The signed-in account's access token (refreshed by Amplify when it has expired), or undefined. */
export async function currentAccessToken(): Promise<string | undefined> {
  await ensureAmplify();
  const session = await fetchAuthSession();
  return session.tokens?.accessToken?.toString();
}

/** A call to a protected API route with the access token; JSON in and out. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const token = await currentAccessToken();
  if (!token) throw new ApiError(401, apiMessages.unauthorized);
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { accept: 'application/json', ...init.headers, authorization: `Bearer ${token}` },
    });
  } catch {
    throw await apiErrorOf(undefined);
  }
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json().catch(() => undefined)) as T;
}
