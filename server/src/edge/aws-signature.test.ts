import { describe, expect, it } from 'vitest';
import { signAwsRequest } from './aws-signature';

// AWS's own Signature Version 4 test suite (aws-sig-v4-test-suite): its example credentials, date and
// host, and the signatures it publishes for them.
const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const now = new Date('2015-08-30T12:36:00Z');

describe('AWS Signature Version 4 (CloudFront invalidations)', () => {
  it('signs the test suite’s get-vanilla request as AWS does', () => {
    const headers = signAwsRequest({ method: 'GET', url: 'https://example.amazonaws.com/', headers: {}, body: '', region: 'us-east-1', service: 'service', now }, credentials);
    expect(headers['x-amz-date']).toBe('20150830T123600Z');
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it('signs the test suite’s post-vanilla request as AWS does', () => {
    const headers = signAwsRequest({ method: 'POST', url: 'https://example.amazonaws.com/', headers: {}, body: '', region: 'us-east-1', service: 'service', now }, credentials);
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b',
    );
  });

  it('signs a session token and the body, so that another body or token does not verify', () => {
    const base = { method: 'POST', url: 'https://cloudfront.amazonaws.com/2020-05-31/distribution/E1/invalidation', headers: { 'content-type': 'application/xml' }, region: 'us-east-1', service: 'cloudfront', now };
    const signed = signAwsRequest({ ...base, body: '<a/>' }, { ...credentials, sessionToken: 'token-1' });
    expect(signed['x-amz-security-token']).toBe('token-1');
    expect(signed.authorization).toContain('SignedHeaders=content-type;host;x-amz-date;x-amz-security-token,');
    expect(signAwsRequest({ ...base, body: '<b/>' }, { ...credentials, sessionToken: 'token-1' }).authorization).not.toBe(signed.authorization);
    expect(signAwsRequest({ ...base, body: '<a/>' }, { ...credentials, sessionToken: 'token-2' }).authorization).not.toBe(signed.authorization);
  });
});
