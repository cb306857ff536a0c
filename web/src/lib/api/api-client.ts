import { fetchAuthSession } from 'aws-amplify/auth';
import { apiMessages, type ApiErrorBody } from '@rufbereit/shared';
import { ensureAmplify } from '../session/amplify-setup';

/** An API answer other than 2xx, with the German message the API sent (and its field messages on a 400). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
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
  const response = await fetch(path, {
    ...init,
    headers: { accept: 'application/json', ...init.headers, authorization: `Bearer ${token}` },
  });
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) {
    const error = body as ApiErrorBody | undefined;
    throw new ApiError(response.status, error?.message ?? apiMessages.internal, error?.errors);
  }
  return body as T;
}
