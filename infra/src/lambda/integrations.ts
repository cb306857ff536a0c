import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { MAIL_CONFIGURATION_SET_ENV, MAIL_FROM_ENV, PIPEDRIVE_DOMAIN_ENV, PIPEDRIVE_TOKEN_PARAMETER_ENV, SITE_URL_ENV } from '@rufbereit/shared';
import { domainOf, type StackConfig } from '../config';
import type { HandlerFunction } from './handler-function';

/**
 * The CRM sync reads the Pipedrive token at run time from an SSM SecureString. The stack only knows
 * the parameter's name; the value is put into Parameter Store by hand, never into the repository.
 * A stage without a token of its own (config.ts, `crmToken`) gets nothing: no variable, no grant, so
 * the handler records "CRM nicht verbunden (Testumgebung)" (services/src/config.ts) instead of failing.
 */
export function connectPipedrive(
  handler: HandlerFunction,
  config: Pick<StackConfig, 'pipedriveTokenParameterName' | 'pipedriveTokenKeyArn' | 'pipedriveCompanyDomain'>,
): void {
  if (config.pipedriveTokenParameterName === undefined) return;
  const token = StringParameter.fromSecureStringParameterAttributes(handler, 'PipedriveApiToken', {
    parameterName: config.pipedriveTokenParameterName,
  });
  // GetParameter only (grantRead adds DescribeParameters, GetParameters and GetParameterHistory, which nothing calls).
  handler.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['ssm:GetParameter'], resources: [token.parameterArn] }));
  // The default aws/ssm key needs no grant; a customer managed key needs kms:Decrypt.
  if (config.pipedriveTokenKeyArn) Key.fromKeyArn(handler, 'PipedriveTokenKey', config.pipedriveTokenKeyArn).grantDecrypt(handler.role);
  handler.fn.addEnvironment(PIPEDRIVE_TOKEN_PARAMETER_ENV, config.pipedriveTokenParameterName);
  handler.fn.addEnvironment(PIPEDRIVE_DOMAIN_ENV, config.pipedriveCompanyDomain);
}

/**
 * A mailing handler sends from the stage's sender identity, and from nothing else, with links to the
 * stage's site (a dev stack never mails links to production).
 */
export function allowSendingMail(
  handler: HandlerFunction,
  config: Pick<StackConfig, 'sesIdentityArn' | 'mailFrom' | 'siteUrl'>,
  configurationSetName?: string,
): void {
  const stack = Stack.of(handler);
  const identityArn = config.sesIdentityArn ?? stack.formatArn({ service: 'ses', resource: 'identity', resourceName: domainOf(config.mailFrom) });
  // A send through a configuration set needs the permission on the set as well as on the identity.
  const configurationSetArn = configurationSetName ? [stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: configurationSetName })] : [];
  handler.role.addToPrincipalPolicy(
    new PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: [identityArn, ...configurationSetArn] }),
  );
  handler.fn.addEnvironment(MAIL_FROM_ENV, config.mailFrom);
  if (configurationSetName) handler.fn.addEnvironment(MAIL_CONFIGURATION_SET_ENV, configurationSetName);
  tellSiteUrl(handler, config);
}

/** A handler that names the site (mail links, oEmbed snippets) names the stage's, never production's on a dev stack. */
export function tellSiteUrl(handler: HandlerFunction, config: Pick<StackConfig, 'siteUrl'>): void {
  handler.fn.addEnvironment(SITE_URL_ENV, config.siteUrl);
}
