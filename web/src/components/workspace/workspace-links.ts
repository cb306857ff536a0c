import type { MeResponse } from '@rufbereit/shared';
import { pagePath, type FixedPageId } from '../../lib/page-path';
import { workspaceTexts } from '../../content/texts/workspace';

export interface WorkspaceLink {
  id: FixedPageId;
  to: string;
  label: string;
  /** Marked current only on its own path (the dashboard at /admin, not on the pages below it). */
  end?: boolean;
}

const link = (id: keyof typeof workspaceTexts.links, end = false): WorkspaceLink => ({
  id,
  to: pagePath(id),
  label: workspaceTexts.links[id],
  end,
});

// Built when asked, not when the module loads: the back-office chunk may be evaluated before the
// chunk that holds the texts has finished (chunks that import each other), and would read undefined.
/** The back office's sections, in the order staff work through them. */
const staffLinks = (): readonly WorkspaceLink[] => [
  link('adminDashboard', true),
  link('adminMarketing'),
  link('adminContacts'),
  link('adminIntroCalls'),
  link('adminDemos'),
  link('adminAssistantConfigs'),
  link('adminUsers'),
  link('adminAuditLog'),
];

/** What every account has: its assistant's configuration and the upload. */
const accountLinks = (): readonly WorkspaceLink[] => [link('assistantConfig'), link('upload')];

/** The links of the signed-in account's navigation: staff see the back office and their own account pages. */
export const workspaceLinks = (me: Pick<MeResponse, 'isAdmin'>): readonly WorkspaceLink[] =>
  me.isAdmin ? [...staffLinks(), ...accountLinks()] : accountLinks();

/** Where the brand in the shell leads: the back office's overview for staff, the configuration for customers. */
export const workspaceHome = (me: Pick<MeResponse, 'isAdmin'>): string =>
  pagePath(me.isAdmin ? 'adminDashboard' : 'assistantConfig');

/** The inbox's link carries the count of new requests. */
export const INBOX_PAGE: FixedPageId = 'adminContacts';
