/** Test fixtures: stored records as the create handlers write them. */
import type { ContactRecord, DemoRequestRecord } from '@rufbereit/shared';

export const contactRecord = (overrides: Partial<ContactRecord> = {}): ContactRecord => ({
  id: 'c-1',
  kind: 'contact',
  firstname: 'Max',
  lastname: 'Mustermann',
  email: 'max@example.de',
  phone: '+49 30 1234567',
  company_name: 'Muster GmbH',
  service_preference: 'consultation',
  message: 'Hallo <b>Team</b>,\nbitte rückrufen.',
  privacy_accepted: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  requestHash: 'h',
  eventPublished: true,
  crm: { status: 'pending', attempts: 0 },
  mail: { status: 'pending', attempts: 0 },
  ...overrides,
});

export const demoRequestRecord = (overrides: Partial<DemoRequestRecord> = {}): DemoRequestRecord => ({
  id: 'd-1',
  kind: 'demo_request',
  status: 'pending',
  firstname: 'Erika',
  lastname: 'Musterfrau',
  company_name: 'Salon Erika',
  email: 'erika@example.de',
  phone: '030 1234567',
  privacy_accepted: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  requestHash: 'h',
  eventPublished: true,
  crm: { status: 'pending', attempts: 0 },
  mail: { status: 'pending', attempts: 0 },
  ...overrides,
});
