import { describe, expect, it } from 'vitest';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { MANAGED_LABEL_NAMESPACES, NON_BLOCKING_LABELS, XSS_BODY_LABEL, wafRules } from './waf-rules';

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
