/**
 * What s3rver 3 lacks and S3 does on every browser upload: checking a presigned POST against its
 * signed policy. s3rver stores whatever a multipart POST to a bucket names (its `policy` field is
 * "unimplemented"), so a ticket's form with its `key` field changed overwrote another object here
 * while S3 refuses it. This Koa middleware runs before s3rver's routes, reads the form once, checks it
 * as S3 does (docs: "Creating a POST policy", sigv4-HTTPPOSTConstructPolicy) and hands the same bytes on:
 * - the SigV4 signature of the policy (`X-Amz-Credential` with the local secret) → 403 SignatureDoesNotMatch;
 * - `expiration` passed → 403 AccessDenied "Invalid according to Policy: Policy expired.";
 * - every condition in order: `{"field": "value"}` and `["eq", "$field", "value"]` exact,
 *   `["starts-with", "$field", "prefix"]`, `bucket` against the request's bucket
 *   → 403 AccessDenied "Invalid according to Policy: Policy Condition failed: [...]";
 * - every form field (but `policy`, `x-amz-signature`, `file`, `x-ignore-*`) covered by a condition
 *   → 403 AccessDenied "Invalid according to Policy: Extra input fields: {name}";
 * - `content-length-range` against the file's size → 400 EntityTooLarge / EntityTooSmall.
 * Field names are compared case-blind, values exactly; fields after `file` are ignored, as S3 does.
 * Gaps beside s3rver: docs/local-environment.md and docs/security.md.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The form of one POST, as far as the policy needs it: field names in lower case (first value wins). */
export interface PostForm {
  bucket: string;
  fields: ReadonlyMap<string, string>;
  /** Bytes of the `file` part; undefined without one (s3rver answers that itself). */
  fileSize?: number;
}

export interface PolicyRefusal {
  status: number;
  code: string;
  message: string;
  /** Further elements of S3's error document (e.g. MaxSizeAllowed). */
  details?: Record<string, string | number>;
}

const accessDenied = (message: string): PolicyRefusal => ({ status: 403, code: 'AccessDenied', message });
const conditionFailed = (condition: readonly unknown[]): PolicyRefusal =>
  accessDenied(`Invalid according to Policy: Policy Condition failed: [${condition.map((part) => JSON.stringify(part)).join(', ')}]`);

/** Fields the policy never has to name. */
const isExemptField = (name: string): boolean => name === 'policy' || name === 'x-amz-signature' || name === 'file' || name.startsWith('x-ignore-');

const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();

/** SigV4 of a POST policy: the signing key of date, region and service applied to the base64 policy. */
export function postPolicySignature(secretAccessKey: string, credential: string, policyBase64: string): string | undefined {
  const [, date, region, service, terminator] = credential.split('/');
  if (!date || !region || !service || terminator !== 'aws4_request') return undefined;
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
  return createHmac('sha256', signingKey).update(policyBase64, 'utf8').digest('hex');
}

function signatureRefusal(form: PostForm, credentials: { accessKeyId: string; secretAccessKey: string }): PolicyRefusal | undefined {
  const policy = form.fields.get('policy') ?? '';
  const credential = form.fields.get('x-amz-credential') ?? '';
  if (form.fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256' || !credential) {
    return { status: 400, code: 'InvalidRequest', message: 'Please use AWS4-HMAC-SHA256.' };
  }
  if (credential.split('/')[0] !== credentials.accessKeyId) {
    return { status: 403, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };
  }
  const expected = postPolicySignature(credentials.secretAccessKey, credential, policy);
  const given = Buffer.from(form.fields.get('x-amz-signature') ?? '', 'utf8');
  if (!expected || given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected, 'utf8'))) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    };
  }
  return undefined;
}

interface Policy {
  expiration?: unknown;
  conditions?: unknown;
}

function parsePolicy(base64: string): Policy | undefined {
  try {
    const policy: unknown = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
    return typeof policy === 'object' && policy !== null ? (policy as Policy) : undefined;
  } catch {
    return undefined;
  }
}

/** The value a condition compares: the request's bucket, else the form field (absent: empty). */
const valueOf = (form: PostForm, name: string): string => (name === 'bucket' ? form.bucket : (form.fields.get(name) ?? ''));

/** Checks one condition; the names it covers are added to `covered`. */
function conditionRefusal(condition: unknown, form: PostForm, covered: Set<string>): PolicyRefusal | undefined {
  if (Array.isArray(condition)) {
    const [operator, subject, expected] = condition as unknown[];
    if (typeof operator === 'string' && operator.toLowerCase() === 'content-length-range') return sizeRefusal(condition, form);
    if (typeof operator !== 'string' || typeof subject !== 'string' || !subject.startsWith('$') || typeof expected !== 'string') return conditionFailed(condition);
    const name = subject.slice(1).toLowerCase();
    covered.add(name);
    const actual = valueOf(form, name);
    const op = operator.toLowerCase();
    if (op === 'eq') return actual === expected ? undefined : conditionFailed(condition);
    if (op === 'starts-with') return actual.startsWith(expected) ? undefined : conditionFailed(condition);
    return conditionFailed(condition);
  }
  if (typeof condition === 'object' && condition !== null) {
    for (const [field, expected] of Object.entries(condition)) {
      const name = field.toLowerCase();
      covered.add(name);
      if (typeof expected !== 'string' || valueOf(form, name) !== expected) return conditionFailed(['eq', `$${field}`, expected]);
    }
    return undefined;
  }
  return conditionFailed([condition]);
}

function sizeRefusal(condition: readonly unknown[], form: PostForm): PolicyRefusal | undefined {
  const [, min, max] = condition;
  if (typeof min !== 'number' || typeof max !== 'number') return conditionFailed(condition);
  if (form.fileSize === undefined) return undefined;
  if (form.fileSize > max) {
    return { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size', details: { ProposedSize: form.fileSize, MaxSizeAllowed: max } };
  }
  if (form.fileSize < min) {
    return { status: 400, code: 'EntityTooSmall', message: 'Your proposed upload is smaller than the minimum allowed size', details: { ProposedSize: form.fileSize, MinSizeAllowed: min } };
  }
  return undefined;
}

/** S3's verdict on one POST form: undefined when its policy allows it. */
export function checkPostPolicy(form: PostForm, credentials: { accessKeyId: string; secretAccessKey: string }, now = new Date()): PolicyRefusal | undefined {
  // A private bucket takes no anonymous POST: without a policy S3 answers Access Denied.
  if (!form.fields.has('policy')) return accessDenied('Access Denied');
  const signature = signatureRefusal(form, credentials);
  if (signature) return signature;
  const policy = parsePolicy(form.fields.get('policy') ?? '');
  if (!policy || typeof policy.expiration !== 'string' || !Array.isArray(policy.conditions)) {
    return { status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' };
  }
  const expiresAt = Date.parse(policy.expiration);
  if (!Number.isFinite(expiresAt) || expiresAt <= now.getTime()) return accessDenied('Invalid according to Policy: Policy expired.');

  const covered = new Set<string>();
  let sizeCheck: PolicyRefusal | undefined;
  for (const condition of policy.conditions as unknown[]) {
    const refusal = conditionRefusal(condition, form, covered);
    if (!refusal) continue;
    // The size is known only once the file arrived: S3 answers the field conditions first.
    if (refusal.code === 'EntityTooLarge' || refusal.code === 'EntityTooSmall') sizeCheck ??= refusal;
    else return refusal;
  }
  const extra = [...form.fields.keys()].filter((name) => !isExemptField(name) && !covered.has(name));
  if (extra.length > 0) return accessDenied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  return sizeCheck;
}

const xmlEscape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** S3's error document. */
export function s3ErrorXml(refusal: PolicyRefusal, requestId: string): string {
  const details = Object.entries(refusal.details ?? {})
    .map(([name, value]) => `<${name}>${xmlEscape(String(value))}</${name}>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${refusal.code}</Code><Message>${xmlEscape(refusal.message)}</Message>${details}<RequestId>${requestId}</RequestId><HostId>${requestId}</HostId></Error>`
  );
}

/** Bodies above this are refused before parsing (the product's uploads are at most a few MB). */
const MAX_FORM_BYTES = 64 * 1024 * 1024;

export interface PostPolicyContext {
  method: string;
  path: string;
  querystring: string;
  req: IncomingMessage;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The fields before `file` (names in lower case, the first value of each) and the file's size. */
async function parseForm(body: Buffer, contentType: string, bucket: string): Promise<PostForm> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  const fields = new Map<string, string>();
  let fileSize: number | undefined;
  for (const [name, value] of form.entries()) {
    const lower = name.toLowerCase();
    if (lower === 'file') {
      fileSize = typeof value === 'string' ? Buffer.byteLength(value) : value.size;
      break;
    }
    if (!fields.has(lower)) fields.set(lower, typeof value === 'string' ? value : await value.text());
  }
  return { bucket, fields, ...(fileSize === undefined ? {} : { fileSize }) };
}

/** `POST /{bucket}` (path style) with a multipart body: a browser upload. */
function uploadBucketOf(ctx: PostPolicyContext): string | undefined {
  const contentType = String(ctx.headers['content-type'] ?? '');
  if (ctx.method !== 'POST' || ctx.querystring !== '' || !contentType.toLowerCase().startsWith('multipart/form-data')) return undefined;
  const match = /^\/([^/]+)\/?$/.exec(ctx.path);
  return match?.[1];
}

export function presignedPostPolicy(credentials: { accessKeyId: string; secretAccessKey: string }, now: () => Date = () => new Date()) {
  return async (ctx: PostPolicyContext, next: () => Promise<void>): Promise<void> => {
    const bucket = uploadBucketOf(ctx);
    if (!bucket) return next();
    const answer = (refusal: PolicyRefusal): void => {
      ctx.status = refusal.status;
      ctx.type = 'application/xml';
      ctx.body = s3ErrorXml(refusal, crypto.randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase());
    };
    const body = await readBody(ctx.req, MAX_FORM_BYTES);
    if (!body) return answer({ status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size', details: { MaxSizeAllowed: MAX_FORM_BYTES } });
    let form: PostForm;
    try {
      form = await parseForm(body, String(ctx.headers['content-type']), bucket);
    } catch {
      return answer({ status: 400, code: 'MalformedPOSTRequest', message: 'The body of your POST request is not well-formed multipart/form-data.' });
    }
    const refusal = checkPostPolicy(form, credentials, now());
    if (refusal) return answer(refusal);
    // The body was read here: s3rver's form parser gets the same bytes (it pipes the request into busboy).
    ctx.req.pipe = (<T extends NodeJS.WritableStream>(destination: T): T => {
      destination.end(body);
      return destination;
    }) as IncomingMessage['pipe'];
    await next();
  };
}
