/**
 * cognito-local answers ListUsers with every account at once and ignores `Limit` and
 * `PaginationToken`. AWS pages (at most 60 per call) and refuses a token it did not hand out with
 * InvalidParameterException; the paged admin lists rely on both. Here the full answer is cut into
 * AWS-like pages: accounts in username order (stable while accounts come and go), the token names
 * the pool and the last username of the page.
 */
/** AWS's largest (and default) ListUsers page. */
export const LIST_USERS_MAX_LIMIT = 60;

interface TokenContent {
  pool: string;
  after: string;
}

/** Builds the error the front sends in Cognito's wire form (its CognitoApiError). */
export type RefuseRequest = (message: string) => Error;

const encodeToken = (content: TokenContent): string => Buffer.from(JSON.stringify(content), 'utf8').toString('base64url');

function decodeToken(token: unknown, pool: string, refuse: RefuseRequest): string {
  const invalidToken = () => refuse('Invalid pagination token');
  if (typeof token !== 'string') throw invalidToken();
  try {
    const content: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (content && typeof content === 'object') {
      const { pool: tokenPool, after } = content as Record<string, unknown>;
      if (tokenPool === pool && typeof after === 'string' && after) return after;
    }
  } catch {
    // Falls through to the refusal.
  }
  throw invalidToken();
}

const usernameOf = (user: unknown): string => {
  const name = (user as { Username?: unknown }).Username;
  return typeof name === 'string' ? name : '';
};

/** One page of cognito-local's complete ListUsers answer, as AWS would have answered the request (InvalidParameterException via `refuse`). */
export function pageListUsers(answer: Record<string, unknown>, request: Record<string, unknown>, refuse: RefuseRequest): Record<string, unknown> {
  const limit = request.Limit ?? LIST_USERS_MAX_LIMIT;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0 || limit > LIST_USERS_MAX_LIMIT) {
    throw refuse(`1 validation error detected: Value at 'limit' failed to satisfy constraint: Member must have value less than or equal to ${LIST_USERS_MAX_LIMIT}`);
  }
  const pool = typeof request.UserPoolId === 'string' ? request.UserPoolId : '';
  const users = (Array.isArray(answer.Users) ? answer.Users : []).toSorted((a, b) => (usernameOf(a) < usernameOf(b) ? -1 : usernameOf(a) > usernameOf(b) ? 1 : 0));
  const after = request.PaginationToken === undefined ? undefined : decodeToken(request.PaginationToken, pool, refuse);
  const start = after === undefined ? 0 : users.findIndex((u) => usernameOf(u) > after);
  const page = start === -1 ? [] : users.slice(start, start + limit);
  const more = start !== -1 && start + limit < users.length && page.length > 0;
  return { Users: page, ...(more ? { PaginationToken: encodeToken({ pool, after: usernameOf(page.at(-1)) }) } : {}) };
}
