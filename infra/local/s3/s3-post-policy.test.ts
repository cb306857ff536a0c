import { describe, expect, it } from 'vitest';
import { checkPostPolicy, postPolicySignature, s3ErrorXml, type PostForm } from './s3-post-policy';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const credential = 'S3RVER/20261127/eu-central-1/s3/aws4_request';
const now = new Date('2026-11-27T10:00:00Z');

/** A form as createPresignedPost hands it out (key, size range, content type), signed with the local secret. */
function form(change: Record<string, string> = {}, fileSize = 10, policy?: object): PostForm {
  const document = policy ?? {
    expiration: '2026-11-27T10:05:00Z',
    conditions: [['content-length-range', 1, 100], ['eq', '$Content-Type', 'text/plain'], { 'Content-Type': 'text/plain' }, { bucket: 'media' }, { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' }, { 'X-Amz-Credential': credential }, { 'X-Amz-Date': '20261127T100000Z' }, { key: 'pending/a.txt' }],
  };
  const encoded = Buffer.from(JSON.stringify(document)).toString('base64');
  const fields: Record<string, string> = {
    'content-type': 'text/plain',
    bucket: 'media',
    'x-amz-algorithm': 'AWS4-HMAC-SHA256',
    'x-amz-credential': credential,
    'x-amz-date': '20261127T100000Z',
    key: 'pending/a.txt',
    policy: encoded,
    'x-amz-signature': postPolicySignature('S3RVER', credential, encoded) ?? '',
    ...change,
  };
  return { bucket: 'media', fields: new Map(Object.entries(fields)), fileSize };
}

describe('checkPostPolicy', () => {
  it('allows the form as signed', () => {
    expect(checkPostPolicy(form(), credentials, now)).toBeUndefined();
  });

  it.each([
    ['another key', { key: 'private/other.txt' }, 'AccessDenied', 'Invalid according to Policy: Policy Condition failed: ["eq", "$key", "pending/a.txt"]'],
    ['another content type', { 'content-type': 'text/html' }, 'AccessDenied', 'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "text/plain"]'],
    ['an extra field', { 'x-amz-meta-x': '1' }, 'AccessDenied', 'Invalid according to Policy: Extra input fields: x-amz-meta-x'],
    ['a wrong signature', { 'x-amz-signature': '0'.repeat(64) }, 'SignatureDoesNotMatch', expect.any(String)],
    ['an unknown access key', { 'x-amz-credential': 'OTHER/20261127/eu-central-1/s3/aws4_request' }, 'InvalidAccessKeyId', expect.any(String)],
  ])('refuses %s', (_name, change, code, message) => {
    expect(checkPostPolicy(form(change), credentials, now)).toMatchObject({ code, message });
  });

  it('refuses sizes outside the range with 400, after the field conditions', () => {
    expect(checkPostPolicy(form({}, 101), credentials, now)).toMatchObject({ status: 400, code: 'EntityTooLarge', details: { MaxSizeAllowed: 100 } });
    expect(checkPostPolicy(form({}, 0), credentials, now)).toMatchObject({ status: 400, code: 'EntityTooSmall' });
    expect(checkPostPolicy(form({ key: 'x' }, 101), credentials, now)).toMatchObject({ status: 403, code: 'AccessDenied' });
  });

  it('refuses an expired policy, none at all, and allows starts-with', () => {
    expect(checkPostPolicy(form(), credentials, new Date('2026-11-27T10:05:00Z'))).toMatchObject({ code: 'AccessDenied', message: 'Invalid according to Policy: Policy expired.' });
    const withoutPolicy = form();
    (withoutPolicy.fields as Map<string, string>).delete('policy');
    expect(checkPostPolicy(withoutPolicy, credentials, now)).toMatchObject({ status: 403, code: 'AccessDenied' });
    const prefix = { expiration: '2026-11-27T10:05:00Z', conditions: [['starts-with', '$key', 'pending/'], { bucket: 'media' }, ['starts-with', '$Content-Type', ''], { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' }, { 'X-Amz-Credential': credential }, { 'X-Amz-Date': '20261127T100000Z' }] };
    expect(checkPostPolicy(form({}, 10, prefix), credentials, now)).toBeUndefined();
  });

  it('writes S3’s error document with the message escaped', () => {
    const xml = s3ErrorXml({ status: 403, code: 'AccessDenied', message: 'a "b" <c>' }, 'ID');
    expect(xml).toContain('<Code>AccessDenied</Code><Message>a &quot;b&quot; &lt;c&gt;</Message><RequestId>ID</RequestId>');
  });
});
