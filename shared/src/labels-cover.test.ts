/**
 * Messages are leaves: they import no schema or rule module (no import cycle, type-only ones included), so
 * their label maps are keyed literally. This test keeps each map equal to the domain's list it labels:
 * a new value without a German label, or a label left over, fails here.
 */
import { describe, expect, it } from 'vitest';
import { assistantLanguages, formalityLevels, forwardingTimes, inquiryTypes } from './assistant-config/assistant-config';
import { servicePreferences } from './contact/contact';
import { dashboardKinds } from './dashboard/dashboard';
import type { VisitAttribution } from './site-analytics/site-analytics';
import { auditActions } from './api/route-audit';
import { demoStatuses, requestKinds } from './requests/request-records';
import { formalityLabels, forwardingTimeLabels, inquiryLabels, languageLabels } from './assistant-config/assistant-config-messages';
import { dashboardTexts } from './dashboard/dashboard-messages';
import { servicePreferenceLabels } from './contact/contact-messages';
import { demoStatusLabels, requestKindLabels } from './inbox/inbox-messages';
import { attributionLabels } from './marketing/marketing-messages';
import { auditActionLabels } from './staff-audit/staff-audit-messages';

const keysOf = (labels: object): string[] => Object.keys(labels).sort();
const sorted = (values: readonly string[]): string[] => [...values].sort();

describe('label maps of the messages', () => {
  it.each([
    ['audit actions', auditActionLabels, auditActions],
    ['dashboard kinds', dashboardTexts.kindLabels, dashboardKinds],
    ['service preferences', servicePreferenceLabels, servicePreferences],
    ['assistant languages', languageLabels, assistantLanguages],
    ['formality levels', formalityLabels, formalityLevels],
    ['inquiry types', inquiryLabels, inquiryTypes],
    ['forwarding times', forwardingTimeLabels, forwardingTimes],
    ['request kinds', requestKindLabels, requestKinds],
    ['demo statuses', demoStatusLabels, demoStatuses],
  ] as const)('label every one of the %s, and nothing else', (_name, labels, values) => {
    expect(keysOf(labels)).toEqual(sorted(values));
    expect(Object.values(labels).every((label) => typeof label === 'string' && label.trim().length > 0)).toBe(true);
  });
});

// A type-level check: every field of a visit's attribution has its label (the type check fails otherwise).
const attributionLabelled: Record<keyof VisitAttribution | 'heading' | 'none', string> = attributionLabels;
void attributionLabelled;
