import { colonnesEtablissement, colonnesUniteLegale, verifierEnTete } from './colonnes.js';
import { lecteurEtablissement } from './etablissements.js';
import { etablissement, nic, siren, uniteLegale, type Valeurs } from './test-fixtures.js';
import { lecteurUniteLegale, stagingUniteLegale } from './unites-legales.js';

const lireUL = lecteurUniteLegale(verifierEnTete('ul.csv', 'UNITES_LEGALES', colonnesUniteLegale));
const lireEtab = lecteurEtablissement(verifierEnTete('e.csv', 'ETABLISSEMENTS', colonnesEtablissement));

/** The mapped row as an object, staging column names as keys. */
function entreprise(valeurs: Valeurs) {
  const { valeurs: ligne } = lireUL(uniteLegale(valeurs));
  return Object.fromEntries(stagingUniteLegale.map(({ nom }, i) => [nom, ligne[i]]));
}

const SIREN = siren(4242);

describe('unité légale mapping', () => {
  it('builds "NOM Prénom" for a natural person from the usage name and usual first name', () => {
    expect(
      entreprise({
        siren: SIREN,
        categorieJuridiqueUniteLegale: '1000',
        nomUniteLegale: 'MARTIN',
        nomUsageUniteLegale: 'DURAND',
        prenom1UniteLegale: 'MARIE',
        prenom2UniteLegale: 'ANNE',
        prenomUsuelUniteLegale: 'JEANNE-MARIE',
        denominationUniteLegale: '',
      }),
    ).toMatchObject({
      personne_physique: 't',
      denomination: 'DURAND Jeanne-Marie',
      nom: 'MARTIN',
      prenoms: 'MARIE ANNE',
    });
  });

  it('keeps only the usual first name of a partially diffusible person, and « Non diffusible » when the name is withheld', () => {
    const personne = { siren: SIREN, categorieJuridiqueUniteLegale: '1000', statutDiffusionUniteLegale: 'P' };
    expect(
      entreprise({ ...personne, nomUniteLegale: 'MARTIN', prenom1UniteLegale: 'PAUL', prenom2UniteLegale: 'LOUIS' }),
    ).toMatchObject({ denomination: 'MARTIN Paul', nom: 'MARTIN', prenoms: 'PAUL' });
    expect(entreprise({ ...personne, nomUniteLegale: '[ND]', prenom1UniteLegale: '[ND]' })).toMatchObject({
      denomination: 'Non diffusible',
      nom: 'Non diffusible',
      prenoms: null,
    });
  });

  it('dates a ceased unit’s radiation from dateDebut and ignores non-NAF rév. 2 codes', () => {
    expect(
      entreprise({
        siren: SIREN,
        etatAdministratifUniteLegale: 'C',
        dateDebut: '2019-06-30',
        activitePrincipaleUniteLegale: '52.1D',
        nomenclatureActivitePrincipaleUniteLegale: 'NAFRev1',
      }),
    ).toMatchObject({ etat: 'RADIEE', date_radiation: '2019-06-30', code_naf: null });
  });

  it('imports a purged unit like any other, and names the purge when one lacks a required value', () => {
    expect(
      entreprise({ siren: SIREN, unitePurgeeUniteLegale: 'true', etatAdministratifUniteLegale: 'C' }),
    ).toMatchObject({ etat: 'RADIEE' });
    expect(() =>
      lireUL(uniteLegale({ siren: SIREN, unitePurgeeUniteLegale: 'true', categorieJuridiqueUniteLegale: '' })),
    ).toThrow("Catégorie juridique invalide : «  » (4 chiffres attendus) (unité purgée par l'INSEE)");
  });

  it.each<[Valeurs, string]>([
    [{ siren: '12345678' }, 'SIREN invalide : « 12345678 » (9 chiffres attendus)'],
    [{ siren: '123456789' }, 'SIREN invalide : « 123456789 » (clé de contrôle incorrecte)'],
    [{ categorieJuridiqueUniteLegale: '57' }, 'Catégorie juridique invalide : « 57 » (4 chiffres attendus)'],
    [{ etatAdministratifUniteLegale: 'X' }, 'État administratif inconnu(e) : « X » (attendu : A, C)'],
    [
      { dateCreationUniteLegale: '2023-02-30' },
      'Date de création invalide : « 2023-02-30 » (date AAAA-MM-JJ attendue)',
    ],
    [{ categorieEntreprise: 'TPE' }, "Catégorie d'entreprise inconnu(e) : « TPE » (attendu : PME, ETI, GE)"],
    [{ trancheEffectifsUniteLegale: '99' }, "Tranche d'effectifs inconnu(e) : « 99 »"],
    [{ activitePrincipaleUniteLegale: '6201Z' }, 'Code NAF rév. 2 invalide : « 6201Z » (format 62.01Z attendu)'],
    [{ denominationUniteLegale: '' }, 'Dénomination absente'],
  ])('rejects %p', (valeurs, motif) => {
    expect(() => lireUL(uniteLegale({ siren: SIREN, ...valeurs }))).toThrow(motif);
  });
});

describe('établissement mapping', () => {
  const NIC = nic(SIREN);

  it('joins the enseignes, keeps the foreign country and closes an F establishment at dateDebut', () => {
    const { cle, cleSiege, valeurs } = lireEtab(
      etablissement({
        siren: SIREN,
        nic: NIC,
        etablissementSiege: 'false',
        enseigne1Etablissement: 'AU BON',
        enseigne3Etablissement: 'PAIN',
        codePostalEtablissement: '',
        codeCommuneEtablissement: '',
        libelleCommuneEtablissement: '',
        libelleCommuneEtrangerEtablissement: 'BRUXELLES',
        codePaysEtrangerEtablissement: '99131',
        libellePaysEtrangerEtablissement: 'BELGIQUE',
        etatAdministratifEtablissement: 'F',
        dateDebut: '2022-12-31',
      }),
    );
    expect([cle, cleSiege]).toEqual([SIREN + NIC, undefined]);
    expect(valeurs).toEqual(
      expect.arrayContaining(['AU BON PAIN', 'BRUXELLES', 'BELGIQUE', '2022-12-31', 'FERME', 'f']),
    );
  });

  it('accepts a La Poste SIRET whose digits add up to a multiple of 5 without a Luhn key', () => {
    expect(lireEtab(etablissement({ siren: '356000000', nic: '00010' })).cle).toBe('35600000000010');
  });

  it.each<[Valeurs, string]>([
    [{ nic: '123' }, 'NIC invalide : « 123 » (5 chiffres attendus)'],
    [{ siret: `${siren(1)}${NIC}` }, 'SIRET incohérent'],
    [{ nic: '00000' }, 'clé de contrôle incorrecte'],
    [{ etablissementSiege: 'oui' }, 'Indicateur de siège inconnu(e) : « oui »'],
    [{ codeCommuneEtablissement: '7510' }, 'Code commune invalide : « 7510 »'],
    [{ codePostalEtablissement: '750001' }, 'Code postal invalide : « 750001 »'],
    [{ dateCreationEtablissement: '31/12/2020' }, 'Date de création invalide : « 31/12/2020 »'],
  ])('rejects %p', (valeurs, motif) => {
    expect(() => lireEtab(etablissement({ siren: SIREN, nic: NIC, ...valeurs }))).toThrow(motif);
  });
});
