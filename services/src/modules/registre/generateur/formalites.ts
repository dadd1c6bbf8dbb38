import type { EtatFormalite, TypeFormalite } from '@portail/contrat/formalites';

import { normaliserNom } from '../../../lib/normaliser.js';
import { Aleatoire, tirage } from './aleatoire.js';
import type { Contexte, EvenementEcrit } from './contexte.js';
import { annee, iso } from './dates.js';
import { noms } from './donnees/personnes.js';
import type { Profil } from './profil.js';

/** A moment as minutes since 1970-01-01 00:00 UTC. */
export type Minute = number;
const MINUTES_PAR_JOUR = 1440;

/** 'YYYY-MM-DD HH:MM:00+00', as the COPY text of a timestamptz. */
export function horodatage(m: Minute): string {
  const jourDe = Math.floor(m / MINUTES_PAR_JOUR);
  const minutes = m - jourDe * MINUTES_PAR_JOUR;
  return `${iso(jourDe)} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00+00`;
}

/**
 * The dossier's identifier in the formalities application: J and eleven digits, a bijection of the
 * row's id (multiplied by a number prime to 10, modulo 10¹¹), so that two dossiers never share one and
 * consecutive dossiers do not look consecutive.
 */
export function identifiantFormalite(id: number): string {
  const valeur = (BigInt(id) * 48_271_433n + 20_240_117_903n) % 100_000_000_000n;
  return `J${valeur.toString().padStart(11, '0')}`;
}

/** The greffe's code, the year of reception and the greffe's six-digit sequence of the year. */
export function numeroLiasse(greffe: string, an: number, numero: number): string {
  return `${greffe}${an}${String(numero).padStart(6, '0')}`;
}

/** The highest number of a greffe's yearly series of liasses. */
export const NUMERO_LIASSE_MAX = 999_999;

/** What the greffe asks to regularise a dossier (EN_ATTENTE_REGULARISATION). */
export const MOTIFS_REGULARISATION: readonly string[] = [
  'Pièce manquante : attestation de parution dans un journal d’annonces légales',
  'Pièce manquante : justificatif de jouissance des locaux du siège',
  'Pièce manquante : déclaration de non-condamnation et de filiation du dirigeant',
  'Pièce manquante : copie certifiée conforme du procès-verbal de décision',
  'Discordance entre les statuts et le formulaire sur la date de clôture de l’exercice',
  'Pouvoir du mandataire non signé',
  'Justificatif d’identité du dirigeant illisible ou expiré',
  'Frais de greffe non réglés',
];

/** Why a greffe rejects a dossier (REJETEE). */
export const MOTIFS_REJET: readonly string[] = [
  'Régularisation non produite dans le délai de quinze jours',
  'Formalité déposée en double : un dossier identique est déjà en cours',
  'Acte déposé non signé par les associés',
  'Dossier incomplet : pièces justificatives non produites',
];

/** How a dossier ended, or where it stands. */
export interface Etape {
  etat: EtatFormalite;
  moment: Minute;
  motif: string | null;
}

/** The dossier a registry change comes from: its type and what it asks, in words. */
export interface Explication {
  type: TypeFormalite;
  objet: string;
}

const objetsModification: Readonly<Record<string, string>> = {
  'Modification du capital social': 'Modification du capital social',
  'Modification de l’activité': 'Modification de l’objet social et de l’activité',
  'Modification de la dénomination': 'Changement de dénomination',
  'Modification relative aux associés': 'Modification relative aux associés (cession de parts sociales)',
  'Modification de la durée': 'Prorogation de la durée de la société',
};

/**
 * The formality a registry event comes from, when the company (or its filer) filed one: the
 * immatriculation and its articles of association, the modifications, the accounts, the cessation.
 * A radiation d'office (after the closing of a judicial liquidation), the court's judgments and
 * the creditors' inscriptions come from no formality of the company.
 */
export function explication(ev: Pick<EvenementEcrit, 'nature' | 'libelle'>, entrepreneur: boolean): Explication | null {
  switch (ev.nature) {
    case 'IMMATRICULATION':
      return {
        type: 'IMMATRICULATION',
        objet: entrepreneur
          ? 'Immatriculation d’un entrepreneur individuel (début d’activité)'
          : 'Immatriculation d’une société (constitution)',
      };
    case 'MODIFICATION':
      return { type: 'MODIFICATION', objet: objetsModification[ev.libelle] ?? ev.libelle };
    case 'TRANSFERT_SIEGE':
    case 'OUVERTURE_ETABLISSEMENT':
    case 'FERMETURE_ETABLISSEMENT':
      return { type: 'MODIFICATION', objet: ev.libelle.replace(/ \(précédemment à .*\)$/, '') };
    case 'MODIFICATION_CAPITAL':
      return { type: 'MODIFICATION', objet: 'Modification du capital social' };
    case 'CHANGEMENT_ACTIVITE':
      return { type: 'MODIFICATION', objet: 'Changement d’activité principale' };
    case 'NOMINATION_DIRIGEANT':
    case 'CESSATION_DIRIGEANT':
      return { type: 'MODIFICATION', objet: 'Modification relative aux dirigeants' };
    case 'DISSOLUTION':
      return { type: 'MODIFICATION', objet: 'Dissolution anticipée et nomination du liquidateur' };
    case 'RADIATION':
      if (ev.libelle.startsWith('Radiation d’office')) return null;
      return {
        type: 'CESSATION',
        objet: entrepreneur
          ? 'Cessation totale d’activité et radiation'
          : 'Radiation après clôture des opérations de liquidation',
      };
    case 'DEPOT_COMPTES':
      return { type: 'DEPOT_COMPTES', objet: ev.libelle };
    default:
      return null;
  }
}

const tirageNoms = tirage(noms);

/** A law firm's or filer's own reference, for about a third of the dossiers. */
export function referenceFormaliste(alea: Aleatoire, an: number): string | null {
  if (!alea.chance(0.35)) return null;
  const nom = normaliserNom(tirageNoms.tirer(alea)).toUpperCase().replace(/ /g, '-');
  const numero = alea.entier(1, 999);
  return alea.chance(0.6)
    ? `CAB-${nom}-${an}-${String(numero).padStart(3, '0')}`
    : `${nom.slice(0, 3)}/${String(an).slice(2)}/${String(numero).padStart(4, '0')}`;
}

/**
 * The timeline of a dossier inscribed at `fin` (a registry change's time), received no earlier than
 * `debut`: RECUE, EN_COURS_INSTRUCTION, sometimes a regularisation asked and produced (back to
 * EN_COURS_INSTRUCTION), VALIDEE, INSCRITE, over a few days (more when regularised).
 */
export function etapesInscrites(alea: Aleatoire, debut: Minute, fin: Minute, regularisation: number): Etape[] {
  const etats: Array<[EtatFormalite, string | null]> = [
    ['RECUE', null],
    ['EN_COURS_INSTRUCTION', null],
  ];
  if (alea.chance(regularisation)) {
    etats.push(['EN_ATTENTE_REGULARISATION', alea.choisir(MOTIFS_REGULARISATION)], ['EN_COURS_INSTRUCTION', null]);
  }
  etats.push(['VALIDEE', null], ['INSCRITE', null]);
  return espacer(alea, etats, debut, fin);
}

/** A dossier rejected at `fin`, received no earlier than `debut`, sometimes after a regularisation asked in vain. */
export function etapesRejetees(alea: Aleatoire, debut: Minute, fin: Minute): Etape[] {
  const motif = alea.choisir(MOTIFS_REJET);
  const etats: Array<[EtatFormalite, string | null]> = [
    ['RECUE', null],
    ['EN_COURS_INSTRUCTION', null],
  ];
  if (motif.startsWith('Régularisation'))
    etats.push(['EN_ATTENTE_REGULARISATION', alea.choisir(MOTIFS_REGULARISATION)]);
  etats.push(['REJETEE', motif]);
  return espacer(alea, etats, debut, fin);
}

/**
 * Dates the states backwards from `fin`: a day or two between two states (a week or two to produce a
 * regularisation), squeezed evenly between `debut` and `fin` when there is no room for that.
 */
function espacer(alea: Aleatoire, etats: Array<[EtatFormalite, string | null]>, debut: Minute, fin: Minute): Etape[] {
  const moments: Minute[] = new Array<Minute>(etats.length);
  moments[etats.length - 1] = fin;
  for (let i = etats.length - 2; i >= 0; i--) {
    const attente = etats[i]?.[0] === 'EN_ATTENTE_REGULARISATION' ? alea.entier(3, 14) : alea.entier(0, 2);
    moments[i] = (moments[i + 1] as Minute) - attente * MINUTES_PAR_JOUR - alea.entier(10, 240);
  }
  if ((moments[0] as Minute) < debut) {
    const pas = Math.max(1, Math.floor((fin - debut) / (etats.length - 1)));
    for (let i = 0; i < etats.length - 1; i++) moments[i] = Math.min(fin - (etats.length - 1 - i), debut + i * pas);
  }
  return etats.map(([etat, motif], i) => ({ etat, moment: moments[i] as Minute, motif }));
}

/** A dossier to write: its rows in formalites and formalites_etapes. */
export interface Dossier {
  id: number;
  numero: number;
  greffe: string;
  entreprise: number;
  siren: string;
  nom: string;
  explication: Explication;
  reference: string | null;
  etapes: readonly Etape[];
}

/** Writes a dossier and its timeline into the context's tables; its state is its last step. */
export function ecrireDossier(ctx: Contexte, d: Dossier): void {
  const premiere = d.etapes[0] as Etape;
  const derniere = d.etapes[d.etapes.length - 1] as Etape;
  const depot = Math.floor(premiere.moment / MINUTES_PAR_JOUR);
  ctx.tables.formalites.ajouter([
    d.id,
    identifiantFormalite(d.id),
    numeroLiasse(d.greffe, annee(depot), d.numero),
    d.reference,
    d.explication.type,
    d.explication.objet,
    d.greffe,
    d.entreprise,
    d.siren,
    d.nom,
    normaliserNom(d.nom),
    iso(depot),
    derniere.etat,
    derniere.motif,
    horodatage(derniere.moment),
    null,
    null,
  ]);
  for (const e of d.etapes) {
    ctx.tables.formalitesEtapes.ajouter([ctx.id('formalites_etapes'), d.id, e.etat, horodatage(e.moment), e.motif]);
  }
}

/** The open states a dossier filed recently may still be in. */
export const etatsOuverts = tirage<EtatFormalite>([
  ['RECUE', 25],
  ['EN_COURS_INSTRUCTION', 35],
  ['EN_ATTENTE_REGULARISATION', 20],
  ['VALIDEE', 15],
  ['REJETEE', 5],
]);

/** What a company still registered may have filed in the last weeks and the greffe not yet inscribed. */
export const enCours = tirage<Explication>([
  [{ type: 'MODIFICATION', objet: 'Transfert du siège social' }, 20],
  [{ type: 'MODIFICATION', objet: 'Modification relative aux dirigeants' }, 25],
  [{ type: 'MODIFICATION', objet: 'Modification du capital social' }, 10],
  [{ type: 'MODIFICATION', objet: 'Ouverture d’un établissement secondaire' }, 10],
  [{ type: 'MODIFICATION', objet: 'Changement de dénomination' }, 5],
  [{ type: 'DEPOT_COMPTES', objet: 'Dépôt des comptes annuels' }, 25],
  [{ type: 'CESSATION', objet: 'Radiation après clôture des opérations de liquidation' }, 5],
]);

/** Weeks before the reference day a dossier may still be open. */
const JOURS_OUVERTS = 28;

/**
 * The formalities of the company just generated, from a random stream of its own seeded by its SIREN
 * (as the pledges and the cases): every other table is what it would be without them. Each registry
 * event a formality explains gets one, inscribed at the event's time and filed a few days before
 * (never before the company's creation or immatriculation), a few after a first dossier rejected;
 * its events point to it. A company still registered may have a dossier filed in the last four weeks
 * and still open. Liasses are numbered per greffe (the siège's) and year of reception.
 */
export function genererFormalites(ctx: Contexte, profil: Profil, nom: string): void {
  // An activity day links its events itself (activite/formalites.ts), numbering after the greffe's last.
  if (ctx.origine !== 'GENERATEUR') return;
  const alea = new Aleatoire(`formalites:${profil.siren}`);
  const entrepreneur = profil.famille === 'EI';
  const greffe = profil.siege.greffe;
  const parJour = new Map<string, number>();
  const nouveau = (explication: Explication, etapes: Etape[]): number => {
    const id = ctx.id('formalites');
    const depot = Math.floor((etapes[0] as Etape).moment / MINUTES_PAR_JOUR);
    const an = annee(depot);
    ecrireDossier(ctx, {
      id,
      numero: ctx.numero('L', greffe, an),
      greffe,
      entreprise: profil.id,
      siren: profil.siren,
      nom,
      explication,
      reference: referenceFormaliste(alea, an),
      etapes,
    });
    return id;
  };
  for (const ev of ctx.evenementsEnCours) {
    if (ev.entreprise !== profil.id) continue;
    const statuts =
      ev.nature === 'DEPOT_ACTE' && ev.date === profil.immatriculation && ev.libelle.endsWith('constitutifs');
    if (statuts) {
      // The articles of association came with the immatriculation's liasse.
      ev.formalite = parJour.get(`IMMATRICULATION ${ev.date}`) ?? null;
      continue;
    }
    const quoi = explication(ev, entrepreneur);
    if (quoi === null) continue;
    const cle = `${quoi.type} ${quoi.objet} ${ev.date}`;
    const deja = parJour.get(cle);
    if (deja !== undefined) {
      ev.formalite = deja;
      continue;
    }
    const fin = ev.date * MINUTES_PAR_JOUR + ev.minutes;
    const plancher =
      (quoi.type === 'IMMATRICULATION' ? profil.creation : profil.immatriculation) * MINUTES_PAR_JOUR + 480;
    const etapes = etapesInscrites(alea, Math.min(plancher, fin - 4), fin, quoi.type === 'DEPOT_COMPTES' ? 0.04 : 0.15);
    const recue = (etapes[0] as Etape).moment;
    // A first dossier rejected, filed again a few days later.
    if (alea.chance(0.04) && recue - plancher > 12 * MINUTES_PAR_JOUR) {
      const rejet = recue - alea.entier(1, 5) * MINUTES_PAR_JOUR - alea.entier(30, 300);
      nouveau(quoi, etapesRejetees(alea, Math.max(plancher, rejet - 20 * MINUTES_PAR_JOUR), rejet));
    }
    const id = nouveau(quoi, etapes);
    ev.formalite = id;
    parJour.set(cle, id);
    if (quoi.type === 'IMMATRICULATION') parJour.set(`IMMATRICULATION ${ev.date}`, id);
  }
  // A dossier filed in the last weeks, still with the greffe.
  const reference = ctx.reference;
  if (profil.radiation === null && reference - profil.immatriculation > 60 && alea.chance(0.03)) {
    const quoi = enCours.tirer(alea);
    if (quoi.type === 'CESSATION' && entrepreneur) return;
    const depot =
      reference * MINUTES_PAR_JOUR - alea.entier(0, JOURS_OUVERTS) * MINUTES_PAR_JOUR + alea.entier(480, 1080);
    const etat = etatsOuverts.tirer(alea);
    const maintenant = reference * MINUTES_PAR_JOUR + 1080;
    const etapes = ouvertes(alea, etat, depot, maintenant);
    nouveau(quoi, etapes);
  }
}

/** The states of a dossier received at `depot` and now in `etat`, the last one before `maintenant`. */
export function ouvertes(alea: Aleatoire, etat: EtatFormalite, depot: Minute, maintenant: Minute): Etape[] {
  const chemin: Array<[EtatFormalite, string | null]> = [['RECUE', null]];
  if (etat !== 'RECUE') chemin.push(['EN_COURS_INSTRUCTION', null]);
  if (etat === 'EN_ATTENTE_REGULARISATION') chemin.push([etat, alea.choisir(MOTIFS_REGULARISATION)]);
  if (etat === 'VALIDEE') chemin.push([etat, null]);
  if (etat === 'REJETEE') chemin.push([etat, alea.choisir(MOTIFS_REJET)]);
  const etapes: Etape[] = [];
  let moment = depot;
  for (const [e, motif] of chemin) {
    etapes.push({ etat: e, moment: Math.min(moment, maintenant - (chemin.length - etapes.length)), motif });
    moment += alea.entier(0, 2) * MINUTES_PAR_JOUR + alea.entier(10, 240);
  }
  // Ordered even when squeezed against `maintenant`.
  for (let i = 1; i < etapes.length; i++) {
    const e = etapes[i] as Etape;
    e.moment = Math.max(e.moment, (etapes[i - 1] as Etape).moment + 1);
  }
  return etapes;
}
