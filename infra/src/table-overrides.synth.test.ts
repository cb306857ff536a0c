import { App, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableEnvVar } from '@rufbereit/shared';
import { createAppStacks } from './app-stacks';
import { CONTEXT_KEYS, StackConfigError } from './config';
import { TABLE_OVERRIDES_CONTEXT_KEY } from './table-overrides';
import { tableDefinitions } from './tables';
import { PROD_DOMAIN_CONTEXT, appContext } from './testing/cdk-context';
import { flattenedNested } from './testing/nested-stacks';

/**
 * A point-in-time restore makes a table with a new name. One deployment with `-c tableOverrides=…`
 * points every function at it: each grant (table and its indexes) and each table variable follows,
 * nothing names the stack's own table any more, and that table stays in the template (retained).
 */
const account = '123456789012';
const RESTORED = 'Rufbereit-prod-contacts-restored-20261127';

interface Resource {
  Type: string;
  Properties?: Record<string, unknown>;
}

function synth(overrides?: string) {
  const app = new App({
    context: appContext({
      stage: 'prod',
      [CONTEXT_KEYS.alarmEmail]: 'alarms@example.com',
      ...PROD_DOMAIN_CONTEXT,
      'aws:cdk:bundling-stacks': [],
      ...(overrides === undefined ? {} : { [TABLE_OVERRIDES_CONTEXT_KEY]: overrides }),
    }),
  });
  const { site } = createAppStacks(app, { account, region: 'eu-central-1', siteDistDir: null });
  // The nested stacks' resources as the parent sees them (their parameters replaced by what it passes).
  const siteResources = (Template.fromStack(site).toJSON() as { Resources: Record<string, Resource> }).Resources;
  const byId = { ...siteResources, ...(flattenedNested(site).resources as Record<string, Resource>) };
  const ownContacts = site.resolve(site.getLogicalId(site.data.ownedTables.contacts.node.defaultChild as CfnElement)) as string;
  return { site, byId, resources: Object.values(byId), ownContacts };
}

/**
 * A CloudFormation value as the string it becomes at deployment: joins joined, the partition `aws`,
 * the stack's own contacts table as its ARN, any other reference as `<id.attribute>`.
 */
function rendered(value: unknown, ownContacts: string): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  // Lists as sets: CDK orders a statement's resources by their text, which a token changes.
  if (Array.isArray(value)) return `[${value.map((v) => rendered(v, ownContacts)).sort().join(',')}]`;
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const join = object['Fn::Join'] as [string, unknown[]] | undefined;
    if (join) return join[1].map((part) => rendered(part, ownContacts)).join(join[0]);
    if (object.Ref === 'AWS::Partition') return 'aws';
    const getAtt = object['Fn::GetAtt'] as [string, string] | undefined;
    if (getAtt?.[0] === ownContacts && getAtt[1] === 'Arn') return `arn:aws:dynamodb:eu-central-1:${account}:table/OWN-CONTACTS`;
    if (object.Ref === ownContacts) return 'OWN-CONTACTS';
    if (getAtt) return `<${getAtt.join('.')}>`;
    if (typeof object.Ref === 'string') return `<${object.Ref}>`;
    return `{${Object.entries(object).map(([k, v]) => `${k}:${rendered(v, ownContacts)}`).join(',')}}`;
  }
  return '';
}

const ofType = (resources: Resource[], type: string) => resources.filter((r) => r.Type === type).map((r) => r.Properties ?? {});

describe('pointing the functions at a restored table (-c tableOverrides)', () => {
  const before = synth();
  const after = synth(`contacts=${RESTORED}`);

  it('sets every TABLE_CONTACTS variable to the restored table', () => {
    const values = (resources: Resource[]) =>
      ofType(resources, 'AWS::Lambda::Function')
        .map((p) => (p.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables?.[tableEnvVar('contacts')])
        .filter((v) => v !== undefined);
    const users = values(before.resources).length;
    expect(users).toBeGreaterThan(5);
    expect(values(after.resources)).toEqual(Array<string>(users).fill(RESTORED));
  });

  it('grants exactly the same actions on the restored table and its indexes as on the own table, and none on the own table', () => {
    const policies = (synthesis: ReturnType<typeof synth>) =>
      Object.fromEntries(
        Object.entries(synthesis.byId)
          .filter(([, r]) => r.Type === 'AWS::IAM::Policy')
          .map(([id, r]) => [id, rendered(r.Properties?.PolicyDocument, synthesis.ownContacts)]),
      );
    const own = policies(before);
    const naming = Object.values(own).filter((doc) => doc.includes('OWN-CONTACTS'));
    expect(naming.length).toBeGreaterThan(5);
    const indexes = tableDefinitions.find((t) => t.name === 'contacts')?.indexes ?? [];
    expect(naming.some((doc) => doc.includes(`OWN-CONTACTS/index/${indexes[0]?.name ?? '?'}`))).toBe(true);
    // Policy by policy: the same document with the restored table in place of the own one.
    const resorted = (doc: string): string => doc.replace(/\[([^[\]]*)\]/g, (_all, list: string) => `[${list.split(',').sort().join(',')}]`);
    const expected = Object.fromEntries(Object.entries(own).map(([id, doc]) => [id, resorted(doc.split('OWN-CONTACTS').join(RESTORED))]));
    expect(Object.fromEntries(Object.entries(policies(after)).map(([id, doc]) => [id, resorted(doc)]))).toEqual(expected);
  });

  it('keeps the own table in the template, retained, so nothing is deleted', () => {
    const tables = ofType(after.resources, 'AWS::DynamoDB::Table');
    expect(tables).toHaveLength(tableDefinitions.length);
  });

  it('refuses an unknown table or a name DynamoDB would refuse', () => {
    expect(() => synth('kontakte=x-restored')).toThrow(StackConfigError);
    expect(() => synth('contacts=a b')).toThrow(/not a DynamoDB table name/);
  });
});
