import { auditTexts, dashboardTexts, introCallAdminTexts, marketingTexts } from '@rufbereit/shared';

/** The application shell of the signed-in pages (staff back office and the customer area). */
export const workspaceTexts = {
  /** The accessible name of the workspace's navigation (desktop bar and phone menu alike). */
  navLabel: 'Verwaltung',
  staffArea: 'Verwaltung',
  customerArea: 'Kundenbereich',
  signedInAs: 'Angemeldet als',
  signOut: 'Abmelden',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  menuTitle: 'Menü',
  /** The API did not answer while a session is stored (issue 39, item 7). */
  offline: {
    title: 'Keine Verbindung',
    stillSignedIn: 'Sie sind weiterhin angemeldet. Sobald die Verbindung wieder steht, geht es hier weiter.',
    retry: 'Erneut versuchen',
    retrying: 'Wird erneut versucht...',
  },
  links: {
    adminDashboard: dashboardTexts.navLabel,
    adminMarketing: marketingTexts.navLabel,
    adminContacts: 'Kontakte',
    adminIntroCalls: introCallAdminTexts.navLabel,
    adminDemos: 'Demos',
    adminAssistantConfigs: 'Konfigurationen',
    adminUsers: 'Benutzer',
    adminAuditLog: auditTexts.navLabel,
    assistantConfig: 'Konfiguration',
    upload: 'Upload',
  },
} as const;
