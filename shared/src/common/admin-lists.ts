/**
 * Paging of the back office's account lists ('Benutzer', 'Assistenten-Konfigurationen'): a few
 * thousand self-registered accounts must not be read in one request (one Lambda call each page).
 * The cursor is opaque to the browser: it hands back `nextCursor` unchanged as `?cursor=`.
 */
import * as z from 'zod/mini';
import { adminListMessages } from './admin-list-messages';

/** Rows per page of the account lists. */
export const ADMIN_LIST_PAGE_SIZE = 25;
/** Longer than any cursor the API hands out (Cognito's pagination token, base64url-wrapped). */
export const ADMIN_LIST_CURSOR_MAX_LENGTH = 4096;

/** Query of the paged account lists: only a well-formed base64url cursor passes (its content is checked by the API). */
export const adminListQuerySchema = z.object({
  cursor: z.optional(
    z.string().check(
      z.minLength(1, adminListMessages.badCursor),
      z.maxLength(ADMIN_LIST_CURSOR_MAX_LENGTH, adminListMessages.badCursor),
      z.regex(/^[\w-]+$/, adminListMessages.badCursor),
    ),
  ),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

/** One page of a paged list; `nextCursor` is absent on the last page. */
export interface AdminListPage {
  nextCursor?: string;
}
