import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolEmail,
  UserPoolOperation,
  VerificationEmailStyle,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ADMIN_GROUP, PASSWORD_POLICY, SITE_URL_ENV, TOKEN_LIFETIMES, cognitoMail, userPoolTriggers, siteSettings } from '@rufbereit/shared';
import { sendingIdentity, type StackConfig } from '../config';
import { applyGrants, grantEnvironment, type GrantableResources } from '../lambda/grants';
import { HandlerFunction } from '../lambda/handler-function';
import { UserPoolFirewall } from './user-pool-firewall';

export interface AuthProps {
  /** The stage's sender and site: Cognito's mails leave from its domain and link to its site. */
  config: Pick<StackConfig, 'mailFrom' | 'siteUrl' | 'sesIdentityArn'>;
}

/**
 * Sign-in for staff and customers: one Cognito user pool with e-mail sign-in and mandatory TOTP MFA.
 * Customers register themselves (sign-up with an e-mailed code); staff are accounts in the group
 * `admin` (granted in the back office or with `npm run create-admin`). The API checks the JWT, the
 * handler checks the group.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  /** The pool's own web ACL: rate limits on sign-up, password reset and sign-in (user-pool-firewall.ts). */
  readonly firewall: UserPoolFirewall;

  /**
   * The pool's trigger function: CustomMessage (sign-up and password reset get their own texts) and,
   * once requireProofOfWorkForSignUp ran, PreSignUp. One Lambda for both keeps the stack's resources low.
   */
  readonly triggers: HandlerFunction;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { mailFrom, siteUrl } = props.config;
    // The mail stack's domain identity, or the one imported by ARN: verified before this pool is created
    // (docs/deploy.md), since Cognito refuses an unverified identity.
    const identity = sendingIdentity(props.config);

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      mfa: Mfa.REQUIRED,
      mfaSecondFactor: { otp: true, sms: false },
      // The one password rule (shared/src/auth/auth.ts), which the sign-up form checks too.
      passwordPolicy: { ...PASSWORD_POLICY, tempPasswordValidity: Duration.days(3) },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // The mails Cognito itself sends (invitation, codes) speak German like the rest of the site.
      userInvitation: {
        emailSubject: cognitoMail.invitationSubject,
        emailBody: cognitoMail.invitationBody('{username}', '{####}'),
      },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: cognitoMail.verificationSubject,
        emailBody: cognitoMail.verificationBody('{####}'),
      },
      // Codes and invitations leave through SES from the site's verified domain (docs/deploy.md, the mail stack):
      // Cognito's own sender allows 50 mails a day and sends from an amazonses.com address.
      email: UserPoolEmail.withSES({
        fromEmail: mailFrom,
        fromName: siteSettings.brandName,
        sesRegion: identity.region ?? Stack.of(this).region,
        // An imported address identity is the sender address itself (CDK then names it in SourceArn).
        ...(identity.name.includes('@') ? {} : { sesVerifiedDomain: identity.name }),
      }),
      // Threat protection (blocks sign-ins with leaked credentials or high risk) needs the Plus
      // plan; with a handful of staff accounts its per-user price is negligible.
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.triggers = new HandlerFunction(this, 'CustomMessage', {
      handler: userPoolTriggers.handler,
      description: 'Cognito triggers: German sign-up and password-reset mails; proof of work for a self sign-up',
      timeout: Duration.seconds(5),
      environment: { [SITE_URL_ENV]: siteUrl },
      // The pre-sign-up check reads the ALTCHA key (a generated secret) through the extension.
      readsSecrets: true,
    });
    this.userPool.addTrigger(UserPoolOperation.CUSTOM_MESSAGE, this.triggers.fn);

    this.firewall = new UserPoolFirewall(this, 'Firewall', { userPool: this.userPool });
    this.userPool.addGroup('AdminGroup', {
      groupName: ADMIN_GROUP,
      description: 'Staff who may manage contacts, demo requests and demo recordings.',
    });

    this.webClient = this.userPool.addClient('WebClient', {
      // A browser app cannot keep a secret.
      generateSecret: false,
      // SRP only: the password never leaves the browser. No hosted UI, so no OAuth flows or callbacks
      // (CDK's defaults would enable the implicit and code grants with an example.com callback).
      authFlows: { userSrp: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      // Short access tokens: the refresh (refused for disabled or signed-out accounts) re-checks every 15 min.
      accessTokenValidity: Duration.minutes(TOKEN_LIFETIMES.accessTokenMinutes),
      idTokenValidity: Duration.minutes(TOKEN_LIFETIMES.idTokenMinutes),
      refreshTokenValidity: Duration.days(TOKEN_LIFETIMES.refreshTokenDays),
    });
  }

  /**
   * The pre-sign-up trigger: a self sign-up must carry a solved, unused proof-of-work challenge,
   * like the public forms (docs/features/spam-protection.md). Added once the replay table and the
   * HMAC key exist; its grants come from the shared `userPoolTriggers`.
   */
  requireProofOfWorkForSignUp(resources: GrantableResources): HandlerFunction {
    for (const [name, value] of Object.entries(grantEnvironment(userPoolTriggers.grants, resources))) this.triggers.fn.addEnvironment(name, value);
    applyGrants(this.triggers.role, userPoolTriggers.grants, resources);
    this.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, this.triggers.fn);
    return this.triggers;
  }

  /** Issuer of the pool's JWTs (the HTTP API's JWT authorizer validates against it). */
  get issuerUrl(): string {
    return `https://cognito-idp.${Stack.of(this).region}.${Stack.of(this).urlSuffix}/${this.userPool.userPoolId}`;
  }
}
