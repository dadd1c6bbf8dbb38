/**
 * PKCE for the authorization-code sign-in (SPEC §9): a verifier of 128 random alphanumeric
 * characters, its SHA-256 challenge in base64url, method S256. oidc-client-ts makes 96-hex-character
 * verifiers, which is why the request is built here.
 */

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 62 × 4: bytes at or above it are dropped so that every character is equally likely. */
const UNBIASED_LIMIT = 248;

export const CODE_VERIFIER_LENGTH = 128;
export const CODE_CHALLENGE_METHOD = 'S256';

export function randomAlphanumeric(length: number): string {
  let result = '';
  while (result.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT) result += ALPHANUMERIC[byte % ALPHANUMERIC.length];
      if (result.length === length) break;
    }
  }
  return result;
}

export const createCodeVerifier = (): string => randomAlphanumeric(CODE_VERIFIER_LENGTH);

/** The `state` parameter: ties the answer in the popup to this sign-in attempt. */
export const createState = (): string => randomAlphanumeric(32);

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function createCodeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}
