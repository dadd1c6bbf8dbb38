import type { LightMyRequestResponse } from 'fastify';

import { createAppCommandes, type AppCommandes } from '../../../tests/fixtures/commandes.js';
import { creerUtilisateur, type Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { ids } from '../../../tests/fixtures/registre.js';
import { client, sansPlafond } from '../../../tests/fixtures/surveillance.js';
import { backends } from '../../../tests/helpers/test-app.js';

type Client = { qui: Appelant; compte: number };
type Erreur = { message: string; errors: Array<{ field: string; message: string }> };
type Watch = { id: number; domaines: string[]; types_evenement: string[]; etat: string; motif_fin: string | null };

const SIREN = { alpha: '552100554', beta: '798765434', gamma: '812345676', inconnu: '732829320' };
const SOURCE_2015 = 'Grille Infogreffe 2015 (1,56 € par événement RCS consulté)';

/** The legacy calls of SPEC §7: the catalogue per dossier and deleteDomaineSurveillancePaye. */
describe.each(backends)('surveillance legacy calls on %s', (backend) => {
  let test: AppCommandes;
  let claire: Client;
  const appel = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    qui: Appelant,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    test.app.inject({ method, url: `/api${url}`, headers: qui.headers, ...(payload === undefined ? {} : { payload }) });
  const catalogue = (qui: Appelant, siren: string) => appel('GET', `/surveillance/catalogue/${siren}`, qui);
  const ouvrir = async (qui: Client, corps: object): Promise<Watch> => {
    const reponse = await appel('POST', '/surveillance', qui.qui, corps);
    expect(reponse.statusCode).toBe(201);
    return reponse.json<Watch>();
  };
  const supprimer = (qui: Appelant, lotsSurveillanceToDelete: unknown) =>
    appel('POST', '/surveillance/deleteDomaineSurveillancePaye', qui, { lotsSurveillanceToDelete });
  /** The account's watches as the module answers them, to check that a refused batch changed nothing. */
  const etat = async (qui: Client, watches: number[]) =>
    Promise.all(watches.map(async (id) => (await appel('GET', `/surveillance/${qui.compte}/${id}`, qui.qui)).json()));

  beforeAll(async () => {
    test = await createAppCommandes(backend);
  });
  beforeEach(async () => {
    claire = await client(test.app, 'ABONNE');
  });
  afterAll(() => test.close());

  describe('GET surveillance/catalogue/{siren}', () => {
    it('lists every domain with its label, types and notice price, for a company the account can watch', async () => {
      const reponse = await catalogue(claire.qui, SIREN.alpha);
      expect(reponse.statusCode).toBe(200);
      const prix = {
        prix: expect.objectContaining({ ttc: 1.56, ht: 1.3, ttc_formate: '1,56' }),
        source_prix: SOURCE_2015,
      };
      expect(reponse.json()).toEqual({
        entreprise: { id: ids.alpha, siren: SIREN.alpha, denomination: 'ALPHA SOLUTIONS', etat: 'ACTIVE' },
        surveillable: true,
        motif: null,
        surveillance_id: null,
        domaines: [
          {
            code: 'RCS_BILAN_ACTES',
            libelle: 'Registre, comptes et actes',
            types_evenement: ['RCS', 'BIL', 'ACT'],
            inclus: false,
            prix_avis: prix,
          },
          { code: 'BIL', libelle: 'Comptes annuels', types_evenement: ['BIL'], inclus: false, prix_avis: prix },
          { code: 'ACT', libelle: 'Actes', types_evenement: ['ACT'], inclus: false, prix_avis: prix },
          {
            code: 'PROCEDURES_COLLECTIVES',
            libelle: 'Procédures collectives',
            types_evenement: ['PCL'],
            inclus: false,
            prix_avis: prix,
          },
          {
            code: 'PRIVILEGES_ET_NANTISSEMENTS',
            libelle: 'Privilèges et nantissements',
            types_evenement: ['PN'],
            inclus: false,
            prix_avis: prix,
          },
        ],
      });
    });

    it('shows the active watch and its domains; an ended watch no longer counts', async () => {
      const watch = await ouvrir(claire, { id_entreprise: ids.alpha, domaines: ['BIL', 'PROCEDURES_COLLECTIVES'] });
      const deja = await appel('POST', '/surveillance', claire.qui, { id_entreprise: ids.alpha, domaines: ['ACT'] });
      const vue = (await catalogue(claire.qui, SIREN.alpha)).json();
      expect(vue).toMatchObject({ surveillable: false, motif: deja.json<Erreur>().message, surveillance_id: watch.id });
      expect(vue.motif).toBe('Vous surveillez déjà cette entreprise.');
      expect(vue.domaines.filter((d: { inclus: boolean }) => d.inclus).map((d: { code: string }) => d.code)).toEqual([
        'BIL',
        'PROCEDURES_COLLECTIVES',
      ]);
      await appel('DELETE', `/surveillance/${claire.compte}/${watch.id}`, claire.qui);
      expect((await catalogue(claire.qui, SIREN.alpha)).json()).toMatchObject({
        surveillable: true,
        motif: null,
        surveillance_id: null,
      });
    });

    it('gives the refusal POST surveillance would answer: struck off, maximum, account type, blocked account', async () => {
      const radiee = (await catalogue(claire.qui, SIREN.beta)).json();
      const refus = await appel('POST', '/surveillance', claire.qui, { siren: SIREN.beta, domaines: ['BIL'] });
      expect(refus.statusCode).toBe(409);
      expect(radiee).toMatchObject({ entreprise: { etat: 'RADIEE' }, surveillable: false });
      expect(radiee.motif).toBe(refus.json<Erreur>().message);
      expect(radiee.motif).toBe('Cette entreprise est radiée du registre : elle ne peut plus être surveillée.');

      const marc = await client(test.app, 'MEMBRE', 'Marc');
      await ouvrir(marc, { id_entreprise: ids.alpha, domaines: ['BIL'] });
      const plein = (await catalogue(marc.qui, SIREN.gamma)).json();
      const plafond = await appel('POST', '/surveillance', marc.qui, { siren: SIREN.gamma, domaines: ['BIL'] });
      expect([plafond.statusCode, plein.surveillable, plein.surveillance_id]).toEqual([409, false, null]);
      expect(plein.motif).toBe(plafond.json<Erreur>().message);
      expect(plein.motif).toMatch(/^Plafond atteint : un compte MEMBRE peut avoir au plus 1 surveillance active/);

      await sansPlafond(test.app, 'MEMBRE', async () => {
        const sansDroit = (await catalogue(marc.qui, SIREN.gamma)).json();
        const interdit = await appel('POST', '/surveillance', marc.qui, { siren: SIREN.gamma, domaines: ['BIL'] });
        expect(interdit.statusCode).toBe(403);
        expect(sansDroit).toMatchObject({ surveillable: false, motif: interdit.json<Erreur>().message });
        expect(sansDroit.motif).toMatch(/membre ou abonné/);
      });

      await test.app.db.query(`UPDATE comptes_clients SET position = 'SUSPENDU' WHERE id = $1`, [claire.compte]);
      const bloque = (await catalogue(claire.qui, SIREN.alpha)).json();
      const refuse = await appel('POST', '/surveillance', claire.qui, { siren: SIREN.alpha, domaines: ['BIL'] });
      expect(refuse.statusCode).toBe(403);
      expect(bloque).toMatchObject({ surveillable: false, motif: refuse.json<Erreur>().message });
      expect(bloque.motif).toMatch(/compte client est bloqué/);
    });

    it('prices a domain at the highest of its types, and null without a price row in force', async () => {
      await test.app.db.query(
        `INSERT INTO tarifs_avis_surveillance (grille_tarifaire, type_evenement, prix_ht, taux_tva, prix_ttc, valide_du, source, date_source)
         VALUES ('PUBLIC', 'BIL', 2.00, 20, 2.40, current_date, 'Tarif de test', 'test')`,
      );
      try {
        const domaines = (await catalogue(claire.qui, SIREN.alpha)).json().domaines as Array<{
          code: string;
          prix_avis: { prix: { ttc_formate: string }; source_prix: string } | null;
        }>;
        expect(domaines.map((d) => [d.code, d.prix_avis?.prix.ttc_formate, d.prix_avis?.source_prix])).toEqual([
          ['RCS_BILAN_ACTES', '2,40', 'Tarif de test'],
          ['BIL', '2,40', 'Tarif de test'],
          ['ACT', '1,56', SOURCE_2015],
          ['PROCEDURES_COLLECTIVES', '1,56', SOURCE_2015],
          ['PRIVILEGES_ET_NANTISSEMENTS', '1,56', SOURCE_2015],
        ]);
      } finally {
        await test.app.db.query(`DELETE FROM tarifs_avis_surveillance WHERE source = 'Tarif de test'`);
      }
      await test.app.db.query(`UPDATE tarifs_avis_surveillance SET valide_au = '2016-01-01'`);
      try {
        const domaines = (await catalogue(claire.qui, SIREN.alpha)).json().domaines as Array<{ prix_avis: unknown }>;
        expect(domaines.map((d) => d.prix_avis)).toEqual([null, null, null, null, null]);
      } finally {
        await test.app.db.query(`UPDATE tarifs_avis_surveillance SET valide_au = NULL`);
      }
    });

    it('answers 400 naming siren, 404 for an unknown company or without an account, 401 without a token', async () => {
      for (const siren of ['55210055', '552100555', 'abcdefghi']) {
        const reponse = await catalogue(claire.qui, siren);
        expect([siren, reponse.statusCode]).toEqual([siren, 400]);
        expect(reponse.json<Erreur>().errors.map((e) => e.field)).toEqual(['params.siren']);
      }
      const inconnue = await catalogue(claire.qui, SIREN.inconnu);
      expect([inconnue.statusCode, inconnue.json<Erreur>().message]).toEqual([
        404,
        'Entreprise introuvable dans le registre.',
      ]);
      const sansCompte = await creerUtilisateur(test.app, 'Sans', 'Compte');
      const pasDeCompte = await catalogue(sansCompte, SIREN.alpha);
      expect([pasDeCompte.statusCode, pasDeCompte.json<Erreur>().message]).toEqual([
        404,
        'Aucun compte client sélectionné.',
      ]);
      const sansJeton = await test.app.inject({ method: 'GET', url: `/api/surveillance/catalogue/${SIREN.alpha}` });
      expect(sansJeton.statusCode).toBe(401);
    });
  });

  describe('POST surveillance/deleteDomaineSurveillancePaye', () => {
    it('removes domains as PUT does, and ends a watch left without any as DELETE does', async () => {
      const alpha = await ouvrir(claire, {
        id_entreprise: ids.alpha,
        domaines: ['RCS_BILAN_ACTES', 'PROCEDURES_COLLECTIVES'],
      });
      const gamma = await ouvrir(claire, { id_entreprise: ids.gamma, domaines: ['BIL', 'ACT'] });
      const personne = await ouvrir(claire, { id_personne_physique: ids.dupont, domaines: ['RCS_BILAN_ACTES'] });
      const audit = await ouvrir(claire, { id_entreprise: ids.audit, domaines: ['PRIVILEGES_ET_NANTISSEMENTS'] });

      const reponse = await supprimer(claire.qui, [
        { id_surveillance: gamma.id, domaines: ['ACT', 'BIL'] },
        { id_surveillance: alpha.id, domaines: ['RCS_BILAN_ACTES'] },
        { id_surveillance: personne.id, domaines: ['RCS_BILAN_ACTES'] },
      ]);
      expect(reponse.statusCode).toBe(200);
      const { surveillances } = reponse.json<{ surveillances: Watch[] }>();
      expect(surveillances.map((s) => s.id)).toEqual([gamma.id, alpha.id, personne.id]);
      expect(surveillances[0]).toMatchObject({
        etat: 'TERMINEE',
        motif_fin: 'SUPPRESSION',
        domaines: ['BIL', 'ACT'],
        date_fin: expect.any(String),
      });
      expect(surveillances[1]).toMatchObject({
        etat: 'ACTIVE',
        motif_fin: null,
        domaines: ['PROCEDURES_COLLECTIVES'],
        types_evenement: ['PCL'],
        entreprise: { id: ids.alpha },
      });
      expect(surveillances[2]).toMatchObject({
        etat: 'TERMINEE',
        motif_fin: 'SUPPRESSION',
        personne_physique: { id: ids.dupont },
      });
      // What the other routes read afterwards: the same watches; the one not named is untouched.
      expect(await etat(claire, [gamma.id, alpha.id, personne.id])).toEqual(surveillances);
      const actives = (await appel('GET', '/surveillance/true', claire.qui)).json<{ surveillances: Watch[] }>();
      expect(actives.surveillances.map((s) => s.id).sort()).toEqual([alpha.id, audit.id].sort());
      expect((await etat(claire, [audit.id]))[0]).toMatchObject({ domaines: ['PRIVILEGES_ET_NANTISSEMENTS'] });
    });

    it('changes nothing when one lot is refused: 400, 404, 409', async () => {
      const bruno = await client(test.app, 'ABONNE', 'Bruno');
      const sienne = await ouvrir(bruno, { id_entreprise: ids.alpha, domaines: ['BIL'] });
      const alpha = await ouvrir(claire, { id_entreprise: ids.alpha, domaines: ['BIL', 'ACT'] });
      const gamma = await ouvrir(claire, { id_entreprise: ids.gamma, domaines: ['PROCEDURES_COLLECTIVES'] });
      const finie = await ouvrir(claire, { id_entreprise: ids.audit, domaines: ['ACT'] });
      await appel('DELETE', `/surveillance/${claire.compte}/${finie.id}`, claire.qui);
      const watches = [alpha.id, gamma.id, finie.id];
      const avant = await etat(claire, watches);
      const bil = { id_surveillance: alpha.id, domaines: ['BIL'] };
      const bon = [bil, { id_surveillance: gamma.id, domaines: ['PROCEDURES_COLLECTIVES'] }];

      const double = await supprimer(claire.qui, [...bon, { id_surveillance: alpha.id, domaines: ['ACT'] }]);
      expect(double.statusCode).toBe(400);
      expect(double.json<Erreur>().errors.map((e) => e.field)).toEqual([
        'body.lotsSurveillanceToDelete.2.id_surveillance',
      ]);

      const manquant = await supprimer(claire.qui, [
        bil,
        { id_surveillance: gamma.id, domaines: ['PROCEDURES_COLLECTIVES', 'PRIVILEGES_ET_NANTISSEMENTS', 'ACT'] },
      ]);
      expect(manquant.statusCode).toBe(400);
      expect(manquant.json<Erreur>().errors).toEqual([
        {
          field: 'body.lotsSurveillanceToDelete.1.domaines',
          message: `contient PRIVILEGES_ET_NANTISSEMENTS, ACT, absents de la surveillance ${gamma.id} (ses domaines : PROCEDURES_COLLECTIVES)`,
        },
      ]);

      for (const intrus of [sienne.id, 2_000_000_000]) {
        const reponse = await supprimer(claire.qui, [...bon, { id_surveillance: intrus, domaines: ['BIL'] }]);
        expect([intrus, reponse.statusCode, reponse.json<Erreur>().message]).toEqual([
          intrus,
          404,
          'Surveillance introuvable.',
        ]);
      }
      const terminee = await supprimer(claire.qui, [...bon, { id_surveillance: finie.id, domaines: ['ACT'] }]);
      expect([terminee.statusCode, terminee.json<Erreur>().message]).toEqual([
        409,
        'Cette surveillance est terminée : elle ne peut plus être modifiée.',
      ]);
      expect(await etat(claire, watches)).toEqual(avant);
      expect((await etat(bruno, [sienne.id]))[0]).toMatchObject({ etat: 'ACTIVE', domaines: ['BIL'] });
      // Another account's watch alone: the same 404, and Bruno's watch is as it was.
      expect((await supprimer(claire.qui, [{ id_surveillance: sienne.id, domaines: ['BIL'] }])).statusCode).toBe(404);
      expect((await etat(bruno, [sienne.id]))[0]).toMatchObject({ etat: 'ACTIVE', domaines: ['BIL'] });
    });

    it('answers 400 naming the field for a malformed batch', async () => {
      const watch = await ouvrir(claire, { id_entreprise: ids.alpha, domaines: ['BIL'] });
      const lot = (domaines: unknown, id: unknown = watch.id) => ({ id_surveillance: id, domaines });
      const cas: Array<[unknown, string]> = [
        [undefined, 'body.lotsSurveillanceToDelete'],
        [[], 'body.lotsSurveillanceToDelete'],
        [Array.from({ length: 101 }, () => lot(['BIL'])), 'body.lotsSurveillanceToDelete'],
        [[lot([])], 'body.lotsSurveillanceToDelete.0.domaines'],
        [[lot(['METEO'])], 'body.lotsSurveillanceToDelete.0.domaines.0'],
        [[lot(['BIL', 'BIL'])], 'body.lotsSurveillanceToDelete.0.domaines'],
        [[lot(['BIL'], 0)], 'body.lotsSurveillanceToDelete.0.id_surveillance'],
        [[lot(['BIL'], '1')], 'body.lotsSurveillanceToDelete.0.id_surveillance'],
        [[{ domaines: ['BIL'] }], 'body.lotsSurveillanceToDelete.0.id_surveillance'],
      ];
      for (const [lots, champ] of cas) {
        const reponse =
          lots === undefined
            ? await appel('POST', '/surveillance/deleteDomaineSurveillancePaye', claire.qui, {})
            : await supprimer(claire.qui, lots);
        expect([champ, reponse.statusCode]).toEqual([champ, 400]);
        expect(reponse.json<Erreur>().errors.map((e) => e.field)).toContain(champ);
      }
      expect((await etat(claire, [watch.id]))[0]).toMatchObject({ etat: 'ACTIVE', domaines: ['BIL'] });
    });

    it('refuses a blocked account (403) and a caller without a token (401)', async () => {
      const watch = await ouvrir(claire, { id_entreprise: ids.alpha, domaines: ['BIL', 'ACT'] });
      await test.app.db.query(`UPDATE comptes_clients SET position = 'SUSPENDU' WHERE id = $1`, [claire.compte]);
      const bloque = await supprimer(claire.qui, [{ id_surveillance: watch.id, domaines: ['BIL'] }]);
      expect([bloque.statusCode, bloque.json<Erreur>().message]).toEqual([
        403,
        'Votre compte client est bloqué : ses surveillances ne peuvent pas être modifiées.',
      ]);
      const sansJeton = await test.app.inject({
        method: 'POST',
        url: '/api/surveillance/deleteDomaineSurveillancePaye',
        payload: { lotsSurveillanceToDelete: [{ id_surveillance: watch.id, domaines: ['BIL'] }] },
      });
      expect(sansJeton.statusCode).toBe(401);
      expect((await etat(claire, [watch.id]))[0]).toMatchObject({ etat: 'ACTIVE', domaines: ['BIL', 'ACT'] });
    });

    it('locks the watches: two batches at once on one watch lose neither removal', async () => {
      const watch = await ouvrir(claire, {
        id_entreprise: ids.alpha,
        domaines: ['BIL', 'ACT', 'PROCEDURES_COLLECTIVES'],
      });
      const [a, b] = await Promise.all([
        supprimer(claire.qui, [{ id_surveillance: watch.id, domaines: ['BIL'] }]),
        supprimer(claire.qui, [{ id_surveillance: watch.id, domaines: ['ACT'] }]),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect((await etat(claire, [watch.id]))[0]).toMatchObject({
        etat: 'ACTIVE',
        domaines: ['PROCEDURES_COLLECTIVES'],
        types_evenement: ['PCL'],
      });
    });
  });
});
