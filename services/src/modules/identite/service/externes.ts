import { randomUUID } from 'node:crypto';

import type { RevendicationsExternes } from '../../../config.js';
import type { Db } from '../../../db/index.js';
import { estCompteDeTest } from './regles.js';

/** A password no scrypt check accepts: the account signs in at its provider only. */
export const MOT_DE_PASSE_EXTERNE = 'externe';

export interface PersonneExterne {
  emetteur: string;
  sujet: string;
  email: string;
  emailVerifie: boolean;
  prenom: string;
  nom: string;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,63}$/;
/** SPEC §5: names are limited to 70 characters; a longer claim is cut, never refused. */
const texte = (valeur: unknown) => (typeof valeur === 'string' ? valeur.trim().slice(0, 70) : '');

/**
 * The person a verified access token of another provider names, or the reason it cannot be one
 * of ours: its claims come from outside and are checked like any input.
 */
export function lirePersonneExterne(
  emetteur: string,
  payload: Record<string, unknown>,
  revendications: RevendicationsExternes,
): PersonneExterne | { refus: string } {
  const { sub } = payload;
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 255) return { refus: 'sub absent ou invalide' };
  const email = payload[revendications.email];
  if (typeof email !== 'string' || email.length > 254 || !EMAIL.test(email)) {
    return { refus: `revendication ${revendications.email} absente ou invalide` };
  }
  return {
    emetteur,
    sujet: sub,
    email,
    emailVerifie: payload[revendications.emailVerifie] === true,
    prenom: texte(payload[revendications.prenom]),
    nom: texte(payload[revendications.nom]),
  };
}

/**
 * The local user a subject of the provider stands for: the row linked at its first token; else
 * the local account of the same address, linked when the provider says it verified that address
 * (never otherwise: anyone may claim any address at a provider that does not check it); else a new
 * row. Several first requests at once end on the same row (primary key, then a re-read).
 */
export async function utilisateurExterne(
  db: Db,
  personne: PersonneExterne,
  domainesComptesTest: readonly string[],
): Promise<string> {
  const lire = async () =>
    (
      await db.query<{ utilisateur_id: string }>(
        'SELECT utilisateur_id FROM utilisateurs_externes WHERE emetteur = $1 AND sujet = $2',
        [personne.emetteur, personne.sujet],
      )
    ).rows[0]?.utilisateur_id;
  const existant = await lire();
  if (existant) return existant;

  try {
    return await lier(db, personne, domainesComptesTest);
  } catch (error) {
    // Another first request of the same person created the row meanwhile (unique address or link).
    const relu = (error as { code?: unknown }).code === '23505' ? await lire() : undefined;
    if (relu) return relu;
    throw error;
  }
}

function lier(db: Db, personne: PersonneExterne, domainesComptesTest: readonly string[]): Promise<string> {
  return db.transaction(async (tx) => {
    const { rows: memeAdresse } = await tx.query<{ id: string }>(
      'SELECT id FROM utilisateurs WHERE email_normalise = lower($1)',
      [personne.email],
    );
    let id = memeAdresse[0]?.id;
    if (id === undefined) {
      id = randomUUID();
      await tx.query(
        `INSERT INTO utilisateurs (id, email, email_valide_le, mot_de_passe, nom, prenom, compte_de_test)
         VALUES ($1, $2, CASE WHEN $3 THEN now() END, $4, $5, $6, $7)`,
        [
          id,
          personne.email,
          personne.emailVerifie,
          MOT_DE_PASSE_EXTERNE,
          personne.nom,
          personne.prenom,
          estCompteDeTest(personne.email, domainesComptesTest),
        ],
      );
    } else if (!personne.emailVerifie) {
      throw new AdresseNonVerifiee(personne.email);
    }
    const { rows } = await tx.query<{ utilisateur_id: string }>(
      `INSERT INTO utilisateurs_externes (emetteur, sujet, utilisateur_id) VALUES ($1, $2, $3)
       ON CONFLICT (emetteur, sujet) DO UPDATE SET emetteur = EXCLUDED.emetteur
       RETURNING utilisateur_id`,
      [personne.emetteur, personne.sujet, id],
    );
    return rows[0]!.utilisateur_id;
  });
}

/** A local account has this address, and the provider does not vouch for it: not linked. */
export class AdresseNonVerifiee extends Error {
  constructor(readonly email: string) {
    super('adresse électronique non vérifiée par le fournisseur, déjà celle d’un compte du portail');
    this.name = 'AdresseNonVerifiee';
  }
}
