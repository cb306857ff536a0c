import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  VerificationEmailStyle,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ADMIN_GROUP, siteSettings } from '@rufbereit/shared';

/**
 * Staff sign-in: a Cognito user pool with e-mail sign-in and mandatory TOTP MFA. Nobody signs
 * themselves up; staff accounts are created by an administrator. Members of the `admin` group may
 * use the admin API routes (the API checks the JWT, the handler checks the group).
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      mfa: Mfa.REQUIRED,
      mfaSecondFactor: { otp: true, sms: false },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // The mails Cognito itself sends (invitation, codes) speak German like the rest of the site.
      userInvitation: {
        emailSubject: `Ihr Zugang zu ${siteSettings.brandName}`,
        emailBody:
          `Guten Tag,<br><br>für Sie wurde ein Zugang zum Verwaltungsbereich von ${siteSettings.brandName} angelegt.<br>` +
          'Benutzername: {username}<br>Vorläufiges Passwort: {####}<br><br>' +
          'Bitte melden Sie sich an, legen Sie ein neues Passwort fest und richten Sie die Zwei-Faktor-Authentifizierung ein.',
      },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: `Ihr Bestätigungscode für ${siteSettings.brandName}`,
        emailBody: 'Ihr Bestätigungscode lautet {####}.',
      },
      // Threat protection (blocks sign-ins with leaked credentials or high risk) needs the Plus
      // plan; with a handful of staff accounts its per-user price is negligible.
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.userPool.addGroup('AdminGroup', {
      groupName: ADMIN_GROUP,
      description: 'Staff who may manage contacts, demo requests and demo recordings.',
    });

    this.webClient = this.userPool.addClient('WebClient', {
      // A browser app cannot keep a secret.
      generateSecret: false,
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
  }

  /** Issuer of the pool's JWTs (the HTTP API's JWT authorizer validates against it). */
  get issuerUrl(): string {
    return `https://cognito-idp.${Stack.of(this).region}.${Stack.of(this).urlSuffix}/${this.userPool.userPoolId}`;
  }
}
