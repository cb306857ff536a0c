import { describe, expect, it } from 'vitest';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { apiPaths } from '@rufbereit/shared';
import { API_POST_RATE_LIMIT, BEACON_RATE_LIMIT, MANAGED_LABEL_NAMESPACES, NON_BLOCKING_LABELS, XSS_BODY_LABEL, wafRules } from './waf-rules';

/**
 * The label namespaces and labels AWS documents for the managed rule groups the web ACL uses
 * (AWS WAF Developer Guide, "Baseline rule groups" and "IP reputation rule groups", checked
 * 2026-11-25). Labels are not the rule names: rule `CrossSiteScripting_BODY` labels
 * `…:CrossSiteScripting_Body`, rule `PROPFIND_METHOD` labels `…:Propfind_Method`. A label that matches nothing never fires, silently: hence this list.
 */
const DOCUMENTED: Record<string, { namespace: string; labels: readonly string[] }> = {
  AWSManagedRulesAmazonIpReputationList: {
    namespace: 'awswaf:managed:aws:amazon-ip-list:',
    labels: ['AWSManagedIPReputationList', 'AWSManagedReconnaissanceList', 'AWSManagedIPDDoSList'],
  },
  AWSManagedRulesKnownBadInputsRuleSet: {
    namespace: 'awswaf:managed:aws:known-bad-inputs:',
    labels: [
      'JavaDeserializationRCE_Header',
      'JavaDeserializationRCE_Body',
      'JavaDeserializationRCE_URIPath',
      'JavaDeserializationRCE_QueryString',
      'Host_Localhost_Header',
      'Propfind_Method',
      'ExploitablePaths_URIPath',
      'Log4JRCE_QueryString',
      'Log4JRCE_Body',
      'Log4JRCE_URIPath',
      'Log4JRCE_Header',
      'ReactJSRCE_Body',
    ],
  },
  AWSManagedRulesCommonRuleSet: {
    namespace: 'awswaf:managed:aws:core-rule-set:',
    labels: [
      'NoUserAgent_Header',
      'BadBots_Header',
      'SizeRestrictions_QueryString',
      'SizeRestrictions_Cookie_Header',
      'SizeRestrictions_Body',
      'SizeRestrictions_URIPath',
      'EC2MetaDataSSRF_Body',
      'EC2MetaDataSSRF_Cookie',
      'EC2MetaDataSSRF_URIPath',
      'EC2MetaDataSSRF_QueryArguments',
      'GenericLFI_QueryArguments',
      'GenericLFI_URIPath',
      'GenericLFI_Body',
      'RestrictedExtensions_URIPath',
      'RestrictedExtensions_QueryArguments',
      'GenericRFI_QueryArguments',
      'GenericRFI_Body',
      'GenericRFI_URIPath',
      'CrossSiteScripting_Cookie',
      'CrossSiteScripting_QueryArguments',
      'CrossSiteScripting_Body',
      'CrossSiteScripting_URIPath',
    ],
  },
};

type Statement = CfnWebACL.StatementProperty;

/** Every label match statement, however deeply nested in and/or/not statements. */
function labelMatches(statement: Statement | undefined): CfnWebACL.LabelMatchStatementProperty[] {
  if (!statement) return [];
  const nested = (s: unknown): Statement[] => (Array.isArray(s) ? (s as Statement[]) : s ? [s as Statement] : []);
  const own = statement.labelMatchStatement ? [statement.labelMatchStatement as CfnWebACL.LabelMatchStatementProperty] : [];
  const and = (statement.andStatement as CfnWebACL.AndStatementProperty | undefined)?.statements;
  const or = (statement.orStatement as CfnWebACL.OrStatementProperty | undefined)?.statements;
  const not = (statement.notStatement as CfnWebACL.NotStatementProperty | undefined)?.statement;
  const scopeDown = (statement.rateBasedStatement as CfnWebACL.RateBasedStatementProperty | undefined)?.scopeDownStatement;
  return [...own, ...[and, or, not, scopeDown].flatMap(nested).flatMap(labelMatches)];
}

describe('WAF label names', () => {
  const rules = wafRules();
  const usedGroups = rules.flatMap((r) => {
    const group = (r.statement as Statement).managedRuleGroupStatement as CfnWebACL.ManagedRuleGroupStatementProperty | undefined;
    return group ? [group.name] : [];
  });
  const matches = rules.flatMap((r) => labelMatches(r.statement as Statement));

  it('uses only managed rule groups whose labels are written down here', () => {
    expect(usedGroups.sort()).toEqual(Object.keys(DOCUMENTED).sort());
  });

  it('matches each used group by its documented namespace', () => {
    expect([...MANAGED_LABEL_NAMESPACES].sort()).toEqual(usedGroups.map((g) => DOCUMENTED[g]?.namespace).sort());
    const namespaces = matches.filter((m) => m.scope === 'NAMESPACE').map((m) => m.key);
    expect([...new Set(namespaces)].sort()).toEqual([...MANAGED_LABEL_NAMESPACES].sort());
  });

  it('names only labels AWS documents (label spelling, not the rule name)', () => {
    const documented = new Set(usedGroups.flatMap((g) => (DOCUMENTED[g]?.labels ?? []).map((label) => `${DOCUMENTED[g]?.namespace ?? ''}${label}`)));
    const labels = matches.filter((m) => m.scope === 'LABEL').map((m) => m.key);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(documented, label).toContain(label);
    expect(labels).toEqual(expect.arrayContaining([...NON_BLOCKING_LABELS, XSS_BODY_LABEL]));
    expect(XSS_BODY_LABEL).toBe('awswaf:managed:aws:core-rule-set:CrossSiteScripting_Body');
  });
});

/**
 * Whether a request falls under a statement, for the statements the rate limits use (byte matches on the
 * method and the URI path, and/or/not), as WAF evaluates them (AWS WAF Developer Guide, "Rule statements").
 */
function matches(statement: Statement, request: { method: string; path: string }): boolean {
  const byte = statement.byteMatchStatement as CfnWebACL.ByteMatchStatementProperty | undefined;
  if (byte) {
    const field = (byte.fieldToMatch as CfnWebACL.FieldToMatchProperty).method ? request.method : request.path;
    const wanted = String(byte.searchString);
    if (byte.positionalConstraint === 'EXACTLY') return field === wanted;
    if (byte.positionalConstraint === 'STARTS_WITH') return field.startsWith(wanted);
    throw new Error(`positional constraint not evaluated here: ${String(byte.positionalConstraint)}`);
  }
  const and = (statement.andStatement as CfnWebACL.AndStatementProperty | undefined)?.statements as Statement[] | undefined;
  if (and) return and.every((s) => matches(s, request));
  const not = (statement.notStatement as CfnWebACL.NotStatementProperty | undefined)?.statement as Statement | undefined;
  if (not) return !matches(not, request);
  throw new Error(`statement not evaluated here: ${Object.keys(statement).join(', ')}`);
}

describe('WAF rate limits', () => {
  const limits = wafRules().flatMap((rule) => {
    const rate = (rule.statement as Statement).rateBasedStatement as CfnWebACL.RateBasedStatementProperty | undefined;
    return rate ? [{ name: rule.name, limit: rate.limit, scope: rate.scopeDownStatement as Statement }] : [];
  });
  const countedBy = (method: string, path: string) => limits.filter((l) => matches(l.scope, { method, path })).map((l) => l.name);

  it('counts the beacon under a limit of its own, never with the form posts', () => {
    expect(countedBy('POST', apiPaths.analytics)).toEqual(['RateLimitBeacons']);
    for (const form of [apiPaths.contacts, apiPaths.demoRequests, apiPaths.introCalls]) expect(countedBy('POST', form), form).toEqual(['RateLimitApiPosts']);
    expect(countedBy('GET', apiPaths.demos)).toEqual(['RateLimitApiGets']);
    expect(countedBy('GET', '/kontakt')).toEqual(['RateLimitGets']);
    // A path that only starts like the beacon's is a form post as far as WAF is concerned.
    expect(countedBy('POST', `${apiPaths.analytics}x`)).toEqual(['RateLimitApiPosts']);
  });

  it('lets an office behind one address browse far beyond its form posts', () => {
    expect(limits.find((l) => l.name === 'RateLimitBeacons')?.limit).toBe(BEACON_RATE_LIMIT);
    expect(BEACON_RATE_LIMIT).toBeGreaterThan(10 * API_POST_RATE_LIMIT);
  });
});
