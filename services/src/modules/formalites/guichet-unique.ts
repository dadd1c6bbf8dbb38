import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

import { instancePubliee } from '@portail/domaine';

import type { Config } from '../../config.js';
import { ProvenanceRefusee } from './erreurs.js';

/**
 * The single window's forward links (SPEC §2 « Lien/mmbId/{mmbdId} », §8): the guichet unique sends
 * its user to `${SITE_URL}/Lien/mmbId/{identifiant}?jeton=…`, the token a JWT HS256 signed with the
 * key both sides share (GUICHET_UNIQUE_SECRET), issuer « guichet-unique », subject the dossier's
 * identifier, audience the portal (SITE_URL), short-lived. The site hands it to
 * POST /api/formalites/provenances before it opens the dossier.
 */

export const EMETTEUR_GUICHET_UNIQUE = 'guichet-unique';
/** The longest life a token may have been given (exp − iat), in seconds. */
export const DUREE_MAXIMALE_JETON_S = 3600;
/** What the operator's command gives a link by default, in seconds. */
export const DUREE_JETON_PAR_DEFAUT_S = 600;
const ALGORITHME = 'HS256';
// Clocks of two machines: a token issued a few seconds « in the future » is still read.
const TOLERANCE_HORLOGE_S = 30;

// Local instances only (localhost, *.test…): a published one uses GUICHET_UNIQUE_SECRET or refuses
// every link, never a key written in the code.
const CLE_DEVELOPPEMENT = 'greffeo-guichet-unique-cle-de-developpement-locale';

type ConfigGuichet = Pick<Config, 'guichetUniqueSecret' | 'siteUrl'>;

/** The shared key; undefined on a published instance without GUICHET_UNIQUE_SECRET (every link refused). */
export function cleGuichetUnique(config: ConfigGuichet): string | undefined {
  if (config.guichetUniqueSecret !== undefined) return config.guichetUniqueSecret;
  return instancePubliee(config.siteUrl) ? undefined : CLE_DEVELOPPEMENT;
}

const octets = (cle: string) => new TextEncoder().encode(cle);

export interface JetonAEmettre {
  identifiant: string;
  /** The portal the link leads to: SITE_URL. */
  audience: string;
  dureeS?: number;
  maintenant?: Date;
  /** Tests: another issuer or subject than the rules want. */
  emetteur?: string;
  sujet?: string;
}

/** Signs a forward link's token as the guichet unique does (the operator's command, the tests). */
export async function signerJetonGuichetUnique(cle: string, jeton: JetonAEmettre): Promise<string> {
  const iat = Math.floor((jeton.maintenant ?? new Date()).getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHME, typ: 'JWT' })
    .setIssuer(jeton.emetteur ?? EMETTEUR_GUICHET_UNIQUE)
    .setSubject(jeton.sujet ?? jeton.identifiant)
    .setAudience(jeton.audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + (jeton.dureeS ?? DUREE_JETON_PAR_DEFAUT_S))
    .sign(octets(cle));
}

/** The whole link: `${SITE_URL}/Lien/mmbId/{identifiant}?jeton=…`. */
export async function lienGuichetUnique(
  config: ConfigGuichet,
  identifiant: string,
  options: { dureeS?: number; maintenant?: Date } = {},
): Promise<string> {
  const cle = cleGuichetUnique(config);
  if (cle === undefined)
    throw new Error('GUICHET_UNIQUE_SECRET est absent : une instance publiée ne signe ni ne lit aucun lien.');
  const jeton = await signerJetonGuichetUnique(cle, { identifiant, audience: config.siteUrl, ...options });
  return `${config.siteUrl}/Lien/mmbId/${encodeURIComponent(identifiant)}?jeton=${encodeURIComponent(jeton)}`;
}

/** Why jose refused a token, in words for the log. */
function raisonJose(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'jeton expiré';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'signature invalide';
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'algorithme de signature refusé';
  if (error instanceof joseErrors.JWTClaimValidationFailed)
    return `revendication « ${error.claim} » refusée (${error.reason})`;
  if (error instanceof joseErrors.JOSEError) return `jeton illisible (${error.code})`;
  return 'jeton illisible';
}

/**
 * Checks a forward link's token for the dossier `identifiant`: signature with the shared key,
 * issuer, audience, subject = identifiant, exp and iat present, not expired, given at most an hour.
 * Throws ProvenanceRefusee with the reason (for the log) otherwise.
 */
export async function verifierJetonGuichetUnique(
  cle: string | undefined,
  jeton: string,
  attendu: { identifiant: string; audience: string; maintenant?: Date },
): Promise<void> {
  const contexte = { identifiant: attendu.identifiant };
  if (cle === undefined)
    throw new ProvenanceRefusee('GUICHET_UNIQUE_SECRET absent sur une instance publiée : aucun lien accepté', contexte);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(jeton, octets(cle), {
      algorithms: [ALGORITHME],
      issuer: EMETTEUR_GUICHET_UNIQUE,
      audience: attendu.audience,
      subject: attendu.identifiant,
      requiredClaims: ['exp', 'iat'],
      clockTolerance: TOLERANCE_HORLOGE_S,
      ...(attendu.maintenant === undefined ? {} : { currentDate: attendu.maintenant }),
    }));
  } catch (error) {
    throw new ProvenanceRefusee(raisonJose(error), contexte);
  }
  const { exp, iat } = payload as { exp: number; iat: number };
  const maintenantS = Math.floor((attendu.maintenant ?? new Date()).getTime() / 1000);
  if (exp - iat > DUREE_MAXIMALE_JETON_S || exp - maintenantS > DUREE_MAXIMALE_JETON_S + TOLERANCE_HORLOGE_S)
    throw new ProvenanceRefusee(`jeton valable plus d’une heure (exp − iat = ${exp - iat} s)`, contexte);
}
