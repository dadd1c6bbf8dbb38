import crypto from 'node:crypto';

/**
 * Same protocol as the portal server (server/src/publication/signature.ts; the CMS has its own
 * install tree, so the few lines are repeated rather than shared): HMAC-SHA256 over
 * `${timestamp}.${body}`, the timestamp in Unix seconds so the server can refuse old requests.
 */
const SIGNATURE_HEADER = 'x-greffeo-signature';
const TIMESTAMP_HEADER = 'x-greffeo-timestamp';

export function signedHeaders(secret: string, body: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const digest = crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: `sha256=${digest}` };
}
