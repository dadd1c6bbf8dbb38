import { randomBytes, scrypt, type ScryptOptions } from 'node:crypto';
import { memesOctets } from './comparaison.js';

// OWASP's password storage cheat sheet: scrypt with N=2^17, r=8, p=1, or an equal-cost setting
// among N=2^16 p=2, N=2^15 p=3, N=2^14 p=5, N=2^13 p=10 (r=8). N=2^15, r=8, p=3 keeps the memory
// of one hash at 32 MiB (128·N·r bytes, Node's default `maxmem` exactly, which scrypt refuses as it
// needs a little more: hence the explicit 64 MiB) and triples the work. 16-byte salt.
// Hashes stored with other parameters (N=2^15, p=1 before) are upgraded at the next sign-in.
const PARAMETRES = { N: 2 ** 15, r: 8, p: 3 } as const;
const MAXMEM = 64 * 1024 * 1024;
const LONGUEUR_HASH = 32;

function deriver(motDePasse: string, sel: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(motDePasse.normalize('NFC'), sel, LONGUEUR_HASH, { ...options, maxmem: MAXMEM }, (error, cle) =>
      error ? reject(error) : resolve(cle),
    );
  });
}

/** `scrypt$N$r$p$sel$hash`, both in base64url, as stored in `utilisateurs.mot_de_passe`. */
export async function hacherMotDePasse(motDePasse: string): Promise<string> {
  const sel = randomBytes(16);
  const hash = await deriver(motDePasse, sel, PARAMETRES);
  const { N, r, p } = PARAMETRES;
  return ['scrypt', N, r, p, sel.toString('base64url'), hash.toString('base64url')].join('$');
}

/** True when a stored hash was made with other parameters than today's: to be hashed again. */
export function aRehacher(stocke: string): boolean {
  const [algo, n, r, p] = stocke.split('$');
  const { N, r: R, p: P } = PARAMETRES;
  return algo !== 'scrypt' || Number(n) !== N || Number(r) !== R || Number(p) !== P;
}

/** Compared in constant time; a malformed stored value never matches. */
export async function verifierMotDePasse(motDePasse: string, stocke: string): Promise<boolean> {
  const [algo, n, r, p, sel, hash] = stocke.split('$');
  if (algo !== 'scrypt' || !n || !r || !p || !sel || !hash) return false;
  const attendu = Buffer.from(hash, 'base64url');
  const obtenu = await deriver(motDePasse, Buffer.from(sel, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return memesOctets(attendu, obtenu);
}

// Checked against when the address is unknown, so that an unknown address takes as long to
// refuse as a wrong password: the answer time must not tell whether an account exists.
let leurre: Promise<string> | undefined;
export async function verifierLeurre(motDePasse: string): Promise<void> {
  leurre ??= hacherMotDePasse('leurre-sans-compte');
  await verifierMotDePasse(motDePasse, await leurre);
}
