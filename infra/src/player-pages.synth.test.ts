import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { PLAYER_PAGE_QUERY_KEYS, SITE_URL_ENV, apiRoutes, siteSettings } from '@rufbereit/shared';
import { createAppStacks } from './app-stacks';
import { CONTEXT_KEYS } from './config';
import { PROD_DOMAIN_CONTEXT, appContext } from './testing/cdk-context';
import { buildPlayerPageRequestFunctionCode } from './website/cloudfront-function-code';
import { EMBEDDABLE_PATH_PATTERN } from './website/security-headers';

/**
 * /demo-player and /demo-playlist at the edge (docs/decisions/0016-oembed-discovery.md): their own
 * behaviours, ahead of `/demo-player*`, send them through the player pages' CloudFront Function to the
 * API, whose page names its query in the oEmbed discovery link; cached per query the page honours.
 */
const routes = apiRoutes.filter((route) => route.id === 'getPlayerPage');

function prodSite() {
  const app = new App({
    context: appContext({ stage: 'prod', [CONTEXT_KEYS.alarmEmail]: 'alarms@example.com', ...PROD_DOMAIN_CONTEXT, 'aws:cdk:bundling-stacks': [] }),
  });
  return createAppStacks(app, { account: '123456789012', region: 'eu-central-1', siteDistDir: null, apiRoutes: routes, eventRules: [] }).site;
}

interface Behavior {
  PathPattern: string;
  TargetOriginId: string;
  CachePolicyId: unknown;
  ResponseHeadersPolicyId: unknown;
  AllowedMethods?: string[];
  FunctionAssociations?: Array<{ EventType: string; FunctionARN: unknown }>;
}

describe('the player pages at the edge', () => {
  const site = prodSite();
  const template = Template.fromStack(site);
  const id = (construct: { node: { defaultChild?: unknown } }) => site.resolve(site.getLogicalId(construct.node.defaultChild as CfnElement)) as string;
  const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]?.Properties as {
    DistributionConfig: { CacheBehaviors: Behavior[] };
  };
  const behaviors = distribution.DistributionConfig.CacheBehaviors;
  const byPattern = (pattern: string): Behavior => {
    const behavior = behaviors.find((b) => b.PathPattern === pattern);
    if (!behavior) throw new Error(`no behaviour ${pattern}`);
    return behavior;
  };

  it('routes exactly /demo-player and /demo-playlist, ahead of /demo-player*, to the API through their function', () => {
    const patterns = behaviors.map((b) => b.PathPattern);
    expect(patterns.slice(0, 2)).toEqual(['/demo-player', '/demo-playlist']);
    expect(patterns.indexOf(EMBEDDABLE_PATH_PATTERN)).toBeGreaterThan(1);
    const functionArn = { 'Fn::GetAtt': [id(site.website.playerPageRequestFunction), 'FunctionARN'] };
    for (const pattern of ['/demo-player', '/demo-playlist']) {
      const behavior = byPattern(pattern);
      expect(behavior.TargetOriginId, pattern).toBe(byPattern('/api/*').TargetOriginId);
      expect(behavior.FunctionAssociations, pattern).toEqual([{ EventType: 'viewer-request', FunctionARN: functionArn }]);
      expect(behavior.AllowedMethods, pattern).toEqual(['GET', 'HEAD']);
    }
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: buildPlayerPageRequestFunctionCode(),
      FunctionConfig: { Runtime: 'cloudfront-js-2.0' },
    });
  });

  it('keeps each page’s headers: the player framable like /demo-player*, the playlist not', () => {
    expect(byPattern('/demo-player').ResponseHeadersPolicyId).toEqual(byPattern(EMBEDDABLE_PATH_PATTERN).ResponseHeadersPolicyId);
    expect(byPattern('/demo-playlist').ResponseHeadersPolicyId).toEqual(byPattern('/api/*').ResponseHeadersPolicyId);
  });

  it('caches a page per query the page honours (nothing else of the query makes a new copy)', () => {
    const policyRef = byPattern('/demo-player').CachePolicyId as { Ref: string };
    const policy = template.toJSON().Resources[policyRef.Ref] as { Properties: { CachePolicyConfig: { ParametersInCacheKeyAndForwardedToOrigin: { QueryStringsConfig: unknown } } } };
    expect(policy.Properties.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig).toEqual({
      QueryStringBehavior: 'whitelist',
      QueryStrings: [...PLAYER_PAGE_QUERY_KEYS],
    });
  });

  it("has the page route, whose function reads the stage's site (its template, the address the link names)", () => {
    const fn = site.api.routeFunctions.get('getPlayerPage');
    if (!fn) throw new Error('no getPlayerPage function');
    const owner = Stack.of(fn.fn);
    const resources = Template.fromStack(owner).toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
    const logicalId = owner.resolve(owner.getLogicalId(fn.fn.node.defaultChild as CfnElement)) as string;
    expect((resources[logicalId]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables[SITE_URL_ENV]).toBe(siteSettings.siteUrl);
    expect(Object.values(resources).some((r) => r.Type === 'AWS::ApiGatewayV2::Route' && r.Properties.RouteKey === 'GET /api/player-pages/{page}')).toBe(true);
  });
});
