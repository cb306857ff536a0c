import type { App } from 'aws-cdk-lib';
import { CONTEXT_KEYS, readStackConfig } from './config';
import { RufbereitStack, type RufbereitStackProps } from './rufbereit-stack';
import { readStageSettings } from './stage';
import { WEB_ACL_REGION, WebAclStack, webAclArnParameterName } from './web-acl-stack';

export interface AppStacks {
  site: RufbereitStack;
  /** Absent when the `webAclArn` context names an existing web ACL. */
  webAcl?: WebAclStack;
}

/**
 * The stacks of the CDK app for the stage (`-c stage=dev|prod`, stage.ts): the site's stack in `region` and, unless the `webAclArn` context
 * names an existing web ACL, the distribution's web ACL in us-east-1 (as CloudFront requires),
 * whose ARN the site's stack reads from an SSM parameter there (WebAclArnReader).
 */
export function createAppStacks(
  app: App,
  options: { account?: string; region: string } & Pick<RufbereitStackProps, 'siteDistDir' | 'apiRoutes' | 'eventRules'>,
): AppStacks {
  const { account, region, ...siteProps } = options;
  const { stage, stackName } = readStageSettings(app.node);
  const existingWebAcl = app.node.tryGetContext(CONTEXT_KEYS.webAclArn) as string | undefined;
  const arnParameterName = webAclArnParameterName(stackName);
  const webAcl = existingWebAcl
    ? undefined
    : new WebAclStack(app, `${stackName}-WebAcl`, {
        description: 'Rufbereit: WAF web ACL of the CloudFront distribution (us-east-1, as CloudFront requires)',
        env: { account, region: WEB_ACL_REGION },
        arnParameterName,
        alarmEmail: readStackConfig(app.node).alarmEmail,
      });
  const site = new RufbereitStack(app, stackName, {
    ...siteProps,
    description: `Rufbereit website, forms API, CRM/mail events and back office (${stage})`,
    env: { account, region },
    webAclArnParameter: webAcl ? { parameterName: arnParameterName, region: WEB_ACL_REGION, webAclFingerprint: webAcl.webAcl.node.addr } : undefined,
  });
  if (webAcl) site.addDependency(webAcl, 'the distribution uses the web ACL, whose ARN the site stack reads from SSM');
  return { site, webAcl };
}
