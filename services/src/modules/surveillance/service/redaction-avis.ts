import {
  aujourdhui,
  dateFrancaise,
  formaterEntier,
  formaterMontantDevise,
  formaterSiren,
  LIBELLES_TYPES_EVENEMENT,
} from '@portail/domaine';

import type { Avis } from '@portail/contrat/surveillance-avis';

/**
 * The notice (« avis ») of a révélation, written from its registry event: a title, then French
 * paragraphs — what happened and when, each value before → after, the greffe, the recording date.
 * Pure: the event is read by repository/avis.ts.
 */
export interface EvenementAvis {
  type: string;
  nature: string;
  libelle: string;
  date_evenement: string;
  enregistre_le: Date | string;
  avant: Record<string, unknown> | null;
  apres: Record<string, unknown> | null;
  denomination: string;
  siren: string;
  greffe: { code: string; libelle: string } | null;
  personne: { nom: string; prenoms: string } | null;
}

const TITRES: Readonly<Record<string, string>> = {
  TRANSFERT_SIEGE: 'Transfert du siège social',
  MODIFICATION_CAPITAL: 'Modification du capital social',
  CHANGEMENT_ACTIVITE: 'Changement d’activité',
  CHANGEMENT_DENOMINATION: 'Changement de dénomination',
  NOMINATION_DIRIGEANT: 'Nomination d’un dirigeant',
  CESSATION_DIRIGEANT: 'Fin des fonctions d’un dirigeant',
  DEPOT_COMPTES: 'Dépôt des comptes annuels',
  DEPOT_ACTE: 'Dépôt d’un acte',
  JUGEMENT: 'Jugement de procédure collective',
  INSCRIPTION: 'Inscription d’un privilège ou d’un nantissement',
  RADIATION_INSCRIPTION: 'Radiation d’une inscription',
  RADIATION: 'Radiation du registre',
  REACTIVATION: 'Réactivation au registre',
  OUVERTURE_ETABLISSEMENT: 'Ouverture d’un établissement',
  FERMETURE_ETABLISSEMENT: 'Fermeture d’un établissement',
  MODIFICATION_ETABLISSEMENT: 'Modification d’un établissement',
};

const TYPES: Readonly<Record<string, string>> = LIBELLES_TYPES_EVENEMENT;

const CHAMPS: Readonly<Record<string, string>> = {
  capital: 'Capital social',
  commune: 'Commune du siège',
  commune_code: 'Code commune',
  libelle_commune: 'Commune',
  greffe_code: 'Greffe (code)',
  code_naf: 'Activité principale (code NAF)',
  denomination: 'Dénomination',
  etat: 'État',
  date_radiation: 'Date de radiation',
  date_fermeture: 'Date de fermeture',
  date_cloture: 'Date de clôture de l’exercice',
  confidentialite: 'Confidentialité',
  qualite: 'Qualité',
  nom: 'Nom',
  prenom: 'Prénom',
  siret: 'SIRET',
  enseigne: 'Enseigne',
  categorie: 'Catégorie',
  numero: 'Numéro',
  montant: 'Montant',
  type: 'Type',
};

const ETATS: Readonly<Record<string, string>> = {
  ACTIVE: 'active',
  RADIEE: 'radiée',
  ACTIF: 'actif',
  FERME: 'fermé',
};

function valeur(champ: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return 'néant';
  if (typeof v === 'boolean') return v ? 'oui' : 'non';
  if (typeof v === 'number') {
    return champ === 'capital' || champ === 'montant' ? formaterMontantDevise(v) : formaterEntier(v);
  }
  const texte = typeof v === 'string' ? v : JSON.stringify(v);
  if (/^\d{4}-\d{2}-\d{2}$/.test(texte)) return dateFrancaise(texte);
  if (champ === 'etat') return ETATS[texte] ?? texte;
  return texte;
}

/** « Capital social : 10 000,00 € → 50 000,00 € », one per field, in the order of the event. */
function changements(avant: Record<string, unknown> | null, apres: Record<string, unknown> | null): string[] {
  const champs = [...new Set([...Object.keys(avant ?? {}), ...Object.keys(apres ?? {})])];
  return champs.map((champ) => {
    const nom = CHAMPS[champ] ?? champ.replace(/_/g, ' ');
    const libelle = nom.charAt(0).toUpperCase() + nom.slice(1);
    if (avant === null || !(champ in avant)) return `${libelle} : ${valeur(champ, apres?.[champ])}.`;
    if (apres === null || !(champ in apres)) return `${libelle} (avant) : ${valeur(champ, avant[champ])}.`;
    return `${libelle} : ${valeur(champ, avant[champ])} → ${valeur(champ, apres[champ])}.`;
  });
}

export function redigerAvis(e: EvenementAvis): Avis {
  const enregistre = aujourdhui(new Date(e.enregistre_le));
  const paragraphes = [
    `${e.denomination} (SIREN ${formaterSiren(e.siren)}) : ${e.libelle}, le ${dateFrancaise(e.date_evenement)}.`,
    `Nature de l’événement : ${TYPES[e.type] ?? e.type}.`,
    ...(e.personne ? [`Personne concernée : ${e.personne.prenoms} ${e.personne.nom}.`] : []),
    ...changements(e.avant, e.apres),
    e.greffe
      ? `Greffe : ${e.greffe.libelle} (code ${e.greffe.code}).`
      : 'Greffe : entreprise non immatriculée au registre du commerce et des sociétés.',
    `Inscrit au registre le ${dateFrancaise(enregistre)}.`,
  ];
  return {
    titre: TITRES[e.nature] ?? e.libelle,
    paragraphes,
    greffe: e.greffe,
    date_evenement: e.date_evenement,
  };
}
