import { randomUUID } from 'node:crypto';

import { preparerDepartUtilisateur } from '../../comptes-clients/index.js';
import type { ContexteIdentite } from '../contexte.js';
import { ajouterTravail } from '../../travaux/index.js';
import { supprimerPourCompte } from '../repository/oidc.js';
import * as tentatives from '../repository/tentatives.js';
import * as depot from '../repository/utilisateurs.js';
import type { Utilisateur } from '../repository/utilisateurs.js';
import { cleCompte } from './connexion.js';
import {
  courrielChangementEmail,
  courrielDejaInscrit,
  courrielReinitialisation,
  courrielValidation,
} from '../../../lib/courriels/modeles.js';
import { hacherMotDePasse } from './mots-de-passe.js';
import { estCompteDeTest } from './regles.js';

type Ctx = Pick<ContexteIdentite, 'db' | 'config' | 'liens' | 'messagerie'>;

const lienPage = (ctx: Ctx, chemin: string, jeton: string) =>
  `${ctx.config.siteUrl}${chemin}?jeton=${encodeURIComponent(jeton)}`;

function lienReinitialisation(ctx: Ctx, u: Utilisateur): string {
  const jeton = ctx.liens.signer('reinitialisation', { u: u.id, f: ctx.liens.empreinte(u.motDePasse) });
  return lienPage(ctx, '/mot-de-passe-oublie/nouveau', jeton);
}

async function envoyerValidation(ctx: Ctx, u: Pick<Utilisateur, 'id' | 'email' | 'prenom'>): Promise<void> {
  const jeton = ctx.liens.signer('validation', { u: u.id, e: u.email });
  await ctx.messagerie.envoyer(courrielValidation(u, lienPage(ctx, '/inscription-validation', jeton)));
}

export interface Inscription {
  nom: string;
  prenom: string;
  email: string;
  motDePasse: string;
}

/**
 * Same answer whether or not the address has an account (the page says « Vérifiez votre
 * messagerie »): the owner of an existing address gets a message saying so instead.
 */
export async function inscrire(ctx: Ctx, demande: Inscription): Promise<void> {
  // Hashed whether or not the address has an account: the answer time must not tell.
  const motDePasse = await hacherMotDePasse(demande.motDePasse);
  const existant = await depot.trouverParEmail(ctx.db, demande.email);
  if (existant) {
    await ctx.messagerie.envoyer(courrielDejaInscrit(existant, lienReinitialisation(ctx, existant)));
    return;
  }
  const nouveau = {
    id: randomUUID(),
    email: demande.email,
    motDePasse,
    nom: demande.nom,
    prenom: demande.prenom,
    compte_de_test: estCompteDeTest(demande.email, ctx.config.domainesComptesTest),
  };
  // Lost race with a concurrent registration of the same address: nothing to send.
  if (await depot.creer(ctx.db, nouveau)) await envoyerValidation(ctx, nouveau);
}

/** A new validation link, only for an existing account still waiting for one. */
export async function renvoyerValidation(ctx: Ctx, email: string): Promise<void> {
  const u = await depot.trouverParEmail(ctx.db, email);
  if (u && u.emailValideLe === null) await envoyerValidation(ctx, u);
}

export type ResultatValidation = { statut: 'validee' } | { statut: 'expiree' | 'invalide'; email?: string };

export async function validerEmail(ctx: Ctx, jeton: unknown): Promise<ResultatValidation> {
  const lien = ctx.liens.verifier('validation', jeton);
  if (lien.statut === 'invalide') return { statut: 'invalide' };
  if (lien.statut === 'expire') return { statut: 'expiree', email: lien.contenu.e };
  const fait = await depot.validerEmail(ctx.db, lien.contenu.u, lien.contenu.e ?? '');
  return fait ? { statut: 'validee' } : { statut: 'invalide' };
}

/** Job that sends a reset link (`donnees.utilisateur`: the user's id, or null for an unknown address). */
export const TRAVAIL_REINITIALISATION = 'COURRIEL_REINITIALISATION';

/**
 * Same answer whether or not the address exists (the page says so), and the same work: one lookup and
 * one queued job in both cases. Signing the link and writing the e-mail took 3 ms more for an existing
 * address, enough to tell by timing which addresses have an account: that work runs in the job, out
 * of the request, which only records who it is for (nobody, for an unknown address: the job is
 * dropped, and the address typed is kept nowhere).
 */
export async function demanderReinitialisation(
  ctx: Pick<ContexteIdentite, 'db' | 'travaux'>,
  email: string,
): Promise<void> {
  const u = await depot.trouverParEmail(ctx.db, email);
  await ajouterTravail(ctx.db, { type: TRAVAIL_REINITIALISATION, donnees: { utilisateur: u?.id ?? null } });
  ctx.travaux.reveiller();
}

/**
 * The reset job: the link is signed when the e-mail is written, with the password hash of that
 * moment (a password changed in between makes a link that would be dead on arrival otherwise).
 */
export async function envoyerReinitialisation(ctx: Ctx, donnees: Record<string, unknown>): Promise<void> {
  const id = donnees['utilisateur'];
  if (typeof id !== 'string') return;
  const u = await depot.trouverParId(ctx.db, id);
  if (u) await ctx.messagerie.envoyer(courrielReinitialisation(u, lienReinitialisation(ctx, u)));
}

/**
 * The link is bound to the password it replaces (a digest of its hash): once a new password is
 * set, the same link no longer works, without a table of used links.
 */
export async function lireLienReinitialisation(
  ctx: Ctx,
  jeton: unknown,
): Promise<{ statut: 'valide'; utilisateur: Utilisateur } | { statut: 'expire' | 'invalide' }> {
  const lien = ctx.liens.verifier('reinitialisation', jeton);
  if (lien.statut !== 'valide') return { statut: lien.statut };
  const u = await depot.trouverParId(ctx.db, lien.contenu.u);
  if (!u || !ctx.liens.empreinteCorrespond(u.motDePasse, lien.contenu.f)) return { statut: 'invalide' };
  return { statut: 'valide', utilisateur: u };
}

/** New password: every session and grant ends, the account's lock is lifted. */
export async function reinitialiser(ctx: Ctx, u: Utilisateur, motDePasse: string): Promise<void> {
  const hash = await hacherMotDePasse(motDePasse);
  await ctx.db.transaction(async (tx) => {
    await depot.changerMotDePasse(tx, u.id, hash);
    // The link reached the mailbox: the address is proven, as a validation link would.
    await depot.validerEmail(tx, u.id, u.email);
    await supprimerPourCompte(tx, u.id);
    await tentatives.effacer(tx, cleCompte(u.email));
  });
}

export async function changerMotDePasse(ctx: Ctx, u: Utilisateur, motDePasse: string): Promise<void> {
  await depot.changerMotDePasse(ctx.db, u.id, await hacherMotDePasse(motDePasse));
}

export interface ModificationProfil {
  nom: string;
  prenom: string;
  email: string;
  attributs: depot.Attributs;
}

/**
 * Names and attributes change at once; a new address only after its owner follows the link
 * sent to it. Gives the updated user, or 'email-pris': another account already signs in with it.
 */
export async function modifierProfil(
  ctx: Ctx,
  u: Utilisateur,
  m: ModificationProfil,
): Promise<Utilisateur | undefined | 'email-pris'> {
  const change = m.email.toLowerCase() !== u.email.toLowerCase();
  if (change) {
    const autre = await depot.trouverParEmail(ctx.db, m.email);
    if (autre && autre.id !== u.id) return 'email-pris';
  }
  // The current address given back (a form showing it) leaves a pending change as it is.
  const enAttente = change ? m.email : u.email_en_attente;
  const modifie = await depot.modifierProfil(ctx.db, u.id, {
    nom: m.nom,
    prenom: m.prenom,
    attributs: m.attributs,
    email_en_attente: enAttente,
  });
  if (change) {
    const jeton = ctx.liens.signer('changement-email', { u: u.id, e: m.email });
    await ctx.messagerie.envoyer(courrielChangementEmail(u, m.email, lienPage(ctx, '/changement-email', jeton)));
  }
  return modifie;
}

export async function confirmerChangementEmail(ctx: Ctx, jeton: unknown): Promise<'termine' | 'expire'> {
  const lien = ctx.liens.verifier('changement-email', jeton);
  if (lien.statut !== 'valide' || !lien.contenu.e) return 'expire';
  const email = lien.contenu.e;
  try {
    const resultat = await depot.appliquerEmailEnAttente(
      ctx.db,
      lien.contenu.u,
      email,
      estCompteDeTest(email, ctx.config.domainesComptesTest),
    );
    return resultat === 'fait' ? 'termine' : 'expire';
  } catch (error) {
    // Taken by a registration between the check and the update (unique index).
    if ((error as { code?: string }).code === '23505') return 'expire';
    throw error;
  }
}

/**
 * The person's data goes; customer accounts stay (their link to the user cascades), with their
 * orders and invoices. The accounts' rules come first: a refusal leaves everything as it was.
 */
export async function supprimerCompte(ctx: Ctx, u: Utilisateur): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await preparerDepartUtilisateur(tx, u.id);
    await supprimerPourCompte(tx, u.id);
    await tentatives.effacer(tx, cleCompte(u.email));
    await depot.supprimer(tx, u.id);
  });
}
