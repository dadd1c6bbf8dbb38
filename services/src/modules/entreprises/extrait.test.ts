import { createAppAvecRegistre, ids } from '../../../tests/fixtures/registre.js';
import { backends, type TestApp } from '../../../tests/helpers/test-app.js';
import {
  lireExtraitDocuments,
  lireExtraitEndettement,
  lireExtraitKbis,
  lireExtraitProcedures,
  lireExtraitRegistre,
  rechercherDebiteur,
} from './index.js';

describe.each(backends)('the registry extract for the documents on %s', (backend) => {
  let test: TestApp;
  const db = () => test.app.db;

  beforeAll(async () => {
    test = await createAppAvecRegistre(backend);
  });
  afterAll(() => test.close());

  it('reads what the Kbis needs: company, greffe, siège, officers with full birth data, other establishments', async () => {
    const donnees = await lireExtraitKbis(db(), ids.alpha);
    expect(donnees).toBeDefined();
    if (donnees === undefined) return;
    expect(donnees.entreprise).toMatchObject({
      id: ids.alpha,
      siren: '552100554',
      personne_physique: false,
      denomination: 'ALPHA SOLUTIONS',
      sigle: 'ALS',
      forme_juridique: { code: '5710', libelle: 'Société par actions simplifiée' },
      capital: { montant: 150000, devise: 'EUR', variable: false },
      date_immatriculation: '2015-03-10',
      cloture_exercice: { jour: 31, mois: 12 },
      numero_gestion: '2015B01234',
      naf: { code: '62.01Z', libelle: 'Programmation informatique' },
      source: 'GENERATEUR',
    });
    expect(donnees.greffe).toEqual({
      code: '7501',
      nom: 'Paris',
      type: 'TAE',
      ville: 'Paris',
      departement_code: '75',
      code_postal: expect.stringMatching(/^750/),
      commune: 'Paris',
    });
    expect(donnees.siege).toMatchObject({
      siret: '55210055400013',
      adresse: { lignes: ['12 RUE DE LA PAIX', 'BATIMENT B'], code_postal: '75002', commune: 'PARIS 2', pays: null },
      activite: 'Conseil et développement de logiciels',
      origine_fonds: 'Création',
      mode_exploitation: 'Exploitation directe',
      date_debut_activite: '2015-03-02',
    });
    // Officers and auditors, ended mandates included (the Kbis filters by its date); no beneficial owners.
    expect(donnees.mandataires.map((m) => m.id)).toEqual([1001, 1002, 1003, 1004]);
    expect(donnees.mandataires[0]).toEqual({
      id: 1001,
      nature: 'DIRIGEANT',
      qualite: 'Président',
      date_debut: '2015-03-02',
      date_fin: null,
      personne: {
        type: 'PHYSIQUE',
        id: ids.dupont,
        nom: 'DUPONT',
        nom_usage: 'MARTIN',
        prenoms: 'Marie Claire',
        date_naissance: '1971-04-23',
        lieu_naissance: 'Lyon',
        nationalite: 'Française',
      },
    });
    expect(donnees.mandataires[3]).toMatchObject({
      nature: 'COMMISSAIRE_AUX_COMPTES',
      personne: {
        type: 'MORALE',
        entreprise_id: ids.audit,
        siren: '800111221',
        denomination: 'AUDIT CONSEIL ASSOCIES',
        forme_juridique: { code: '5710', libelle: 'Société par actions simplifiée' },
        siege: { code_postal: '75008', commune: 'PARIS 8' },
        greffe: { code: '7501', ville: 'Paris' },
        representant: {
          nom: 'BERNARD',
          prenoms: 'Sophie',
          date_naissance: '1979-02-05',
          lieu_naissance: 'Nantes',
        },
      },
    });
    // Active secondary establishments only, each with the registry of its commune.
    expect(donnees.etablissements_secondaires.map((e) => [e.siret, e.greffe?.code ?? null])).toEqual([
      // Lyon 3 (an arrondissement, not in communes): the registry of its postal code's commune.
      ['55210055400021', '6901'],
      ['55210055400047', '0605'],
    ]);
    expect(donnees.nombre_etablissements_secondaires).toBe(2);
    expect(donnees.observations).toEqual([]);
  });

  it('answers undefined for an unknown company', async () => {
    for (const id of [999999, 0, -1, 1.5]) {
      expect(await lireExtraitKbis(db(), id)).toBeUndefined();
      expect(await lireExtraitProcedures(db(), id)).toBeUndefined();
      expect(await lireExtraitDocuments(db(), id)).toBeUndefined();
      expect(await lireExtraitEndettement(db(), id)).toBeUndefined();
      expect(await lireExtraitRegistre(db(), id)).toBeUndefined();
    }
  });

  it('reads collective proceedings with their judgments, and the observations they make', async () => {
    const procedures = await lireExtraitProcedures(db(), ids.beta);
    expect(procedures?.procedures.map((p) => [p.type, p.date_ouverture, p.date_cloture, p.greffe?.code])).toEqual([
      ['LIQUIDATION_JUDICIAIRE', '2020-03-02', '2021-09-15', '6901'],
      ['REDRESSEMENT_JUDICIAIRE', '2019-05-06', '2020-03-02', '6901'],
    ]);
    expect(procedures?.procedures[0]?.jugements).toEqual([
      {
        date: '2020-03-02',
        nature: "Jugement d'ouverture d'une procédure de liquidation judiciaire",
        complement: 'Date de cessation des paiements : 01/02/2020',
      },
      { date: '2021-09-15', nature: "Jugement de clôture pour insuffisance d'actif", complement: null },
    ]);
    const kbis = await lireExtraitKbis(db(), ids.beta);
    expect(kbis?.entreprise).toMatchObject({ etat: 'RADIEE', date_radiation: '2021-09-30' });
    expect(kbis?.observations.map((o) => [o.date, o.libelle.slice(0, 30)])).toEqual([
      ['2019-05-06', "Jugement d'ouverture d'une pro"],
      ['2020-03-02', 'Jugement de conversion en liqu'],
      ['2020-03-02', "Jugement d'ouverture d'une pro"],
      ['2021-09-15', 'Jugement de clôture pour insuf'],
      ['2021-09-30', 'Radiation du registre du comme'],
    ]);
    expect(kbis?.observations[0]?.greffe?.nom).toBe('Lyon');
    expect((await lireExtraitProcedures(db(), ids.alpha))?.procedures).toEqual([]);
  });

  it('reads a legal-person director with its permanent representative', async () => {
    const gamma = await lireExtraitKbis(db(), ids.gamma);
    expect(gamma?.mandataires[1]?.personne).toMatchObject({
      type: 'MORALE',
      entreprise_id: ids.alpha,
      siren: '552100554',
      denomination: 'ALPHA SOLUTIONS',
      siege: { lignes: ['12 RUE DE LA PAIX', 'BATIMENT B'], code_postal: '75002' },
      representant: { nom: 'DUPONT', prenoms: 'Marie Claire' },
    });
    expect(gamma?.observations.map((o) => o.date)).toEqual(['2024-01-15', '2024-07-10']);
  });

  it('reads filed deeds, accounts and key figures', async () => {
    const documents = await lireExtraitDocuments(db(), ids.alpha);
    expect(documents?.actes.map((d) => [d.id, d.type, d.numero_depot])).toEqual([
      [3003, "Procès-verbal d'assemblée générale", null],
      [3002, 'Statuts mis à jour', '2022/054321'],
      [3001, 'Statuts constitutifs', '2015/012345'],
    ]);
    expect(documents?.comptes_annuels).toEqual([
      {
        id: 3005,
        categorie: 'COMPTES_ANNUELS',
        type: 'COMPLETS',
        libelle: 'Comptes annuels complets',
        date_document: '2023-12-31',
        date_depot: '2024-07-15',
        numero_depot: null,
        confidentialite: 'PUBLIC',
      },
      expect.objectContaining({ id: 3004, confidentialite: 'COMPTE_RESULTAT_CONFIDENTIEL' }),
    ]);
    expect(documents?.chiffres_cles.map((c) => [c.date_cloture, c.chiffre_affaires, c.confidentiel])).toEqual([
      ['2023-12-31', 1450000, false],
      ['2022-12-31', null, true],
      ['2021-12-31', 1100000, false],
      ['2020-12-31', 800000, false],
    ]);
  });

  it('reads every inscription, struck-off ones included, with amounts as numbers', async () => {
    const endettement = await lireExtraitEndettement(db(), ids.alpha);
    expect(
      endettement?.inscriptions.map((i) => [i.id, i.categorie, i.montant, i.date_radiation, i.greffe?.code]),
    ).toEqual([
      [4002, 'NANTISSEMENT_FONDS_COMMERCE', null, '2020-05-01', '7501'],
      [4001, 'NANTISSEMENT_FONDS_COMMERCE', 200000, null, '7501'],
      [4004, 'NANTISSEMENT_FONDS_COMMERCE', 50000, null, '7501'],
      [4003, 'PRIVILEGE_TRESOR', 15000, null, '7501'],
    ]);
  });

  it('finds a debtor by SIREN or by name and département', async () => {
    expect((await rechercherDebiteur(db(), { siren: '552 100 554' })).entreprises.map((e) => e.entreprise.id)).toEqual([
      ids.alpha,
    ]);
    expect(await rechercherDebiteur(db(), { siren: '732829320' })).toEqual({
      critere: { siren: '732829320' },
      entreprises: [],
    });
    const parNom = await rechercherDebiteur(db(), { nom: 'alpha-solutions', departement: '75' });
    expect(parNom.critere).toEqual({ nom: 'alpha-solutions', departement: { code: '75', nom: 'Paris' } });
    expect(parNom.entreprises.map((e) => e.entreprise.id)).toEqual([ids.alpha]);
    expect(parNom.entreprises[0]?.inscriptions).toHaveLength(4);
    expect((await rechercherDebiteur(db(), { nom: 'ALPHA SOLUTIONS', departement: '69' })).entreprises).toEqual([]);
  });
});
