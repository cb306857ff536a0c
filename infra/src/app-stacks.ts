import { Tags, type App } from 'aws-cdk-lib';
import { CONTEXT_KEYS, readStackConfig } from './config';
import { RufbereitStack, type RufbereitStackProps } from './rufbereit-stack';
import { STAGE_TAG, readStageSettings } from './stage';
import { WEB_ACL_REGION, WebAclStack, webAclArnParameterName } from './web-acl-stack';
import { EdgeAlarmsStack, distributionIdParameterName } from './edge-alarms-stack';
import { MailStack, mailStackName } from './mail-stack';

export interface AppStacks {
  /** The SES identity and configuration set, deployed and verified before the site (mail-stack.ts). */
  mail: MailStack;
  site: RufbereitStack;
  /** Absent when the `webAclArn` context names an existing web ACL. */
  webAcl?: WebAclStack;
  /** The distribution's alarms in us-east-1 (CloudFront's metrics live there only), after the site. */
  edgeAlarms: EdgeAlarmsStack;
}

/**
 * The stacks of the CDK app for the stage (`-c stage=dev|prod`, stage.ts): the mail stack (SES) and, after it, the site's stack in `region` and, unless the `webAclArn` context
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
  const mail = new MailStack(app, mailStackName(stackName), {
    description: `Rufbereit: SES sending identity and configuration set (${stage}), deployed and verified before the site`,
    env: { account, region },
  });
  const site = new RufbereitStack(app, stackName, {
    ...siteProps,
    description: `Rufbereit website, forms API, CRM/mail events and back office (${stage})`,
    env: { account, region },
    webAclArnParameter: webAcl ? { parameterName: arnParameterName, region: WEB_ACL_REGION, webAclFingerprint: webAcl.webAcl.node.addr } : undefined,
  });
  // `cdk deploy --all` puts the mail stack first; that its identity has verified before the site's stack
  // creates the user pool is the preflight's `--phase site` (scripts/deploy.sh runs it in between).
  site.addStackDependency(mail, "the user pool sends as the mail stack's identity, and every send names its configuration set");
  if (webAcl) site.addDependency(webAcl, 'the distribution uses the web ACL, whose ARN the site stack reads from SSM');
  const distributionIdParameter = distributionIdParameterName(stackName);
  site.publishDistributionId(distributionIdParameter);
  const edgeAlarms = new EdgeAlarmsStack(app, `${stackName}-EdgeAlarms`, {
    description: "Rufbereit: the distribution's alarms (us-east-1, where CloudFront publishes its metrics)",
    env: { account, region: WEB_ACL_REGION },
    distributionIdParameter: { parameterName: distributionIdParameter, region, fingerprint: site.website.distribution.node.addr },
    topic: webAcl?.alarmTopic.topic,
    alarmEmail: readStackConfig(app.node).alarmEmail,
  });
  edgeAlarms.addDependency(site, "the alarm reads the distribution's id the site stack writes");
  // Every resource carries its stage: the stage's budget counts what is tagged with it.
  // (Not on the dashboard: CloudFormation's dashboard takes no tags, and it costs by itself.)
  for (const stack of [mail, site, webAcl, edgeAlarms]) if (stack) Tags.of(stack).add(STAGE_TAG, stage, { excludeResourceTypes: ['AWS::CloudWatch::Dashboard'] });
  return { mail, site, webAcl, edgeAlarms };
}
