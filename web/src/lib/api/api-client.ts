import { fetchAuthSession } from 'aws-amplify/auth';
import { apiMessages } from '@rufbereit/shared';
import { ensureAmplify } from '../session/amplify-setup';
import { ApiError, readJson, sendRequest, type RequestOptions } from './http-client';

export { ApiError, apiErrorOf } from './http-client';

/** The signed-in account's access token (refreshed by Amplify when it has expired), or undefined. */
export async function currentAccessToken(): Promise<string | undefined> {
  await ensureAmplify();
  const session = await fetchAuthSession();
  return session.tokens?.accessToken?.toString();
}

/** A call to a protected API route with the access token; resolves with the successful answer, rejects with an ApiError. */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<Response> {
  const token = await currentAccessToken();
  if (!token) throw new ApiError(401, apiMessages.unauthorized);
  return sendRequest(path, { ...options, headers: { ...(options.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } });
}

/** A call to a protected API route with the access token; JSON in and out. */
export async function apiFetch<T>(path: string, init: RequestOptions = {}): Promise<T> {
  return (await readJson<T>(await apiRequest(path, init))) as T;
}
