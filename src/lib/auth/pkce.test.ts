/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { base64UrlEncode, createCodeChallenge, createCodeVerifier, createState } from './pkce';

describe('PKCE', () => {
  it('makes verifiers of 128 random alphanumeric characters', () => {
    const verifier = createCodeVerifier();
    expect(verifier).toMatch(/^[A-Za-z0-9]{128}$/);
    expect(createCodeVerifier()).not.toBe(verifier);
    expect(createState()).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('derives the S256 challenge: SHA-256 of the verifier in base64url without padding', async () => {
    const verifier = createCodeVerifier();
    const attendu = createHash('sha256').update(verifier).digest('base64url');
    await expect(createCodeChallenge(verifier)).resolves.toBe(attendu);
    // RFC 7636 appendix B example.
    await expect(createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    expect(base64UrlEncode(new Uint8Array([251, 255]))).toBe('-_8');
  });
});
