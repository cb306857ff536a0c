/**
 * The resources that hold data, and what CloudFormation would take with them if it replaced or
 * deleted them. A change of a logical id (a construct renamed or moved) or of a property that forces
 * replacement is a new, empty resource: the stack test (rufbereit-stack.synth.test.ts) pins both and
 * fails with the loss in words; docs/operations.md says to read `cdk diff` before every deployment.
 */
import type { Template } from 'aws-cdk-lib/assertions';

export interface StatefulKind {
  /** What is lost when CloudFormation replaces or deletes a resource of this type. */
  loss: string;
  /** Properties whose change replaces the resource (CloudFormation's "Update requires: Replacement"). */
  replacedBy: readonly string[];
}

export const STATEFUL_KINDS: Readonly<Record<string, StatefulKind>> = {
  'AWS::Cognito::UserPool': {
    loss: 'every account with its password and TOTP enrolment: customers and staff could not sign in, their assistant configurations would be orphaned',
    replacedBy: ['UserPoolName', 'UsernameAttributes', 'AliasAttributes', 'UsernameConfiguration', 'Schema'],
  },
  'AWS::DynamoDB::Table': {
    loss: 'every item of the table (contacts, demo requests, bookings, configurations …): the new table starts empty',
    replacedBy: ['TableName', 'KeySchema'],
  },
  'AWS::S3::Bucket': {
    loss: 'the new bucket starts empty: uploaded recordings and customer documents stay behind in the old one, unreachable for the site',
    replacedBy: ['BucketName', 'ObjectLockEnabled'],
  },
  'AWS::KMS::Key': {
    loss: 'whatever the key encrypts can no longer be decrypted once the old key is deleted',
    replacedBy: ['KeySpec', 'KeyUsage', 'MultiRegion'],
  },
};

export interface PinnedResource {
  type: string;
  deletionPolicy?: string;
  properties: Record<string, unknown>;
}

/** The stateful resources of a template by logical id, with their replacement-relevant properties. */
export function statefulResources(template: Template): Record<string, PinnedResource> {
  const resources = (template.toJSON() as { Resources: Record<string, { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string }> }).Resources;
  const pinned: Record<string, PinnedResource> = {};
  for (const [id, resource] of Object.entries(resources).sort(([a], [b]) => a.localeCompare(b))) {
    const kind = STATEFUL_KINDS[resource.Type];
    if (!kind) continue;
    const properties = Object.fromEntries(kind.replacedBy.filter((p) => resource.Properties?.[p] !== undefined).map((p) => [p, resource.Properties?.[p]]));
    pinned[id] = { type: resource.Type, deletionPolicy: resource.DeletionPolicy, properties };
  }
  return pinned;
}

/** One line per difference, saying what would be lost. */
export function statefulChanges(pinned: Record<string, PinnedResource>, now: Record<string, PinnedResource>): string[] {
  const changes: string[] = [];
  const lossOf = (type: string) => STATEFUL_KINDS[type]?.loss ?? 'its data';
  for (const [id, before] of Object.entries(pinned)) {
    const after = now[id];
    if (!after) {
      changes.push(`${before.type} ${id} is gone or has a new logical id: CloudFormation would delete or replace it and lose ${lossOf(before.type)}.`);
      continue;
    }
    for (const property of new Set([...Object.keys(before.properties), ...Object.keys(after.properties)])) {
      if (JSON.stringify(before.properties[property]) !== JSON.stringify(after.properties[property])) {
        changes.push(`${before.type} ${id}: changing ${property} replaces it and loses ${lossOf(before.type)}.`);
      }
    }
    if (before.deletionPolicy !== after.deletionPolicy) {
      changes.push(`${before.type} ${id}: DeletionPolicy ${String(before.deletionPolicy)} → ${String(after.deletionPolicy)} (decides whether ${lossOf(before.type)} survives a deletion).`);
    }
  }
  for (const [id, after] of Object.entries(now)) {
    if (!pinned[id]) changes.push(`${after.type} ${id} is new: if it replaces a pinned resource, that one's data is lost; otherwise pin it.`);
  }
  return changes;
}
