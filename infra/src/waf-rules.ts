import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { ANALYTICS_BEACONS_PER_CLIENT_PER_HOUR, apiPaths, apiRoutes } from '@rufbereit/shared';

type Statement = CfnWebACL.StatementProperty;
type Rule = CfnWebACL.RuleProperty;

/** Requests per IP and 5 minutes that may POST to /api/* (the beacon apart) before WAF answers 429 for a while. */
export const API_POST_RATE_LIMIT = 100;
/**
 * Beacons (POST /api/analytics) per IP and 5 minutes, counted apart from the form posts: an office behind
 * one NAT address browsing the site sends a beacon per page view and event, and must not use up its
 * colleagues' form posts. 25 viewers at the API's own per-viewer limit (600 an hour, checked by the
 * function per address and user agent) send 1,250 in 5 minutes: this only stops a flood from one address.
 */
export const BEACON_RATE_LIMIT = Math.ceil((ANALYTICS_BEACONS_PER_CLIENT_PER_HOUR / 12) * 25);
/** GETs of /api/* per IP and 5 minutes (the back office pages through lists: ~3 a second is ample). */
export const API_GET_RATE_LIMIT = 1000;
/** GETs of everything else (pages, assets, audio ranges) per IP and 5 minutes. */
export const GET_RATE_LIMIT = 5000;

/** Keys of the web ACL's JSON response bodies (German messages, web-acl-stack.ts). */
export const WAF_BODY_KEYS = { blocked: 'ApiBlocked', rateLimited: 'ApiRateLimited' } as const;

/** Label namespaces of the managed rule groups (they run in count mode and label; the rules below block). */
export const MANAGED_LABEL_NAMESPACES = [
  'awswaf:managed:aws:amazon-ip-list:',
  'awswaf:managed:aws:known-bad-inputs:',
  'awswaf:managed:aws:core-rule-set:',
] as const;
/**
 * Labels of managed rules that do not block:
 * - the IP list's DDoS list counts by AWS's own default (addresses shared with legitimate users);
 * - the core rule set's body size rule: the forms accept up to 16 KB (MAX_FORM_BODY_BYTES), the rule
 *   stops at 8 KB, and the API answers larger bodies with its own 413.
 */
export const NON_BLOCKING_LABELS = ['awswaf:managed:aws:amazon-ip-list:AWSManagedIPDDoSList', 'awswaf:managed:aws:core-rule-set:SizeRestrictions_Body'] as const;
/**
 * The XSS body rule only counts on the one route whose body is a customer's free text, the assistant
 * configuration (greeting, FAQ answers, instructions: "<Firmenname>", "Preise ab <50 €", pasted HTML
 * snippets are legitimate there). That text is stored as data and rendered as text by React, never
 * as HTML, so it cannot inject script; everywhere else the rule blocks.
 */
export const XSS_BODY_LABEL = 'awswaf:managed:aws:core-rule-set:CrossSiteScripting_Body';
const freeTextRoute = apiRoutes.find((route) => route.id === 'saveAssistantConfig');
if (!freeTextRoute) throw new Error('The route table has no saveAssistantConfig route (the XSS body exception names it).');
export const FREE_TEXT_ROUTE = { method: freeTextRoute.method, path: freeTextRoute.path };

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});
const byteMatch = (field: CfnWebACL.FieldToMatchProperty, constraint: string, value: string): Statement => ({
  byteMatchStatement: { fieldToMatch: field, positionalConstraint: constraint, searchString: value, textTransformations: [{ priority: 0, type: 'NONE' }] },
});
const method = (name: string) => byteMatch({ method: {} }, 'EXACTLY', name);
const underApi = byteMatch({ uriPath: {} }, 'STARTS_WITH', '/api/');
const beacon = byteMatch({ uriPath: {} }, 'EXACTLY', apiPaths.analytics);
const not = (statement: Statement): Statement => ({ notStatement: { statement } });
const label = (key: string): Statement => ({ labelMatchStatement: { scope: 'LABEL', key } });
const namespace = (key: string): Statement => ({ labelMatchStatement: { scope: 'NAMESPACE', key } });

/** The JSON answer of a blocked /api/* request (bodies defined on the web ACL). */
const blockJson = (status: number, body: string): CfnWebACL.RuleActionProperty => ({
  block: { customResponse: { responseCode: status, customResponseBodyKey: body } },
});

const rateLimit = (name: string, priority: number, limit: number, scope: Statement, action: CfnWebACL.RuleActionProperty): Rule => ({
  name,
  priority,
  action,
  visibilityConfig: visibility(name),
  statement: { rateBasedStatement: { limit, evaluationWindowSec: 300, aggregateKeyType: 'IP', scopeDownStatement: scope } },
});

const managedGroup = (name: string, priority: number, groupName: string): Rule => ({
  name,
  priority,
  // Count: the group only labels; BlockManagedApi / BlockManagedPages decide (JSON for /api/*).
  overrideAction: { count: {} },
  visibilityConfig: visibility(name),
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: groupName } },
});

/** A request one of the managed groups labelled as bad, except for the non-blocking cases above. */
const managedMatch: Statement = {
  andStatement: {
    statements: [
      { orStatement: { statements: MANAGED_LABEL_NAMESPACES.map(namespace) } },
      ...NON_BLOCKING_LABELS.map((key) => not(label(key))),
      not({
        andStatement: {
          statements: [
            label(XSS_BODY_LABEL),
            method(FREE_TEXT_ROUTE.method),
            byteMatch({ uriPath: {} }, 'EXACTLY', FREE_TEXT_ROUTE.path),
          ],
        },
      }),
    ],
  },
};

/** The web ACL's rules, in evaluation order (docs/operations.md, "WAF"). */
export function wafRules(): Rule[] {
  return [
    rateLimit('RateLimitApiPosts', 0, API_POST_RATE_LIMIT, { andStatement: { statements: [method('POST'), underApi, not(beacon)] } }, blockJson(429, WAF_BODY_KEYS.rateLimited)),
    rateLimit('RateLimitBeacons', 3, BEACON_RATE_LIMIT, { andStatement: { statements: [method('POST'), beacon] } }, blockJson(429, WAF_BODY_KEYS.rateLimited)),
    rateLimit('RateLimitApiGets', 1, API_GET_RATE_LIMIT, { andStatement: { statements: [method('GET'), underApi] } }, blockJson(429, WAF_BODY_KEYS.rateLimited)),
    rateLimit('RateLimitGets', 2, GET_RATE_LIMIT, { andStatement: { statements: [method('GET'), not(underApi)] } }, { block: { customResponse: { responseCode: 429 } } }),
    managedGroup('AwsIpReputation', 10, 'AWSManagedRulesAmazonIpReputationList'),
    managedGroup('AwsKnownBadInputs', 11, 'AWSManagedRulesKnownBadInputsRuleSet'),
    managedGroup('AwsCommonRuleSet', 12, 'AWSManagedRulesCommonRuleSet'),
    {
      name: 'BlockManagedApi',
      priority: 20,
      action: blockJson(403, WAF_BODY_KEYS.blocked),
      visibilityConfig: visibility('BlockManagedApi'),
      statement: { andStatement: { statements: [managedMatch, underApi] } },
    },
    {
      name: 'BlockManagedPages',
      priority: 21,
      action: { block: {} },
      visibilityConfig: visibility('BlockManagedPages'),
      statement: { andStatement: { statements: [managedMatch, not(underApi)] } },
    },
  ];
}
