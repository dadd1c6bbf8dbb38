import { Liens } from './liens.js';

describe('signed links', () => {
  const ancienne = new Liens(['secret-ancien-0123456789abcdef']);
  // After a rotation the new secret comes first, the old one stays accepted.
  const apresRotation = new Liens(['secret-nouveau-0123456789abcdef', 'secret-ancien-0123456789abcdef']);
  const sansAncienne = new Liens(['secret-nouveau-0123456789abcdef']);

  it('accepts a link signed before a secret rotation, and refuses it once the old secret is gone', () => {
    const jeton = ancienne.signer('validation', { u: 'u1', e: 'a@b.fr' });
    expect(apresRotation.verifier('validation', jeton)).toMatchObject({ statut: 'valide', contenu: { u: 'u1' } });
    expect(sansAncienne.verifier('validation', jeton)).toEqual({ statut: 'invalide' });
  });

  it('refuses a link used for another purpose than the one it was signed for', () => {
    const jeton = apresRotation.signer('validation', { u: 'u1' });
    expect(apresRotation.verifier('reinitialisation', jeton)).toEqual({ statut: 'invalide' });
  });

  it('matches a reset fingerprint made with an older secret, and only for the same password hash', () => {
    const empreinte = ancienne.empreinte('$scrypt$hash-1');
    expect(apresRotation.empreinteCorrespond('$scrypt$hash-1', empreinte)).toBe(true);
    expect(apresRotation.empreinteCorrespond('$scrypt$hash-2', empreinte)).toBe(false);
    expect(sansAncienne.empreinteCorrespond('$scrypt$hash-1', empreinte)).toBe(false);
    expect(apresRotation.empreinteCorrespond('$scrypt$hash-1', undefined)).toBe(false);
    expect(apresRotation.empreinteCorrespond('$scrypt$hash-1', 42)).toBe(false);
  });

  it('reports an expired link with its content', () => {
    const jeton = apresRotation.signer('reinitialisation', { u: 'u2', f: 'x' }, Date.now() - 2 * 3600_000);
    expect(apresRotation.verifier('reinitialisation', jeton)).toMatchObject({ statut: 'expire', contenu: { u: 'u2' } });
  });
});
