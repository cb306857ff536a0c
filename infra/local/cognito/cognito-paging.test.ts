import { describe, expect, it } from 'vitest';
import { pageListUsers } from './cognito-paging';

const refuse = (message: string) => Object.assign(new Error(message), { code: 'InvalidParameterException' });
const all = { Users: ['c', 'a', 'e', 'b', 'd'].map((Username) => ({ Username })) };
const names = (answer: Record<string, unknown>) => (answer.Users as { Username: string }[]).map((u) => u.Username);

describe('ListUsers paging in front of cognito-local', () => {
  it('pages in username order until no token is left', () => {
    const seen: string[] = [];
    let token: unknown;
    do {
      const page = pageListUsers(all, { UserPoolId: 'p1', Limit: 2, ...(token ? { PaginationToken: token } : {}) }, refuse);
      seen.push(...names(page));
      token = page.PaginationToken;
    } while (token);
    expect(seen).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('answers 60 at most, and all of them without a limit', () => {
    expect(names(pageListUsers(all, { UserPoolId: 'p1' }, refuse))).toHaveLength(5);
    expect(() => pageListUsers(all, { UserPoolId: 'p1', Limit: 61 }, refuse)).toThrow(/less than or equal to 60/);
  });

  it('refuses a made-up token and one of another pool', () => {
    const first = pageListUsers(all, { UserPoolId: 'p1', Limit: 2 }, refuse);
    expect(() => pageListUsers(all, { UserPoolId: 'p2', Limit: 2, PaginationToken: first.PaginationToken }, refuse)).toThrow('Invalid pagination token');
    expect(() => pageListUsers(all, { UserPoolId: 'p1', PaginationToken: 'abc' }, refuse)).toThrow('Invalid pagination token');
  });

  it('continues after the last shown account even when it was deleted meanwhile', () => {
    const first = pageListUsers(all, { UserPoolId: 'p1', Limit: 2 }, refuse);
    const without = { Users: all.Users.filter((u) => u.Username !== 'b') };
    expect(names(pageListUsers(without, { UserPoolId: 'p1', Limit: 2, PaginationToken: first.PaginationToken }, refuse))).toEqual(['c', 'd']);
  });
});
