import { CfnOutput, Stack } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailProps {
  /** The stage's sending domain (the domain of MAIL_FROM). */
  domain: string;
  /** The stage's configuration set, by its fixed name (mailConfigurationSetName). */
  configurationSetName: string;
  /** False when the stage imports an identity that exists already (`-c sesIdentityArn`): no identity, no DNS outputs. */
  createIdentity: boolean;
}

/** The custom MAIL FROM subdomain: bounces return there, so SPF aligns with the sending domain (DMARC). */
export const MAIL_FROM_SUBDOMAIN = 'mail';

/**
 * The stage's sending identity and configuration set (in the mail stack, mail-stack.ts, deployed and
 * verified before the site's stack, whose user pool refuses an unverified identity):
 * - an EmailIdentity for the domain with Easy DKIM and a custom MAIL FROM subdomain, unless imported;
 * - a configuration set with SES's suppression list for bounces and complaints and reputation metrics
 *   of its own, whose EventBridge destination sends Delivery, Bounce, Complaint and Reject events to the
 *   account's default bus, where the MailOutcome rule (shared event rules) hands them to mail-outcome;
 * - outputs of every DNS record to create (DKIM CNAMEs, MAIL FROM MX and SPF, DMARC TXT): SES only
 *   sends once they resolve; docs/deploy.md lists them with SES production access as prerequisites.
 */
export class Mail extends Construct {
  readonly identity?: EmailIdentity;
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    const { domain } = props;
    const mailFrom = `${MAIL_FROM_SUBDOMAIN}.${domain}`;
    const region = Stack.of(this).region;

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: props.configurationSetName,
      // SES's own list: an address that bounced or complained is not mailed again.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      // Bounce and complaint rates of this set alone (dimension ses:configuration-set): the stage's alarms read them.
      reputationMetrics: true,
    });
    this.configurationSet.addEventDestination('Outcomes', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.DELIVERY, EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT, EmailSendingEvent.REJECT],
    });
    new CfnOutput(this, 'ConfigurationSetName', { value: this.configurationSet.configurationSetName, description: 'SES configuration set of every send' });
    if (!props.createIdentity) return;

    // Easy DKIM is EmailIdentity's default signing. Its default configuration set covers Cognito's own mails.
    const identity = (this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(domain),
      mailFromDomain: mailFrom,
      configurationSet: this.configurationSet,
    }));

    const record = (name: string, type: string, recordName: string, value: string, description: string): void => {
      new CfnOutput(this, name, { value: `${recordName} ${type} ${value}`, description });
    };
    identity.dkimRecords.forEach((dkim, i) => record(`DkimRecord${i + 1}`, 'CNAME', dkim.name, dkim.value, `DNS: DKIM CNAME ${i + 1} of ${domain} (Easy DKIM)`));
    record('MailFromMxRecord', 'MX', mailFrom, `10 feedback-smtp.${region}.amazonses.com`, 'DNS: MX of the custom MAIL FROM domain');
    record('MailFromSpfRecord', 'TXT', mailFrom, '"v=spf1 include:amazonses.com ~all"', 'DNS: SPF of the custom MAIL FROM domain');
    record('DmarcRecord', 'TXT', `_dmarc.${domain}`, `"v=DMARC1; p=quarantine; rua=mailto:dmarc-reports@${domain}"`, 'DNS: DMARC policy of the sending domain');
  }
}
