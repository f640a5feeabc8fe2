import crypto from 'node:crypto';

/**
 * AWS Signature Version 4 for one request (CloudFront's invalidation API), with node:crypto alone:
 * the canonical request, the string to sign and the signing key of the AWS documentation
 * ("Create a signed AWS API request"). Answers the headers to send (those given, `x-amz-date`, the
 * session token when there is one, and `authorization`).
 */

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string | undefined;
}

export interface SignedRequest {
  method: string;
  url: string;
  /** Headers to sign beside host and the x-amz ones (lower-case names). */
  headers: Record<string, string>;
  body: string;
  region: string;
  service: string;
  now?: Date;
}

const sha256 = (data: string) => crypto.createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 escaping, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const uriEscape = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function signAwsRequest(request: SignedRequest, credentials: AwsCredentials): Record<string, string> {
  const url = new URL(request.url);
  const amzDate = (request.now ?? new Date()).toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(request.body);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value.trim()])),
    host: url.host,
    'x-amz-date': amzDate,
    ...(credentials.sessionToken ? { 'x-amz-security-token': credentials.sessionToken } : {}),
  };
  const names = Object.keys(headers).sort();
  const canonicalPath = url.pathname.split('/').map((segment) => uriEscape(decodeURIComponent(segment))).join('/') || '/';
  const canonicalQuery = [...url.searchParams]
    .map(([name, value]) => [uriEscape(name), uriEscape(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [request.method, canonicalPath, canonicalQuery, ...names.map((name) => `${name}:${headers[name]}`), '', names.join(';'), payloadHash].join('\n');
  const scope = `${day}/${request.region}/${request.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), request.region), request.service), 'aws4_request');
  const signature = crypto.createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  const { host: _host, ...sent } = headers;
  return { ...sent, authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}` };
}
