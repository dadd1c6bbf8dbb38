import type { Contexte } from './contexte.js';
import { dateFrancaise, iso, type Jour } from './dates.js';
import { tirerNom, tirerPrenom } from './personnes.js';
import type { Profil } from './profil.js';

export type TypeProcedure =
  | 'SAUVEGARDE'
  | 'REDRESSEMENT_JUDICIAIRE'
  | 'LIQUIDATION_JUDICIAIRE'
  | 'LIQUIDATION_JUDICIAIRE_SIMPLIFIEE'
  | 'RETABLISSEMENT_PROFESSIONNEL';

export const intitules: Readonly<Record<TypeProcedure, string>> = {
  SAUVEGARDE: 'de sauvegarde',
  REDRESSEMENT_JUDICIAIRE: 'de redressement judiciaire',
  LIQUIDATION_JUDICIAIRE: 'de liquidation judiciaire',
  LIQUIDATION_JUDICIAIRE_SIMPLIFIEE: 'de liquidation judiciaire simplifiée',
  RETABLISSEMENT_PROFESSIONNEL: 'de rétablissement professionnel',
};

export interface Jugement {
  date: Jour;
  nature: string;
  complement: string | null;
  /** The firm of the mandataire or liquidator the judgment names, if it names one. */
  cabinet?: string;
}

/** A proceeding as written, with the ids its rows took: the court case it is follows from it. */
export interface ProcedureEcrite {
  id: number;
  type: TypeProcedure;
  ouverture: Jour;
  cloture: Jour | null;
  jugements: ReadonlyArray<Jugement & { id: number }>;
}

/** A mandataire judiciaire (or liquidator) as a judgment names them, and their firm. */
function designerMandataire(ctx: Contexte): { nom: string; cabinet: string } {
  if (ctx.alea.chance(0.6)) {
    const prenom = tirerPrenom(ctx);
    const nom = tirerNom(ctx);
    return { nom: `Maître ${prenom} ${nom}`, cabinet: `SELARL ${nom} & Associés, mandataires judiciaires` };
  }
  const cabinet = `SELARL ${tirerNom(ctx)} & Associés, mandataires judiciaires`;
  return { nom: cabinet, cabinet };
}

export function mandataire(ctx: Contexte): string {
  return designerMandataire(ctx).nom;
}

export function ecrire(
  ctx: Contexte,
  profil: Profil,
  type: TypeProcedure,
  ouverture: Jour,
  cloture: Jour | null,
  jugements: Jugement[],
): ProcedureEcrite {
  const procedure = ctx.id('procedures_collectives');
  ctx.tables.procedures.ajouter([
    procedure,
    profil.id,
    type,
    profil.siege.greffe,
    iso(ouverture),
    cloture === null ? null : iso(cloture),
  ]);
  const ecrits: Array<Jugement & { id: number }> = [];
  for (const jugement of jugements) {
    const id = ctx.id('jugements');
    ecrits.push({ ...jugement, id });
    ctx.tables.jugements.ajouter([id, procedure, iso(jugement.date), jugement.nature, jugement.complement]);
    ctx.evenement(profil.id, jugement.date, 'PCL', 'JUGEMENT', jugement.nature);
  }
  return { id: procedure, type, ouverture, cloture, jugements: ecrits };
}

export function ouvertureDe(ctx: Contexte, type: TypeProcedure, date: Jour): Jugement {
  const cessation = date - ctx.alea.entier(10, 300);
  const organe = type === 'SAUVEGARDE' || type === 'REDRESSEMENT_JUDICIAIRE' ? 'Mandataire judiciaire' : 'Liquidateur';
  const designe = designerMandataire(ctx);
  return {
    date,
    nature: `Jugement d’ouverture d’une procédure ${intitules[type]}`,
    complement:
      type === 'SAUVEGARDE'
        ? `${organe} : ${designe.nom}`
        : `Date de cessation des paiements : ${dateFrancaise(cessation)}. ${organe} : ${designe.nom}`,
    cabinet: designe.cabinet,
  };
}

/**
 * Collective proceedings. A struck-off company may have ended in judicial
 * liquidation (closed for lack of assets just before its radiation); an
 * active one may be under a proceeding (statut AC). Returns true when the
 * company is under a proceeding now, whether its radiation followed a
 * judgment, and the proceeding written (its court case is written from it).
 */
export function genererProcedure(
  ctx: Contexte,
  profil: Profil,
): { en_cours: boolean; parJugement: boolean; ecrite: ProcedureEcrite | null } {
  const { alea } = ctx;
  const aucune = { en_cours: false, parJugement: false, ecrite: null };
  if (profil.radiation !== null) {
    const ouverture = profil.radiation - alea.entier(120, 900);
    if (ouverture < profil.immatriculation + 60 || !alea.chance(0.12)) return aucune;
    const cloture = Math.max(ouverture + 30, profil.radiation - alea.entier(0, 20));
    const simplifiee = profil.taille === 0 && alea.chance(0.35);
    const type: TypeProcedure = alea.chance(0.25)
      ? 'REDRESSEMENT_JUDICIAIRE'
      : simplifiee
        ? 'LIQUIDATION_JUDICIAIRE_SIMPLIFIEE'
        : 'LIQUIDATION_JUDICIAIRE';
    const jugements = [ouvertureDe(ctx, type, ouverture)];
    if (type === 'REDRESSEMENT_JUDICIAIRE') {
      const conversion = alea.entier(ouverture + 15, cloture - 10);
      const liquidateur = designerMandataire(ctx);
      jugements.push({
        date: conversion,
        nature: 'Jugement de conversion en liquidation judiciaire',
        complement: `Liquidateur : ${liquidateur.nom}`,
        cabinet: liquidateur.cabinet,
      });
    }
    jugements.push({ date: cloture, nature: 'Jugement de clôture pour insuffisance d’actif', complement: null });
    const ecrite = ecrire(ctx, profil, type, ouverture, cloture, jugements);
    profil.dissolution = null;
    return { en_cours: false, parJugement: true, ecrite };
  }

  const ouverture = ctx.reference - alea.entier(10, 540);
  if (ouverture < profil.immatriculation + 60 || !alea.chance(0.025)) return aucune;
  const r = alea.reel();
  const type: TypeProcedure =
    profil.famille === 'EI' && r < 0.1
      ? 'RETABLISSEMENT_PROFESSIONNEL'
      : r < 0.3
        ? 'SAUVEGARDE'
        : r < 0.85
          ? 'REDRESSEMENT_JUDICIAIRE'
          : 'LIQUIDATION_JUDICIAIRE';
  const jugements = [ouvertureDe(ctx, type, ouverture)];
  const plan = ouverture + alea.entier(150, 400);
  if ((type === 'SAUVEGARDE' || type === 'REDRESSEMENT_JUDICIAIRE') && plan <= ctx.reference && alea.chance(0.5)) {
    const duree = alea.entier(3, 10);
    jugements.push({
      date: plan,
      nature: `Jugement arrêtant le plan ${intitules[type]}`,
      complement: `Durée du plan : ${duree} ans`,
    });
  }
  const ecrite = ecrire(ctx, profil, type, ouverture, null, jugements);
  profil.dissolution = null;
  return { en_cours: true, parJugement: false, ecrite };
}
