import { formaterSiren, formaterSiret, numeroRcs, tvaIntracommunautaire } from '@portail/domaine';
import type { EtablissementRow } from '../repository/etablissements.js';
import type { EntrepriseResumeRow, EntrepriseRow, EtablissementResumeRow } from '../repository/selects.js';
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
    codePostal: row.code_postal,
    commune: row.commune,
    communeCode: row.commune_code,
    departementCode: row.pays === null ? (row.departement_code ?? departementDeCommune(row.commune_code)) : null,
    pays: row.pays,
  };
}

export function toEtablissementResume(row: EtablissementResumeRow): EtablissementResume {
  return {
    id: row.id,
    siret: row.siret,
    siretFormate: formaterSiret(row.siret),
    nic: row.nic,
    siege: row.siege,
    enseigne: row.enseigne,
    denominationUsuelle: row.denomination_usuelle,
    adresse: adresse(row),
    naf: naf(row.code_naf, row.naf_libelle),
    etat: row.etat,
    dateCreation: row.date_creation,
    dateFermeture: row.date_fermeture,
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
    sirenFormate: formaterSiren(row.siren),
    denomination: row.denomination,
    sigle: row.sigle,
    formeJuridique: formeJuridique(row.forme_juridique_code, row.forme_juridique_libelle),
    etat: row.etat,
    naf: naf(row.code_naf, row.naf_libelle),
    capital: capital(row),
    dateImmatriculation: row.date_immatriculation,
    siege: row.siege_id === null ? null : { codePostal: row.siege_code_postal, commune: row.siege_commune },
    nombreEtablissements: row.nb_etablissements,
  };
}

function clotureExercice(mmjj: string | null) {
  if (mmjj === null) return null;
  const [mois, jour] = mmjj.split('-').map(Number);
  return { jour: jour ?? 0, mois: mois ?? 0 };
}

export function toEntreprise(row: EntrepriseRow): Entreprise {
  const greffe = row.greffe_code === null ? null : { code: row.greffe_code, nom: row.greffe_nom ?? row.greffe_code };
  return {
    id: row.id,
    siren: row.siren,
    sirenFormate: formaterSiren(row.siren),
    personnePhysique: row.personne_physique,
    denomination: row.denomination,
    sigle: row.sigle,
    nom: row.nom,
    prenoms: row.prenoms,
    formeJuridique: formeJuridique(row.forme_juridique_code, row.forme_juridique_libelle),
    capital: capital(row),
    dateCreation: row.date_creation,
    dateImmatriculation: row.date_immatriculation,
    dateDebutActivite: row.date_debut_activite,
    dateRadiation: row.date_radiation,
    dateFinPersonneMorale: row.date_fin_personne_morale,
    clotureExercice: clotureExercice(row.cloture_exercice),
    etat: row.etat,
    statut: statut(row.statut),
    greffe,
    numeroGestion: row.numero_gestion,
    numeroRcs: row.greffe_ville === null ? null : numeroRcs(row.greffe_ville, row.siren),
    naf: naf(row.code_naf, row.naf_libelle),
    secteur:
      row.code_naf === null || row.secteur_libelle === null
        ? null
        : { code: row.code_naf.slice(0, 2), libelle: row.secteur_libelle },
    tvaIntracommunautaire: tvaIntracommunautaire(row.siren),
    trancheEffectifs: trancheEffectifs(row.tranche_effectifs),
    categorieEntreprise: row.categorie_entreprise,
    siege: row.siege === null ? null : toEtablissementResume(row.siege),
    nombreEtablissements: row.nb_etablissements,
    nombreEtablissementsActifs: row.nb_etablissements_actifs,
    source: row.source,
  };
}

export function toEtablissement(row: EtablissementRow): Etablissement {
  return {
    ...toEtablissementResume(row),
    activite: row.activite,
    origineFonds: row.origine_fonds,
    modeExploitation: row.mode_exploitation,
    trancheEffectifs: trancheEffectifs(row.tranche_effectifs),
    dateDebutActivite: row.date_debut_activite,
    entreprise: toEntrepriseResume(row.entreprise),
    greffe: row.greffe_code === null ? null : { code: row.greffe_code, nom: row.greffe_nom ?? row.greffe_code },
  };
}
