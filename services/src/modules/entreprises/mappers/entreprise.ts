import {
  estRid,
  formaterSiren,
  formaterSiret,
  numeroRcs,
  numeroRcsNouvelleCaledonie,
  tvaIntracommunautaire,
} from '@portail/domaine';
import type { EtablissementRow } from '../repository/etablissements.js';
import type {
  EntrepriseResumeRow,
  EntrepriseRow,
  EtablissementDetailRow,
  EtablissementResumeRow,
} from '../repository/selects.js';
import type { Adresse } from '@portail/contrat/commun/communs';
import type { Entreprise } from '@portail/contrat/entreprises';
import type { Etablissement } from '@portail/contrat/entreprises';
import type { EntrepriseResume, EtablissementResume } from '@portail/contrat/entreprises';
import { formeJuridique, naf, statut, trancheEffectifs } from './libelles.js';

const joindre = (...parties: Array<string | null>) => parties.filter((partie) => partie).join(' ');

/** The département of an INSEE commune code: 3 characters overseas (971…, 988), 2 otherwise. */
function departementDeCommune(code: string | null): string | null {
  if (code === null) return null;
  return code.startsWith('97') || code.startsWith('98') ? code.slice(0, 3) : code.slice(0, 2);
}

function adresse(row: EtablissementResumeRow): Adresse {
  const voie = joindre(joindre(row.numero_voie, row.indice_repetition), row.type_voie, row.libelle_voie);
  return {
    lignes: [voie, row.complement_adresse ?? ''].filter((ligne) => ligne !== ''),
    code_postal: row.code_postal,
    commune: row.commune,
    commune_code: row.commune_code,
    departement_code: row.pays === null ? (row.departement_code ?? departementDeCommune(row.commune_code)) : null,
    pays: row.pays,
  };
}

export function toEtablissementResume(row: EtablissementResumeRow): EtablissementResume {
  return {
    id: row.id,
    siret: row.siret,
    siret_formate: formaterSiret(row.siret),
    nic: row.nic,
    siege: row.siege,
    enseigne: row.enseigne,
    denomination_usuelle: row.denomination_usuelle,
    adresse: adresse(row),
    naf: naf(row.code_naf, row.naf_libelle),
    etat: row.etat,
    date_creation: row.date_creation,
    date_fermeture: row.date_fermeture,
  };
}

function capital(row: { capital: number | null; devise: string | null; capital_variable: boolean }) {
  if (row.capital === null) return null;
  return { montant: row.capital, devise: row.devise ?? 'EUR', variable: row.capital_variable };
}

export function toEntrepriseResume(row: EntrepriseResumeRow): EntrepriseResume {
  return {
    id: row.id,
    siren: row.siren,
    siren_formate: formaterSiren(row.siren),
    denomination: row.denomination,
    sigle: row.sigle,
    forme_juridique: formeJuridique(row.forme_juridique_code, row.forme_juridique_libelle),
    etat: row.etat,
    naf: naf(row.code_naf, row.naf_libelle),
    capital: capital(row),
    date_immatriculation: row.date_immatriculation,
    siege: row.siege_id === null ? null : { code_postal: row.siege_code_postal, commune: row.siege_commune },
    nombre_etablissements: row.nb_etablissements,
  };
}

function clotureExercice(mmjj: string | null) {
  if (mmjj === null) return null;
  const [mois, jour] = mmjj.split('-').map(Number);
  return { jour: jour ?? 0, mois: mois ?? 0 };
}

/** « RCS Paris 552 100 554 »; « 1 236 165 RCS Nouméa » in New Caledonia (FACTS §6); null off the RCS. */
function numeroRcsDe(row: EntrepriseRow): string | null {
  if (estRid(row.siren)) return row.statut === 'RIDET' ? null : numeroRcsNouvelleCaledonie(row.siren);
  return row.greffe_ville === null ? null : numeroRcs(row.greffe_ville, row.siren);
}

export function toEntreprise(row: EntrepriseRow): Entreprise {
  const greffe = row.greffe_code === null ? null : { code: row.greffe_code, nom: row.greffe_nom ?? row.greffe_code };
  return {
    id: row.id,
    siren: row.siren,
    siren_formate: formaterSiren(row.siren),
    personne_physique: row.personne_physique,
    denomination: row.denomination,
    sigle: row.sigle,
    nom: row.nom,
    prenoms: row.prenoms,
    forme_juridique: formeJuridique(row.forme_juridique_code, row.forme_juridique_libelle),
    capital: capital(row),
    date_creation: row.date_creation,
    date_immatriculation: row.date_immatriculation,
    date_debut_activite: row.date_debut_activite,
    date_radiation: row.date_radiation,
    date_fin_personne_morale: row.date_fin_personne_morale,
    cloture_exercice: clotureExercice(row.cloture_exercice),
    etat: row.etat,
    statut: statut(row.statut),
    greffe,
    numero_gestion: row.numero_gestion,
    numero_rcs: numeroRcsDe(row),
    naf: naf(row.code_naf, row.naf_libelle),
    secteur:
      row.code_naf === null || row.secteur_libelle === null
        ? null
        : { code: row.code_naf.slice(0, 2), libelle: row.secteur_libelle },
    // A Caledonian unit has no EU VAT number (New Caledonia is outside the EU's VAT area).
    tva_intracommunautaire: estRid(row.siren) ? null : tvaIntracommunautaire(row.siren),
    rna: row.rna,
    tranche_effectifs: trancheEffectifs(row.tranche_effectifs),
    categorie_entreprise: row.categorie_entreprise,
    siege: row.siege === null ? null : toEtablissementResume(row.siege),
    nombre_etablissements: row.nb_etablissements,
    nombre_etablissements_actifs: row.nb_etablissements_actifs,
    source: row.source,
  };
}

/** An establishment as its page shows it, but for its company and registry (the caller's). */
export function toEtablissementDetail(row: EtablissementDetailRow): Omit<Etablissement, 'entreprise' | 'greffe'> {
  return {
    ...toEtablissementResume(row),
    activite: row.activite,
    origine_fonds: row.origine_fonds,
    mode_exploitation: row.mode_exploitation,
    tranche_effectifs: trancheEffectifs(row.tranche_effectifs),
    date_debut_activite: row.date_debut_activite,
  };
}

export function toEtablissement(row: EtablissementRow): Etablissement {
  return {
    ...toEtablissementDetail(row),
    entreprise: toEntrepriseResume(row.entreprise),
    greffe: row.greffe_code === null ? null : { code: row.greffe_code, nom: row.greffe_nom ?? row.greffe_code },
  };
}
