import type { ContexteIdentite } from '../contexte.js';
import * as tentatives from '../repository/tentatives.js';
import { changerMotDePasse, trouverParEmail, type Utilisateur } from '../repository/utilisateurs.js';
import { aRehacher, hacherMotDePasse, verifierLeurre, verifierMotDePasse } from './mots-de-passe.js';

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

/**
 * The attempt is recorded before the lock is read and before the password is checked (see
 * `tentatives.reserver`): attempts sent in parallel cannot check more passwords than the rule
 * allows, and one that arrives while another sets the lock sees the lock.
 */
async function reserver(
  db: ContexteIdentite['db'],
  regles: readonly { cle: string; seuil: number }[],
): Promise<{ reste: number; atteints: string[]; depasses: string[] }> {
  const comptes: number[] = [];
  for (const { cle } of regles) comptes.push(await tentatives.reserver(db, cle, FENETRE));
  const reste = await tentatives.blocageRestant(
    db,
    regles.map((r) => r.cle),
  );
  // An attempt refused by a lock is not checked: it does not count towards the next one.
  if (reste > 0) for (const { cle } of regles) await tentatives.retirer(db, cle);
  return {
    reste,
    atteints: regles.filter((r, i) => (comptes[i] ?? 0) >= r.seuil).map((r) => r.cle),
    depasses: regles.filter((r, i) => (comptes[i] ?? 0) > r.seuil).map((r) => r.cle),
  };
}

export async function seConnecter(
  ctx: Pick<ContexteIdentite, 'db' | 'log'>,
  email: string,
  motDePasse: string,
  ip: string,
): Promise<ResultatConnexion> {
  const { db } = ctx;
  const [compte, adresse] = [cleCompte(email), cleAdresse(ip)] as const;
  const { reste, atteints, depasses } = await reserver(db, [
    { cle: compte, seuil: SEUIL_COMPTE },
    { cle: adresse, seuil: SEUIL_ADRESSE },
  ]);
  if (reste > 0) return { resultat: 'bloque', minutes: enMinutes(reste) };
  // More attempts under way than the rule lets be checked: this one is not.
  if (depasses.length > 0) {
    for (const cle of [compte, adresse]) {
      if (depasses.includes(cle)) await tentatives.verrouiller(db, cle, DUREE_BLOCAGE);
      else await tentatives.retirer(db, cle);
    }
    ctx.log.warn(
      { compte: depasses.includes(compte), adresse: depasses.includes(adresse) ? ip : undefined },
      'Connexion bloquée : trop de tentatives simultanées',
    );
    return { resultat: 'bloque', minutes: enMinutes(DUREE_BLOCAGE) };
  }

  const utilisateur = await trouverParEmail(db, email.trim());
  const correct = utilisateur
    ? await verifierMotDePasse(motDePasse, utilisateur.motDePasse)
    : (await verifierLeurre(motDePasse), false);
  if (!utilisateur || !correct) {
    // The recorded attempt stays as the failure; the one that reaches a threshold locks.
    if (atteints.length > 0) {
      for (const cle of atteints) await tentatives.verrouiller(db, cle, DUREE_BLOCAGE);
      ctx.log.warn(
        { compte: atteints.includes(compte), adresse: atteints.includes(adresse) ? ip : undefined },
        'Connexion bloquée après des échecs répétés',
      );
      return { resultat: 'bloque', minutes: enMinutes(DUREE_BLOCAGE) };
    }
    return { resultat: 'refuse' };
  }
  // The right password: not a failure, for the address either.
  await tentatives.retirer(db, adresse);
  // A hash made with weaker parameters is replaced, now that the password is known.
  if (aRehacher(utilisateur.motDePasse)) {
    await changerMotDePasse(db, utilisateur.id, await hacherMotDePasse(motDePasse));
    ctx.log.info({ utilisateur: utilisateur.id }, 'Empreinte du mot de passe renforcée');
  }
  // The right password for an unvalidated address: said only to whoever knows the password.
  if (utilisateur.emailValideLe === null) {
    await tentatives.retirer(db, compte);
    return { resultat: 'non-valide', utilisateur };
  }
  await tentatives.effacer(db, compte);
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
  const { reste, atteints, depasses } = await reserver(ctx.db, [{ cle, seuil: SEUIL_COMPTE }]);
  if (reste > 0) return { bloque: enMinutes(reste) };
  if (depasses.length === 0 && (await verifierMotDePasse(motDePasse, utilisateur.motDePasse))) {
    await tentatives.retirer(ctx.db, cle);
    return 'ok';
  }
  if (atteints.length === 0) return 'refuse';
  await tentatives.verrouiller(ctx.db, cle, DUREE_BLOCAGE);
  return { bloque: enMinutes(DUREE_BLOCAGE) };
}
