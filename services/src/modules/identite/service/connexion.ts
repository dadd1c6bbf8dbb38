import type { ContexteIdentite } from '../contexte.js';
import * as tentatives from '../repository/tentatives.js';
import { trouverParEmail, type Utilisateur } from '../repository/utilisateurs.js';
import { verifierLeurre, verifierMotDePasse } from './mots-de-passe.js';

// Contract: 5 failures for an account within 15 minutes lock it for 15 minutes; 20 failures from
// one address within 15 minutes block that address for 15 minutes.
export const FENETRE = 15 * 60;
export const DUREE_BLOCAGE = 15 * 60;
const SEUIL_COMPTE = 5;
const SEUIL_ADRESSE = 20;

export type ResultatConnexion =
  | { resultat: 'ok'; utilisateur: Utilisateur }
  | { resultat: 'refuse' }
  | { resultat: 'bloque'; minutes: number }
  | { resultat: 'non-valide'; utilisateur: Utilisateur };

/** Keyed by the address typed, whether or not it has an account: a lock reveals nothing. */
export const cleCompte = (email: string) => `compte:${email.trim().toLowerCase()}`;
const cleAdresse = (ip: string) => `ip:${ip}`;

const enMinutes = (secondes: number) => Math.max(1, Math.ceil(secondes / 60));

export async function seConnecter(
  ctx: Pick<ContexteIdentite, 'db' | 'log'>,
  email: string,
  motDePasse: string,
  ip: string,
): Promise<ResultatConnexion> {
  const { db } = ctx;
  const cles = [cleCompte(email), cleAdresse(ip)] as const;
  const reste = await tentatives.blocageRestant(db, [...cles]);
  if (reste > 0) return { resultat: 'bloque', minutes: enMinutes(reste) };

  const utilisateur = await trouverParEmail(db, email.trim());
  const correct = utilisateur
    ? await verifierMotDePasse(motDePasse, utilisateur.motDePasse)
    : (await verifierLeurre(motDePasse), false);
  if (!utilisateur || !correct) {
    const bloqueCompte = await tentatives.enregistrerEchec(db, cles[0], SEUIL_COMPTE, FENETRE, DUREE_BLOCAGE);
    const bloqueAdresse = await tentatives.enregistrerEchec(db, cles[1], SEUIL_ADRESSE, FENETRE, DUREE_BLOCAGE);
    if (bloqueCompte || bloqueAdresse) {
      ctx.log.warn(
        { compte: bloqueCompte, adresse: bloqueAdresse ? ip : undefined },
        'Connexion bloquée après des échecs répétés',
      );
      return { resultat: 'bloque', minutes: enMinutes(DUREE_BLOCAGE) };
    }
    return { resultat: 'refuse' };
  }
  // The right password for an unvalidated address: said only to whoever knows the password.
  if (utilisateur.emailValideLe === null) return { resultat: 'non-valide', utilisateur };
  await tentatives.effacer(db, cles[0]);
  return { resultat: 'ok', utilisateur };
}

/**
 * The password of a signed-in user (password change, deletion): failures count against the
 * account like sign-in failures, so a stolen access token cannot be used to guess it.
 */
export async function verifierMotDePasseDuCompte(
  ctx: Pick<ContexteIdentite, 'db'>,
  utilisateur: Utilisateur,
  motDePasse: string,
): Promise<'ok' | 'refuse' | { bloque: number }> {
  const cle = cleCompte(utilisateur.email);
  const reste = await tentatives.blocageRestant(ctx.db, [cle]);
  if (reste > 0) return { bloque: enMinutes(reste) };
  if (await verifierMotDePasse(motDePasse, utilisateur.motDePasse)) return 'ok';
  const bloque = await tentatives.enregistrerEchec(ctx.db, cle, SEUIL_COMPTE, FENETRE, DUREE_BLOCAGE);
  return bloque ? { bloque: enMinutes(DUREE_BLOCAGE) } : 'refuse';
}
