import { isValidRna, isValidSiren } from '@portail/domaine';
import type { EnTete } from './colonnes.js';
import type { ColonneStaging, LigneLue } from './staging.js';
import {
  cite,
  code,
  codeNaf,
  codeRequis,
  date,
  joindre,
  NOM_NON_DIFFUSIBLE,
  prenomAffiche,
  RejetLigne,
  trancheEffectifs,
  valeur,
} from './valeurs.js';

/** Staging columns after `ligne`, in the order `lireUniteLegale` returns them. */
export const stagingUniteLegale: readonly ColonneStaging[] = [
  { nom: 'siren', type: 'char(9)' },
  { nom: 'personne_physique', type: 'boolean' },
  { nom: 'denomination', type: 'text' },
  { nom: 'sigle', type: 'text' },
  { nom: 'nom', type: 'text' },
  { nom: 'prenoms', type: 'text' },
  { nom: 'forme_juridique_code', type: 'text' },
  { nom: 'date_creation', type: 'date' },
  { nom: 'etat', type: 'text' },
  { nom: 'date_radiation', type: 'date' },
  { nom: 'code_naf', type: 'text' },
  { nom: 'tranche_effectifs', type: 'text' },
  { nom: 'categorie_entreprise', type: 'text' },
  { nom: 'rna', type: 'text' },
  // Not written to `entreprises`: the start of the unit's current SIRENE period, the date of the
  // events of a re-import (see evenements.ts).
  { nom: 'date_debut', type: 'date' },
];

/**
 * The RNA number of an association (`identifiantAssociationUniteLegale`): null when empty; a value of
 * another shape is set aside, not a reason to lose the unit: null, with the reason reported (`ecarts`).
 */
export function lireRna(brut: string | undefined, ecarts: string[]): string | null {
  const texte = valeur(brut);
  if (texte === null || isValidRna(texte)) return texte;
  ecarts.push(`Numéro RNA invalide : ${cite(brut)} (W suivi de 9 caractères attendu) : ligne importée sans ce numéro`);
  return null;
}

export function verifierSiren(brut: string | undefined): string {
  const siren = brut ?? '';
  if (!/^[0-9]{9}$/.test(siren)) throw new RejetLigne(`SIREN invalide : ${cite(brut)} (9 chiffres attendus)`);
  if (!isValidSiren(siren)) throw new RejetLigne(`SIREN invalide : ${cite(brut)} (clé de contrôle incorrecte)`);
  return siren;
}

/**
 * Maps a StockUniteLegale line to an `entreprises` row, or throws RejetLigne.
 * The column positions are resolved once per file.
 */
export function lecteurUniteLegale(enTete: EnTete): (champs: readonly string[]) => LigneLue {
  const i = (nom: string) => enTete.index(nom);
  const p = {
    siren: i('siren'),
    diffusion: i('statutDiffusionUniteLegale'),
    dateCreation: i('dateCreationUniteLegale'),
    sigle: i('sigleUniteLegale'),
    prenoms: ['prenom1UniteLegale', 'prenom2UniteLegale', 'prenom3UniteLegale', 'prenom4UniteLegale'].map(i),
    prenom1: i('prenom1UniteLegale'),
    prenomUsuel: i('prenomUsuelUniteLegale'),
    tranche: i('trancheEffectifsUniteLegale'),
    categorieEntreprise: i('categorieEntreprise'),
    dateDebut: i('dateDebut'),
    etat: i('etatAdministratifUniteLegale'),
    nom: i('nomUniteLegale'),
    nomUsage: i('nomUsageUniteLegale'),
    denomination: i('denominationUniteLegale'),
    denominationUsuelle: i('denominationUsuelle1UniteLegale'),
    categorie: i('categorieJuridiqueUniteLegale'),
    activite: i('activitePrincipaleUniteLegale'),
    nomenclature: i('nomenclatureActivitePrincipaleUniteLegale'),
    purgee: i('unitePurgeeUniteLegale'),
    rna: i('identifiantAssociationUniteLegale'),
  };
  const convertir = (champs: readonly string[]): LigneLue => {
    const numero = verifierSiren(champs[p.siren]);
    const partielle = codeRequis(champs[p.diffusion], ['O', 'P'], 'Statut de diffusion') === 'P';
    const forme = valeur(champs[p.categorie]);
    if (forme === null || !/^[0-9]{4}$/.test(forme)) {
      throw new RejetLigne(`Catégorie juridique invalide : ${cite(champs[p.categorie])} (4 chiffres attendus)`);
    }
    const actif = codeRequis(champs[p.etat], ['A', 'C'], 'État administratif') === 'A';
    const debut = date(champs[p.dateDebut], 'Date de début');
    const personnePhysique = forme === '1000';

    let nomStocke: string | null = null;
    let prenoms: string | null = null;
    let raisonSociale: string;
    if (personnePhysique) {
      const nomNaissance = valeur(champs[p.nom]);
      const nomAffiche = valeur(champs[p.nomUsage]) ?? nomNaissance;
      const prenom = valeur(champs[p.prenomUsuel]) ?? valeur(champs[p.prenom1]);
      if (nomAffiche === null) {
        // A partially diffusible person whose name is withheld keeps the INSEE marker.
        if (!partielle) throw new RejetLigne('Nom absent pour une personne physique');
        nomStocke = NOM_NON_DIFFUSIBLE;
        raisonSociale = NOM_NON_DIFFUSIBLE;
      } else {
        nomStocke = nomNaissance ?? nomAffiche;
        // Diffusion partielle: the usual first name only, never the full list.
        prenoms = partielle ? prenom : joindre(p.prenoms.map((position) => valeur(champs[position])));
        raisonSociale = joindre([nomAffiche, prenom === null ? null : prenomAffiche(prenom)]) as string;
      }
    } else {
      const nommee = valeur(champs[p.denomination]) ?? valeur(champs[p.denominationUsuelle]);
      if (nommee === null && !partielle) throw new RejetLigne('Dénomination absente');
      raisonSociale = nommee ?? NOM_NON_DIFFUSIBLE;
    }

    const ecarts: string[] = [];
    const rna = lireRna(champs[p.rna], ecarts);
    return {
      cle: numero,
      ...(ecarts.length > 0 ? { ecarts } : {}),
      valeurs: [
        numero,
        personnePhysique ? 't' : 'f',
        raisonSociale,
        valeur(champs[p.sigle]),
        nomStocke,
        prenoms,
        forme,
        date(champs[p.dateCreation], 'Date de création'),
        actif ? 'ACTIVE' : 'RADIEE',
        actif ? null : debut,
        codeNaf(champs[p.activite], champs[p.nomenclature]),
        trancheEffectifs(champs[p.tranche]),
        code(champs[p.categorieEntreprise], ['PME', 'ETI', 'GE'], "Catégorie d'entreprise"),
        rna,
        debut,
      ],
    };
  };

  // Purged units (history removed by INSEE) are imported like the others;
  // when one lacks a required value, the reason says it was purged.
  return (champs) => {
    try {
      return convertir(champs);
    } catch (erreur) {
      if (erreur instanceof RejetLigne && valeur(champs[p.purgee]) === 'true') {
        throw new RejetLigne(`${erreur.message} (unité purgée par l'INSEE)`);
      }
      throw erreur;
    }
  };
}
