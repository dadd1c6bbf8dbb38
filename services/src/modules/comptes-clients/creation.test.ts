import { backends, createTestApp, type TestApp } from '../../../tests/helpers/test-app.js';
import {
  creerCompte,
  creerUtilisateur,
  dossierAbonne,
  dossierMembre,
  type Appelant,
} from '../../../tests/fixtures/comptes-clients.js';
import { aujourdhui } from '@portail/domaine';

describe.each(backends)('comptes clients: POST signatures/creation_dossier_client on %s', (backend) => {
  let test: TestApp;
  let claire: Appelant;
  const creer = (payload: object) =>
    test.app.inject({
      method: 'POST',
      url: '/api/comptes_clients/signatures/creation_dossier_client',
      headers: claire.headers,
      payload,
    });
  const abonnement = (id: number, date?: string) =>
    test.app.inject({
      method: 'GET',
      url: `/api/comptes_clients/abonnements/${id}${date ? `?date=${date}` : ''}`,
      headers: claire.headers,
    });

  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  beforeEach(async () => {
    claire = await creerUtilisateur(test.app);
  });
  afterAll(() => test.close());

  it('creates a free member account, open, with the standard offer, administered and selected by the caller', async () => {
    const response = await creer(dossierMembre);
    expect(response.statusCode).toBe(201);
    const compte = response.json();
    expect(compte).toEqual({
      id: expect.any(Number),
      numero_client: expect.stringMatching(/^C[0-9]{6,}$/),
      type_compte: 'MEMBRE',
      type_profil: 'PARTICULIER',
      siren: null,
      version: 1,
      grille_tarifaire: 'PUBLIC',
      denomination_sociale: null,
      role_greffeo: 'ADMINISTRATEUR',
      tva_intra_communautaire: null,
      position: 'OUVERT',
      libelle_courrier: null,
      libelle_facturation: null,
      offres_de_service: '14',
      abonnements: [
        {
          libelle_facturation: null,
          contact_nom: 'Martin',
          contact_prenom: 'Claire',
          numero_voie_facturation: '12 rue de la Paix',
          complement_adresse_facturation: null,
          code_postal_facturation: '75002',
          ville_facturation: 'Paris',
          pays_facturation: 'FR',
        },
      ],
      selectionne: true,
    });
    expect((await abonnement(compte.id)).json()).toEqual({
      id: expect.any(Number),
      compte_client_id: compte.id,
      formule: 'MEMBRE',
      date_debut: aujourdhui(),
      date_fin: null,
      montant_ttc: 0,
      statut: 'GRATUIT',
      resiliation_demandee_le: null,
    });
  });

  it('creates a company subscriber with its VAT number and a first yearly period of 99 € waiting for payment', async () => {
    const compte = (await creer({ ...dossierAbonne, siren: '552 100 554', date_debut: '2024-03-01' })).json();
    expect(compte).toMatchObject({
      type_compte: 'ABONNE',
      type_profil: 'PROFESSIONNEL',
      siren: '552100554',
      denomination_sociale: 'DANONE',
      tva_intra_communautaire: 'FR96552100554',
      libelle_facturation: 'DANONE COMPTABILITE',
      abonnements: [expect.objectContaining({ libelle_facturation: 'DANONE COMPTABILITE' })],
    });
    expect((await abonnement(compte.id, '2024-03-01')).json()).toMatchObject({
      formule: 'ANNUEL',
      date_debut: '2024-03-01',
      date_fin: '2025-02-28',
      montant_ttc: 99,
      statut: 'EN_ATTENTE_DE_PAIEMENT',
    });
  });

  it('starts a subscription today when no date is given', async () => {
    const compte = await creerCompte(test.app, claire, dossierAbonne);
    expect((await abonnement(compte.id)).json()).toMatchObject({
      date_debut: aujourdhui(),
      statut: 'EN_ATTENTE_DE_PAIEMENT',
    });
  });

  it('reads the price of the period from the formulas, and keeps it on periods already created', async () => {
    const avant = await creerCompte(test.app, claire, { ...dossierAbonne, date_debut: '2024-01-01' });
    await test.app.db.query(`UPDATE formules_abonnement SET montant_ttc = 109 WHERE code = 'ANNUEL'`);
    try {
      const apres = await creerCompte(test.app, claire, { ...dossierAbonne, date_debut: '2024-01-01' });
      expect((await abonnement(apres.id, '2024-06-01')).json().montant_ttc).toBe(109);
      expect((await abonnement(avant.id, '2024-06-01')).json().montant_ttc).toBe(99);
    } finally {
      await test.app.db.query(`UPDATE formules_abonnement SET montant_ttc = 99 WHERE code = 'ANNUEL'`);
    }
  });

  it('leaves the selected account selected and gives each account its own customer number', async () => {
    const premier = await creerCompte(test.app, claire);
    const second = await creerCompte(test.app, claire, dossierAbonne);
    expect([premier.selectionne, second.selectionne]).toEqual([true, false]);
    expect(second.numero_client).not.toBe(premier.numero_client);
  });

  it.each([
    [{ siren: '552100555' }, 'body.siren', "n'est pas un numéro SIREN valide (clé de contrôle incorrecte)"],
    [{ siren: '55210055' }, 'body.siren', 'doit être composé de 9 chiffres'],
    [{ siren: null }, 'body.siren', 'est obligatoire pour un professionnel'],
    [{ denomination_sociale: ' ' }, 'body.denomination_sociale', 'est obligatoire pour un professionnel'],
    [{ denomination_sociale: 'D'.repeat(71) }, 'body.denomination_sociale', 'Limité à 70 caractères.'],
    [
      { denomination_sociale: 'DANONE #1' },
      'body.denomination_sociale',
      'Les caractères spéciaux ne sont pas autorisés',
    ],
    [{ contact_nom: '' }, 'body.contact_nom', 'Minimum 1 caractère requis.'],
    [{ contact_nom: '   ' }, 'body.contact_nom', 'Minimum 1 caractère requis.'],
    [{ contact_prenom: 'C'.repeat(71) }, 'body.contact_prenom', 'Limité à 70 caractères.'],
    [{ ville_facturation: 'V'.repeat(39) }, 'body.ville_facturation', 'Limité à 38 caractères.'],
    [
      { numero_voie_facturation: '12 rue @ la Paix' },
      'body.numero_voie_facturation',
      'Les caractères spéciaux ne sont pas autorisés',
    ],
    [{ libelle_facturation: 'L'.repeat(39) }, 'body.libelle_facturation', 'Limité à 38 caractères.'],
    [{ code_postal_facturation: '7500' }, 'body.code_postal_facturation', 'doit être composé de 5 chiffres'],
    [{ pays_facturation: 'France' }, 'body.pays_facturation', 'doit être un code pays de 2 lettres (FR)'],
    [{ date_debut: '2025-02-30' }, 'body.date_debut', 'doit être une date au format AAAA-MM-JJ'],
    [{ date_debut: '01/03/2025' }, 'body.date_debut', 'doit être une date au format AAAA-MM-JJ'],
    [{ type_compte: 'PREMIUM' }, 'body.type_compte', "doit valoir l'une des valeurs suivantes : MEMBRE, ABONNE"],
    [{ ville_facturation: undefined }, 'body.ville_facturation', 'est obligatoire'],
  ])('answers 400 to a subscriber with %p', async (champs, field, message) => {
    const response = await creer({ ...dossierAbonne, ...champs });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, message }]);
  });

  it.each([
    [{ siren: '552100554' }, 'body.siren', "ne s'applique pas à un particulier"],
    [{ denomination_sociale: 'DANONE' }, 'body.denomination_sociale', "ne s'applique pas à un particulier"],
    [{ date_debut: '2025-01-01' }, 'body.date_debut', "ne s'applique qu'à un compte abonné"],
  ])('answers 400 to a private member with %p', async (champs, field, message) => {
    const response = await creer({ ...dossierMembre, ...champs });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, message }]);
  });

  it('accepts a foreign postal code abroad, and creates nothing on a refusal', async () => {
    const refus = await creer({ ...dossierAbonne, siren: '552100555' });
    expect(refus.statusCode).toBe(400);
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/comptes_clients', headers: claire.headers })).json(),
    ).toEqual([]);
    const response = await creer({
      ...dossierMembre,
      code_postal_facturation: 'SW1A 1AA',
      ville_facturation: 'London',
      pays_facturation: 'GB',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().abonnements[0]).toMatchObject({
      code_postal_facturation: 'SW1A 1AA',
      pays_facturation: 'GB',
    });
  });
});
