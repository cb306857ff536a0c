import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { mailConfigurationSetName } from '@rufbereit/shared';
import { domainOf, readStackConfig, sendingIdentity } from './config';
import { Mail } from './constructs/mail';
import { readStageSettings } from './stage';

/** The mail stack of a site stack: `Rufbereit-prod` → `Rufbereit-prod-Mail`. */
export const mailStackName = (siteStackName: string): string => `${siteStackName}-Mail`;

/**
 * The stage's SES identity and configuration set, in a stack of their own that is deployed first.
 * Cognito refuses to create a user pool that sends as an unverified identity, and the identity verifies
 * only once its DKIM records (this stack's outputs) are published: so the site's stack, with the pool,
 * is deployed after this one has verified (scripts/deploy.sh, the preflight's `--phase site`).
 * With `-c sesIdentityArn` the identity exists already and only the configuration set is made here.
 */
export class MailStack extends Stack {
  readonly mail: Mail;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, props);
    const config = readStackConfig(this.node);
    this.mail = new Mail(this, 'Mail', {
      domain: domainOf(config.mailFrom),
      configurationSetName: mailConfigurationSetName(readStageSettings(this.node).stage),
      createIdentity: !sendingIdentity(config).imported,
    });
  }
}
