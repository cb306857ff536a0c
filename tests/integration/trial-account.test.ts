import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_DAYS, apiPaths, passwordPolicyGaps, trialMessages, type ApiErrorBody, type AuditPage, type DemoRequestRecord, type MeResponse, type RequestDetail } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { cognitoClient, createAccount, signInWithTotp, type Tokens } from '../support/cognito';
import { apiJsonRequest, walkPages } from '../support/api-call';
import { eventually, getStoredRequest, pipedriveControl, pipedriveState, postJson, sentMails, sharedTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * 'Testzugang einrichten' (issue 39, item 2): POST /api/admin/requests/demo-requests/{id}/trial creates
 * exactly one Cognito account for the demo request's address, with the German invitation mail, and
 * starts the trial; asked again it creates none; a contact request's id, an address that already has
 * an account and a customer's token are refused; the audit log has the entry; the request's CRM deal
 * gets one note about the trial.
 */
let local: LocalEnvironment;
let admin: Tokens;
let customer: Tokens;

beforeAll(async () => {
  local = await sharedTestEnvironment();
  const email = uniqueEmail('kunde');
  await createAccount(local, email, 'Sicheres-Passwort-7');
  [admin, customer] = await Promise.all([signInWithTotp(local, local.admin.email, local.admin.password), signInWithTotp(local, email, 'Sicheres-Passwort-7')]);
});

const call = apiJsonRequest(() => local.urls.site);
// A test that takes the CRM down puts it back even when it fails.
afterEach(() => pipedriveControl(local, 'reset'));
const trialPath = (id: string) => apiPaths.adminDemoRequestTrial.replace('{requestId}', id);

async function submit(path: 'contacts' | 'demo-requests', email: string): Promise<string> {
  const body =
    path === 'contacts'
      ? { firstname: 'Nora', lastname: 'Neu', email, service_preference: 'demo', privacy_accepted: true }
      : { first_name: 'Tina', last_name: 'Testzugang', email, company_name: 'Salon Tina', phone: '030 1234567', privacy_accepted: true };
  const { status, json } = await postJson(`${local.urls.api}/${path}`, body);
  expect(status).toBe(201);
  return (json as { id: string }).id;
}

async function accountsWithEmail(email: string): Promise<number> {
  const client = cognitoClient(local);
  try {
    const { Users = [] } = await client.send(new ListUsersCommand({ UserPoolId: local.cognito.userPoolId, Filter: `email = "${email}"` }));
    return Users.filter((u) => u.Attributes?.some((a) => a.Name === 'email' && a.Value === email)).length;
  } finally {
    client.destroy();
  }
}

describe('POST /api/admin/requests/demo-requests/{id}/trial', () => {
  it('creates one account with the German invitation, however often it is asked, and shows the trial end', async () => {
    const email = uniqueEmail('testzugang');
    const id = await submit('demo-requests', email);
    const before = Date.now();
    // A double click: two calls at once, then a retry.
    const answers = await Promise.all([call<RequestDetail>('POST', trialPath(id), admin), call<RequestDetail>('POST', trialPath(id), admin)]);
    const again = await call<RequestDetail>('POST', trialPath(id), admin);
    for (const answer of [...answers, again]) expect(answer.status).toBe(200);
    expect(await accountsWithEmail(email)).toBe(1);

    const trial = again.json.trial;
    expect(trial).toMatchObject({ status: 'active', email, by: local.admin.email, accountId: expect.any(String) });
    const days = (Date.parse(trial?.endsAt ?? '') - before) / 86_400_000;
    expect(days).toBeGreaterThan(TRIAL_DAYS - 0.01);
    expect(days).toBeLessThan(TRIAL_DAYS + 0.01);
    expect(again.json.history.filter((h) => h.action === 'trial')).toHaveLength(1);

    // One invitation, in German, with the temporary password and the sign-in link.
    const invitations = await eventually(async () => {
      const mails = (await sentMails(local)).filter((m) => m.destination.to.includes(email));
      return mails.length > 0 ? mails : undefined;
    });
    expect(invitations).toHaveLength(1);
    expect(invitations[0]?.subject).toBe(trialMessages.invitationSubject);
    expect(invitations[0]?.body.html).toContain(`Benutzername: ${email}`);
    // A temporary password as Cognito makes one: it meets the pool's policy (the local layer completes cognito-local here).
    const temporary = /Vorläufiges Passwort: (\S+?)<br>/.exec(invitations[0]?.body.html ?? '')?.[1] ?? '';
    expect(passwordPolicyGaps(temporary)).toEqual([]);
    expect(invitations[0]?.body.html).toContain(`${local.urls.site}/auth`);

    // The audit log names the request and the account, not the address.
    const pages = await walkPages<AuditPage>(() => local.urls.site, '/api/admin/audit-log', admin);
    const entries = pages.flatMap((p) => p.items).filter((e) => e.action === 'trialStarted' && e.target === `demo-requests/${id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.by).toBe(local.admin.email);
    expect(JSON.stringify(entries)).not.toContain(email);
  });

  it('notes the trial on the request\'s CRM deal exactly once, however often it is asked', async () => {
    const email = uniqueEmail('crm-notiz');
    const id = await submit('demo-requests', email);
    // The CRM sync has made the person, the deal and the request's own note.
    const dealId = await eventually(async () => {
      const { crm } = (await getStoredRequest(local, 'demo_requests', id)) as DemoRequestRecord;
      return crm.noteId === undefined ? undefined : crm.dealId;
    });
    // A double click, then a retry after a lost answer.
    await Promise.all([call<RequestDetail>('POST', trialPath(id), admin), call<RequestDetail>('POST', trialPath(id), admin)]);
    const again = await call<RequestDetail>('POST', trialPath(id), admin);
    expect(again.status).toBe(200);

    const notesOfDeal = (await pipedriveState(local)).notes.filter((n) => n.deal_id === dealId);
    const trialNotes = notesOfDeal.filter((n) => String(n.content).includes('Testzugang'));
    expect(notesOfDeal).toHaveLength(2);
    expect(trialNotes).toHaveLength(1);
    const until = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(again.json.trial?.endsAt ?? ''));
    expect(trialNotes[0]?.content).toBe(`<p>${trialMessages.crmNote(email, until)}</p>`);
    expect(String(trialNotes[0]?.content)).toContain(`${TRIAL_DAYS}-tägiger Testzugang`);
    // The request keeps the note's id: a later call never adds another.
    expect(again.json.trial?.crmNoteId).toBe(trialNotes[0]?.id);
  });

  it('notes a trial started while the CRM was down on the deal the CRM sync makes later, once', async () => {
    await pipedriveControl(local, 'fail', { forever: true });
    const email = uniqueEmail('crm-spaeter');
    const id = await submit('demo-requests', email);
    await eventually(async () => ((await getStoredRequest(local, 'demo_requests', id)) as DemoRequestRecord | undefined)?.crm.status === 'retrying' || undefined, undefined, 'a failed CRM attempt');
    expect((await call<RequestDetail>('POST', trialPath(id), admin)).json.trial?.status).toBe('active');

    await pipedriveControl(local, 'reset');
    const dealId = await eventually(async () => {
      const { crm } = (await getStoredRequest(local, 'demo_requests', id)) as DemoRequestRecord;
      return crm.status === 'done' ? crm.dealId : undefined;
    }, 15_000, 'the CRM sync after the outage');
    await local.whenIdle();
    const trialNotes = async () => (await pipedriveState(local)).notes.filter((n) => n.deal_id === dealId && String(n.content).includes('Testzugang'));
    // The CRM sync added it with the deal (the route could not: there was no deal).
    const added = await trialNotes();
    expect(added).toHaveLength(1);
    // Asked again afterwards: still one trial note, the one the request keeps.
    const again = await call<RequestDetail>('POST', trialPath(id), admin);
    expect(await trialNotes()).toEqual(added);
    expect((await pipedriveState(local)).notes.filter((n) => n.deal_id === dealId)).toHaveLength(2);
    expect(again.json.trial?.crmNoteId).toBe(added[0]?.id);
  });

  it('tells the customer when the trial ends (GET /api/me)', async () => {
    const email = uniqueEmail('testende');
    const id = await submit('demo-requests', email);
    const started = await call<RequestDetail>('POST', trialPath(id), admin);
    // The account exists with the invitation's password; staff set a known one here to sign in.
    const { AdminSetUserPasswordCommand } = await import('@aws-sdk/client-cognito-identity-provider');
    const client = cognitoClient(local);
    await client.send(new AdminSetUserPasswordCommand({ UserPoolId: local.cognito.userPoolId, Username: email, Password: 'Sicheres-Passwort-8', Permanent: true }));
    client.destroy();
    const tokens = await signInWithTotp(local, email, 'Sicheres-Passwort-8');
    const me = await call<MeResponse>('GET', apiPaths.me, tokens);
    expect(me.json).toMatchObject({ email, isAdmin: false, trialEndsAt: started.json.trial?.endsAt });
  });

  it('refuses an address that already has an account, a contact request, an unknown id and a customer', async () => {
    const existing = uniqueEmail('schon-da');
    await createAccount(local, existing, 'Sicheres-Passwort-9');
    const id = await submit('demo-requests', existing);
    const refused = await call<ApiErrorBody>('POST', trialPath(id), admin);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(trialMessages.accountExists);
    // Nothing stays claimed: the request has no trial.
    const detail = await call<RequestDetail>('GET', apiPaths.adminRequestDetail.replace('{kind}', 'demo-requests').replace('{requestId}', id), admin);
    expect(detail.json.trial).toBeUndefined();

    const contactEmail = uniqueEmail('kontakt');
    const contactId = await submit('contacts', contactEmail);
    expect((await call('POST', trialPath(contactId), admin)).status).toBe(404);
    expect(await accountsWithEmail(contactEmail)).toBe(0);
    expect((await call('POST', trialPath('gibt-es-nicht'), admin)).status).toBe(404);

    const demoEmail = uniqueEmail('nur-staff');
    const demoId = await submit('demo-requests', demoEmail);
    expect((await call('POST', trialPath(demoId), customer)).status).toBe(403);
    expect((await call('POST', trialPath(demoId), undefined)).status).toBe(401);
    expect(await accountsWithEmail(demoEmail)).toBe(0);
  });
});
