import { isValidSiret } from '@portail/domaine';
import type { EnTete } from './colonnes.js';
import type { ColonneStaging, LigneLue } from './staging.js';
import { verifierSiren } from './unites-legales.js';
import { cite, codeNaf, codeRequis, date, joindre, RejetLigne, trancheEffectifs, valeur } from './valeurs.js';

/** Staging columns after `ligne`, in the order `lecteurEtablissement` returns them. */
export const stagingEtablissement: readonly ColonneStaging[] = [
  { nom: 'siren', type: 'char(9)' },
  { nom: 'siret', type: 'char(14)' },
  { nom: 'nic', type: 'text' },
  { nom: 'siege', type: 'boolean' },
  { nom: 'enseigne', type: 'text' },
  { nom: 'denomination_usuelle', type: 'text' },
  { nom: 'numero_voie', type: 'text' },
  { nom: 'indice_repetition', type: 'text' },
  { nom: 'type_voie', type: 'text' },
  { nom: 'libelle_voie', type: 'text' },
  { nom: 'complement_adresse', type: 'text' },
  { nom: 'code_postal', type: 'text' },
  { nom: 'commune_code', type: 'text' },
  { nom: 'libelle_commune', type: 'text' },
  { nom: 'pays', type: 'text' },
  { nom: 'code_naf', type: 'text' },
  { nom: 'tranche_effectifs', type: 'text' },
  { nom: 'date_creation', type: 'date' },
  { nom: 'date_fermeture', type: 'date' },
  { nom: 'etat', type: 'text' },
  // Not written to `etablissements`: the start of the establishment's current SIRENE period, the
  // date of the events of a re-import (see evenements.ts).
  { nom: 'date_debut', type: 'date' },
];

const CODE_POSTAL = /^[0-9]{5}$/;
const CODE_COMMUNE = /^[0-9][0-9AB][0-9]{3}$/;

/** Maps a StockEtablissement line to an `etablissements` row, or throws RejetLigne. */
export function lecteurEtablissement(enTete: EnTete): (champs: readonly string[]) => LigneLue {
  const i = (nom: string) => enTete.index(nom);
  const p = {
    siren: i('siren'),
    nic: i('nic'),
    siret: i('siret'),
    diffusion: i('statutDiffusionEtablissement'),
    dateCreation: i('dateCreationEtablissement'),
    tranche: i('trancheEffectifsEtablissement'),
    siege: i('etablissementSiege'),
    complement: i('complementAdresseEtablissement'),
    numeroVoie: i('numeroVoieEtablissement'),
    indice: i('indiceRepetitionEtablissement'),
    typeVoie: i('typeVoieEtablissement'),
    libelleVoie: i('libelleVoieEtablissement'),
    codePostal: i('codePostalEtablissement'),
    commune: i('libelleCommuneEtablissement'),
    communeEtranger: i('libelleCommuneEtrangerEtablissement'),
    codeCommune: i('codeCommuneEtablissement'),
    paysEtranger: i('libellePaysEtrangerEtablissement'),
    dateDebut: i('dateDebut'),
    etat: i('etatAdministratifEtablissement'),
    enseignes: ['enseigne1Etablissement', 'enseigne2Etablissement', 'enseigne3Etablissement'].map(i),
    denominationUsuelle: i('denominationUsuelleEtablissement'),
    activite: i('activitePrincipaleEtablissement'),
    nomenclature: i('nomenclatureActivitePrincipaleEtablissement'),
  };

  return (champs) => {
    const siren = verifierSiren(champs[p.siren]);
    const nic = champs[p.nic] ?? '';
    if (!/^[0-9]{5}$/.test(nic)) throw new RejetLigne(`NIC invalide : ${cite(nic)} (5 chiffres attendus)`);
    const siret = champs[p.siret] ?? '';
    if (siret !== siren + nic) {
      throw new RejetLigne(`SIRET incohérent : ${cite(siret)} au lieu de SIREN + NIC (${siren}${nic})`);
    }
    if (!isValidSiret(siret)) throw new RejetLigne(`SIRET invalide : ${cite(siret)} (clé de contrôle incorrecte)`);
    codeRequis(champs[p.diffusion], ['O', 'P'], 'Statut de diffusion');
    const siege = codeRequis(champs[p.siege], ['true', 'false'], 'Indicateur de siège') === 'true';
    const ferme = codeRequis(champs[p.etat], ['A', 'F'], 'État administratif') === 'F';
    const debut = date(champs[p.dateDebut], 'Date de début');

    const codePostal = valeur(champs[p.codePostal]);
    if (codePostal !== null && !CODE_POSTAL.test(codePostal)) {
      throw new RejetLigne(`Code postal invalide : ${cite(codePostal)} (5 chiffres attendus)`);
    }
    const codeCommune = valeur(champs[p.codeCommune]);
    if (codeCommune !== null && !CODE_COMMUNE.test(codeCommune)) {
      throw new RejetLigne(`Code commune invalide : ${cite(codeCommune)} (code INSEE à 5 caractères attendu)`);
    }

    return {
      cle: siret,
      // A second siège of the same unit within one batch is written in a later batch (see lot.ts).
      cleSiege: siege ? siren : undefined,
      valeurs: [
        siren,
        siret,
        nic,
        siege ? 't' : 'f',
        joindre(p.enseignes.map((position) => valeur(champs[position]))),
        valeur(champs[p.denominationUsuelle]),
        valeur(champs[p.numeroVoie]),
        valeur(champs[p.indice]),
        valeur(champs[p.typeVoie]),
        valeur(champs[p.libelleVoie]),
        valeur(champs[p.complement]),
        codePostal,
        codeCommune,
        valeur(champs[p.commune]) ?? valeur(champs[p.communeEtranger]),
        valeur(champs[p.paysEtranger]),
        codeNaf(champs[p.activite], champs[p.nomenclature]),
        trancheEffectifs(champs[p.tranche]),
        date(champs[p.dateCreation], 'Date de création'),
        ferme ? debut : null,
        ferme ? 'FERME' : 'ACTIF',
        debut,
      ],
    };
  };
}
