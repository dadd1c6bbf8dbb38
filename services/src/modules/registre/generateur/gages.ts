import { DUREE_EFFET_GAGE_ANNEES } from '@portail/contrat/gages';
import { normaliserNom } from '../../../lib/normaliser.js';
import { Aleatoire, tirage } from './aleatoire.js';
import type { Contexte } from './contexte.js';
import { annee, iso, jour, type Jour } from './dates.js';
import { banques, creditBailleurs } from './donnees/entreprises.js';
import type { Profil } from './profil.js';

/** The register opened on 1 March 2007 (décret 2006-1804). */
export const OUVERTURE_REGISTRE_GAGES: Jour = jour('2007-03-01');
/** Days an inscription keeps its effect, from its date or its last renewal: five years. */
export const EFFET_GAGE_JOURS = Math.round(DUREE_EFFET_GAGE_ANNEES * 365.25);

/** Categories of the arrêté du 1er février 2007 as professionals pledge them: equipment first. */
export const categoriesGage = tirage<number>([
  [4, 40],
  [7, 14],
  [16, 8],
  [15, 6],
  [8, 6],
  [9, 5],
  [17, 5],
  [11, 3],
  [13, 3],
  [14, 3],
  [1, 2],
  [2, 2],
  [3, 1],
  [6, 1],
  [5, 1],
]);

/** What is pledged, by category: the designation written on the bordereau. */
export const designations: Readonly<Record<number, readonly string[]>> = {
  1: ['Cheptel de 45 vaches laitières de race Montbéliarde', 'Troupeau de 120 brebis', 'Deux chevaux de selle'],
  2: ['Stock de montres de la boutique', 'Collection de bijoux en or et pierres précieuses'],
  3: ['Piano à queue Yamaha C3', 'Ensemble de matériel de sonorisation et d’instruments du studio'],
  4: [
    'Four de boulangerie à sole et pétrin',
    'Tour à commande numérique et centre d’usinage',
    'Chariot élévateur et rayonnages du dépôt',
    'Matériel de cuisine professionnelle du restaurant',
    'Presse plieuse et cisaille guillotine',
    'Véhicule utilitaire non immatriculé et outillage de chantier',
    'Équipements frigorifiques et vitrines réfrigérées',
    'Matériel de coiffure et mobilier du salon',
  ],
  5: ['Mobilier et électroménager du logement de fonction'],
  6: ['Parc de vélos de location', 'Matériel de fitness de la salle de sport'],
  7: [
    'Serveurs informatiques et baies de stockage',
    'Parc de 40 ordinateurs portables',
    'Matériel informatique et logiciels',
  ],
  8: ['Mobilier des chambres de l’hôtel', 'Meubles meublants des bureaux'],
  9: ['Marque et nom de domaine', 'Droit au bail et clientèle attachée'],
  10: ['Pièces d’or en dépôt'],
  11: ['Tableaux et sculptures de la galerie', 'Meubles anciens du magasin d’antiquités'],
  12: ['Parts sociales détenues dans une filiale'],
  13: ['Stock d’ouvrages de la librairie', 'Stock d’imprimés et de papier'],
  14: ['Stock de carburant de la station', 'Stock de produits chimiques d’entretien'],
  15: ['Stock de vêtements de la boutique', 'Rouleaux de tissus de l’atelier'],
  16: ['Stock de vins en cave', 'Stock de denrées alimentaires de l’entrepôt', 'Stock de céréales en silo'],
  17: ['Stocks et marchandises diverses', 'Matériel et marchandises du fonds'],
};

/** Median secured amount (euros) by category. */
const montantMedian = (categorie: number) =>
  categorie === 4 || categorie === 7 ? 45_000 : categorie === 16 || categorie === 15 ? 30_000 : 20_000;

/** The secured amount of a pledge of `categorie` (euros, a multiple of 100, at least 500). */
export function montantGage(alea: Aleatoire, categorie: number): number {
  return Math.max(500, Math.round((montantMedian(categorie) * Math.exp(alea.normale(0, 0.9))) / 100) * 100);
}

/** The designation of the pledged goods of `categorie`. */
export function designationGage(alea: Aleatoire, categorie: number): string {
  return alea.choisir(designations[categorie] ?? designations[17] ?? ['Biens divers']);
}

/** The creditor of a pledge: a bank most often, a lessor or a supplier otherwise. */
export function creancierGage(alea: Aleatoire): string {
  return alea.chance(0.75) ? alea.choisir(banques) : alea.choisir(creditBailleurs);
}

/** A renewal five years on keeps the inscription, a radiation ends it; otherwise its effect lapses. */
export interface VieGage {
  fin_effet: Jour;
  renouvellements: Jour[];
  radiation: Jour | null;
  modification: Jour | null;
}

export function vieGage(alea: Aleatoire, inscription: Jour, fin: Jour): VieGage {
  let fin_effet = inscription + EFFET_GAGE_JOURS;
  const renouvellements: Jour[] = [];
  let radiation: Jour | null = null;
  const modification = alea.chance(0.15) ? inscription + alea.entier(60, EFFET_GAGE_JOURS - 60) : null;
  for (;;) {
    // Paid back before the term, struck off at the creditor's request (mainlevée).
    if (alea.chance(0.45)) {
      const jourRadiation = inscription + alea.entier(120, fin_effet - inscription - 1);
      if (jourRadiation <= fin) radiation = jourRadiation;
      break;
    }
    if (fin_effet - 30 > fin || !alea.chance(0.3)) break;
    renouvellements.push(fin_effet - alea.entier(5, 60));
    fin_effet += EFFET_GAGE_JOURS;
  }
  return {
    fin_effet,
    renouvellements,
    radiation,
    modification: modification !== null && modification <= fin ? modification : null,
  };
}

/**
 * Pledges of some companies (traders, craftsmen, industry), one to three each, from the register's
 * opening. Drawn from a generator of their own seeded by the SIREN: the rest of the registry is the
 * same as before the register existed.
 */
export function genererGages(ctx: Contexte, profil: Profil, nom: string): void {
  const debut = Math.max(profil.immatriculation + 30, OUVERTURE_REGISTRE_GAGES);
  if (profil.famille === 'CIVILE' || profil.fin - debut < 60) return;
  const alea = new Aleatoire(`gages:${profil.siren}`);
  const exposee = /^(01|10|11|13|14|16|2[2-9]|3[0-3]|45|46|47|55|56|49)/.test(profil.naf.code);
  if (!alea.chance(exposee ? 0.05 : 0.015)) return;
  const nombre = alea.chance(0.7) ? 1 : alea.chance(0.7) ? 2 : 3;
  const personne = profil.famille === 'EI';
  for (let i = 0; i < nombre; i++) {
    const categorie = categoriesGage.tirer(alea);
    const inscription = alea.entier(debut, profil.fin);
    const vie = vieGage(alea, inscription, profil.fin);
    const id = ctx.id('gages');
    const an = annee(inscription);
    const montant = montantGage(alea, categorie);
    ctx.tables.gages.ajouter([
      id,
      `${an}G${String(ctx.numero('P', profil.siege.greffe, an)).padStart(5, '0')}`,
      profil.siege.greffe,
      profil.id,
      profil.siren,
      nom,
      personne,
      normaliserNom(nom),
      creancierGage(alea),
      categorie,
      designationGage(alea, categorie),
      montant.toFixed(2),
      iso(inscription),
      iso(vie.fin_effet),
      vie.radiation === null ? null : iso(vie.radiation),
    ]);
    const mention = (date: Jour, nature: string, libelle: string) =>
      ctx.tables.gagesMentions.ajouter([ctx.id('gages_mentions'), id, iso(date), nature, libelle]);
    if (vie.modification !== null && (vie.radiation === null || vie.modification < vie.radiation)) {
      mention(vie.modification, 'MODIFICATION', 'Modification de l’inscription : montant de la créance garantie');
    }
    for (const jourRenouvellement of vie.renouvellements) {
      if (vie.radiation !== null && jourRenouvellement >= vie.radiation) break;
      mention(jourRenouvellement, 'RENOUVELLEMENT', 'Renouvellement de l’inscription pour cinq ans');
    }
    if (vie.radiation !== null) mention(vie.radiation, 'RADIATION', 'Radiation de l’inscription (mainlevée)');
  }
}
