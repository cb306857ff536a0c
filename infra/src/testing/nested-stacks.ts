/** Test helpers: a stack's nested stacks, and their resources seen as if they were the parent's. */
import { NestedStack, Stack, type CfnResource } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';

interface TemplateJson {
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown> } & Record<string, unknown>>;
  Outputs?: Record<string, { Value: unknown }>;
}

/** The nested stacks directly below a stack. */
export const nestedStacksOf = (stack: Stack): NestedStack[] =>
  stack.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c) && c.nestedStackParent === stack);

/** A stack and every nested stack below it: the templates a deployment creates. */
export const stackAndNested = (stack: Stack): Stack[] => [stack, ...nestedStacksOf(stack).flatMap((nested) => stackAndNested(nested))];

const templateOf = (stack: Stack): TemplateJson => Template.fromStack(stack).toJSON() as TemplateJson;

/** Replaces every `{ Ref: name }` whose name is a key of `values` by its value, deeply. */
function substitute(value: unknown, values: Readonly<Record<string, unknown>>): unknown {
  if (Array.isArray(value)) return value.map((v) => substitute(v, values));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const [first] = entries;
    if (entries.length === 1 && first?.[0] === 'Ref' && typeof first[1] === 'string' && first[1] in values) return values[first[1]];
    return Object.fromEntries(entries.map(([k, v]) => [k, substitute(v, values)]));
  }
  return value;
}

/**
 * The parent's view of its nested stacks: each nested stack's parameters mapped to what the parent
 * passes, where an output of a sibling nested stack (`Fn::GetAtt [Stack, Outputs.X]`) is followed to
 * the value that sibling exports. So `{ Ref: parameter }` inside a nested stack reads as the parent's
 * `{ 'Fn::GetAtt': [Table, 'Arn'] }` or `{ Ref: Function }`, as the assertions written for one stack expect.
 */
export function flattenedNested(stack: Stack): { parameters: Map<NestedStack, Record<string, unknown>>; resources: TemplateJson['Resources'] } {
  const parent = templateOf(stack);
  const nested = nestedStacksOf(stack);
  const ids = new Map(nested.map((n) => [stack.resolve(stack.getLogicalId(n.nestedStackResource as CfnResource)) as string, n]));
  const templates = new Map(nested.map((n) => [n, templateOf(n)]));
  const followOutputs = (value: unknown): unknown => {
    const getAtt = (value as { 'Fn::GetAtt'?: [string, string] } | null)?.['Fn::GetAtt'];
    const source = getAtt ? ids.get(getAtt[0]) : undefined;
    if (!getAtt || !source || !getAtt[1].startsWith('Outputs.')) return value;
    const output = templates.get(source)?.Outputs?.[getAtt[1].slice('Outputs.'.length)];
    return output ? substitute(output.Value, parametersOf(source)) : value;
  };
  const parametersOf = (n: NestedStack): Record<string, unknown> => {
    const resource = parent.Resources[stack.resolve(stack.getLogicalId(n.nestedStackResource as CfnResource)) as string];
    const passed = (resource?.Properties?.Parameters ?? {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(passed).map(([name, value]) => [name, followOutputs(value)]));
  };
  const parameters = new Map(nested.map((n) => [n, parametersOf(n)]));
  const resources: TemplateJson['Resources'] = {};
  for (const n of nested) {
    for (const [id, resource] of Object.entries(templates.get(n)?.Resources ?? {})) {
      resources[id] = substitute(resource, parameters.get(n) ?? {}) as TemplateJson['Resources'][string];
    }
  }
  return { parameters, resources };
}
