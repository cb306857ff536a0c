import { randomUUID } from 'node:crypto';

/**
 * What SES does around a send that aws-ses-v2-local does not (the local layer's part, ses.ts puts it
 * in front of the package):
 * - the mailbox simulator: success@ delivers, bounce@ bounces (Permanent/General), complaint@
 *   delivers and then complains, suppressionlist@ bounces as on the account's suppression list
 *   (Permanent/OnAccountSuppressionList), all @simulator.amazonses.com;
 * - the account-level suppression list (bounces and complaints): a later send to such an address is
 *   accepted and answered with a bounce, as SES does;
 * - the sandbox (SES_SANDBOX=1): recipients that are not verified identities (nor simulator addresses)
 *   are refused with SES's MessageRejected;
 * - events of sends that name a configuration set, in SES's event publishing format, as SES's
 *   EventBridge destination delivers them (source aws.ses, detail-type "Email Delivered", …).
 * What stays different from SES: the gaps in stand-in.ts.
 */
export const SIMULATOR_DOMAIN = 'simulator.amazonses.com';

export type SimulatedEvent = 'Delivery' | 'Bounce' | 'Complaint';

export interface SendRequest {
  action: 'SendEmail' | 'SendRawEmail';
  source: string;
  recipients: string[];
  configurationSet?: string;
  tags: Record<string, string[]>;
}

const addressesIn = (text: string): string[] => [...text.matchAll(/[^\s<>,;:"()]+@[^\s<>,;:"()]+/g)].map((m) => m[0].toLowerCase());

/** The raw message's To/Cc/Bcc headers (unfolded). */
function rawRecipients(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return head
    .split(/\r?\n/)
    .filter((line) => /^(to|cc|bcc):/i.test(line))
    .flatMap((line) => addressesIn(line.slice(line.indexOf(':') + 1)));
}

function fromHeader(raw: string): string {
  const line = raw.split(/\r?\n\r?\n/, 1)[0]?.split(/\r?\n/).find((l) => /^from:/i.test(l)) ?? '';
  return addressesIn(line)[0] ?? '';
}

/** The parts of an SES v1 (query protocol) send this layer needs; undefined for any other action. */
export function parseSendRequest(form: URLSearchParams): SendRequest | undefined {
  const action = form.get('Action');
  if (action !== 'SendEmail' && action !== 'SendRawEmail') return undefined;
  const members = (prefix: string): string[] => [...form.entries()].filter(([key]) => new RegExp(`^${prefix}\\.member\\.\\d+$`).test(key)).map(([, value]) => value.toLowerCase());
  const tags: Record<string, string[]> = {};
  for (const [key, name] of form.entries()) {
    const match = /^Tags\.member\.(\d+)\.Name$/.exec(key);
    if (match) tags[name] = [form.get(`Tags.member.${match[1]}.Value`) ?? ''];
  }
  const configurationSet = form.get('ConfigurationSetName') ?? undefined;
  if (action === 'SendEmail') {
    const recipients = ['Destination.ToAddresses', 'Destination.CcAddresses', 'Destination.BccAddresses'].flatMap(members);
    return { action, source: (form.get('Source') ?? '').toLowerCase(), recipients, tags, ...(configurationSet ? { configurationSet } : {}) };
  }
  const raw = Buffer.from(form.get('RawMessage.Data') ?? '', 'base64').toString('utf8');
  const destinations = members('Destinations');
  return {
    action,
    source: (form.get('Source') ?? fromHeader(raw)).toLowerCase(),
    recipients: destinations.length ? destinations : rawRecipients(raw),
    tags,
    ...(configurationSet ? { configurationSet } : {}),
  };
}

/** A verified identity is an address or a whole domain. */
const isVerified = (address: string, verified: readonly string[]): boolean => {
  const domain = address.split('@')[1] ?? '';
  return address.endsWith(`@${SIMULATOR_DOMAIN}`) || verified.some((identity) => identity.toLowerCase() === address || identity.toLowerCase() === domain);
};

/** The sandbox's refusal, as SES words it; undefined when every recipient may be mailed. */
export function sandboxRefusal(request: SendRequest, verified: readonly string[], region: string): string | undefined {
  const failing = request.recipients.filter((address) => !isVerified(address, verified));
  if (failing.length === 0) return undefined;
  return `Email address is not verified. The following identities failed the check in region ${region.toUpperCase()}: ${failing.join(', ')}`;
}

/** The account-level suppression list (bounces and complaints), in memory like the package's mail store. */
export class SuppressionList {
  private readonly addresses = new Set<string>();
  has(address: string): boolean {
    return this.addresses.has(address.toLowerCase());
  }
  add(address: string): void {
    this.addresses.add(address.toLowerCase());
  }
}

interface RecipientOutcome {
  address: string;
  events: Array<{ type: SimulatedEvent; subType?: string }>;
}

/** What SES would report for each recipient; suppresses what bounced or complained. */
export function simulate(recipients: readonly string[], suppression: SuppressionList): RecipientOutcome[] {
  return recipients.map((address) => {
    const local = address.endsWith(`@${SIMULATOR_DOMAIN}`) ? address.slice(0, address.indexOf('@')).split('+')[0] : undefined;
    if (local === 'suppressionlist' || suppression.has(address)) return { address, events: [{ type: 'Bounce', subType: 'OnAccountSuppressionList' }] };
    if (local === 'bounce') {
      suppression.add(address);
      return { address, events: [{ type: 'Bounce', subType: 'General' }] };
    }
    if (local === 'complaint') {
      suppression.add(address);
      return { address, events: [{ type: 'Delivery' }, { type: 'Complaint' }] };
    }
    return { address, events: [{ type: 'Delivery' }] };
  });
}

const detailTypes: Record<SimulatedEvent, string> = { Delivery: 'Email Delivered', Bounce: 'Email Bounced', Complaint: 'Email Complaint Received' };

/** One PutEvents entry in the shape SES's EventBridge destination sends (event publishing format as detail). */
export function sesEventEntry(
  request: SendRequest,
  messageId: string,
  recipient: string,
  event: { type: SimulatedEvent; subType?: string },
  ctx: { busName: string; region: string; account: string; sentAt: Date; now: Date },
): { Source: string; DetailType: string; Detail: string; EventBusName: string; Resources: string[] } {
  const timestamp = ctx.now.toISOString();
  const mail = {
    timestamp: ctx.sentAt.toISOString(),
    source: request.source,
    sendingAccountId: ctx.account,
    messageId,
    destination: request.recipients,
    headersTruncated: false,
    tags: { ...request.tags, 'ses:configuration-set': [request.configurationSet ?? ''], 'ses:source-ip': ['127.0.0.1'], 'ses:from-domain': [request.source.split('@')[1] ?? ''] },
  };
  const byType = {
    Delivery: { delivery: { timestamp, processingTimeMillis: ctx.now.getTime() - ctx.sentAt.getTime(), recipients: [recipient], smtpResponse: '250 2.6.0 Message received', reportingMTA: 'local-ses' } },
    Bounce: {
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: event.subType ?? 'General',
        bouncedRecipients: [{ emailAddress: recipient, action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' }],
        timestamp,
        feedbackId: randomUUID(),
        reportingMTA: 'dsn; local-ses',
      },
    },
    Complaint: { complaint: { complainedRecipients: [{ emailAddress: recipient }], timestamp, feedbackId: randomUUID(), complaintFeedbackType: 'abuse' } },
  }[event.type];
  return {
    Source: 'aws.ses',
    DetailType: detailTypes[event.type],
    Detail: JSON.stringify({ eventType: event.type, mail, ...byType }),
    EventBusName: ctx.busName,
    Resources: [`arn:aws:ses:${ctx.region}:${ctx.account}:configuration-set/${request.configurationSet ?? ''}`],
  };
}
