/** Reading (not verifying) the claims of the access token: the services verify it, the site only shows them. */

export interface DecodedAccessToken {
  sub?: string;
  preferred_username?: string;
  exp?: number;
  [claim: string]: unknown;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  // UTF-8 through percent-encoding: works where TextDecoder is missing (older browsers, jsdom).
  const binary = atob(padded);
  return decodeURIComponent(
    Array.from(binary, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
  );
}

/** The payload of a JWT, or null when the token is not a readable JWT. */
export function decodeAccessToken(token: string): DecodedAccessToken | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    return typeof claims === 'object' && claims !== null ? (claims as DecodedAccessToken) : null;
  } catch {
    return null;
  }
}
