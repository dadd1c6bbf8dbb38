import { createAppAvecRegistre, ids } from '../../../tests/fixtures/registre.js';
import { backends, type TestApp } from '../../../tests/helpers/test-app.js';
import type { Queryable } from '../../db/index.js';
import { getGreffe, listCommunes, listGreffes } from '../greffes/index.js';
import * as dossier from './service/dossier.js';
import * as entreprises from './service/entreprises.js';
import * as fonctions from './service/fonctions.js';
import * as seo from './service/seo.js';

// The tables that grow with the registry; the reference tables (greffes,
// départements, NAF, formes juridiques) are small enough to be read whole.
const GRANDES_TABLES = new Set([
  'entreprises',
  'etablissements',
  'fonctions',
  'personnes_physiques',
  'chiffres_cles',
  'procedures_collectives',
  'jugements',
  'documents',
  'inscriptions',
  'evenements_registre',
  'statistiques_seo',
  'communes',
]);

interface Noeud {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: Noeud[];
}

/**
 * The scans of a plan that read a large table whole: a sequential scan, or an
 * index walked without condition where no LIMIT stops it early. A bitmap
 * index scan reads the table of its parent bitmap heap scan.
 */
function lecturesCompletes(noeud: Noeud, sousLimite = false, tableParente?: string): string[] {
  const limite = sousLimite || noeud['Node Type'] === 'Limit';
  const table = noeud['Relation Name'] ?? (noeud['Node Type'] === 'Bitmap Index Scan' ? tableParente : undefined);
  const complete =
    table !== undefined &&
    GRANDES_TABLES.has(table) &&
    (noeud['Node Type'] === 'Seq Scan' ||
      (/Index Scan|Index Only Scan/.test(noeud['Node Type']) && noeud['Index Cond'] === undefined && !limite));
  const ici = complete ? [`${noeud['Node Type']} on ${table} ${noeud['Index Name'] ?? ''}`.trim()] : [];
  return [...ici, ...(noeud.Plans ?? []).flatMap((enfant) => lecturesCompletes(enfant, limite, table))];
}

const lectures: Array<[string, (db: Queryable) => Promise<unknown>]> = [
  ['entreprise', (db) => entreprises.entreprise(db, ids.alpha)],
  ['entreprise par SIREN', (db) => entreprises.entrepriseParNumero(db, '552100554')],
  ['entreprise par SIRET', (db) => entreprises.entrepriseParNumero(db, '55210055400021')],
  ['établissements', (db) => entreprises.etablissementsDeLEntreprise(db, ids.alpha, { limit: 10, offset: 0 })],
  [
    'établissements fermés',
    (db) => entreprises.etablissementsDeLEntreprise(db, ids.alpha, { limit: 10, offset: 0, etat: 'FERME' }),
  ],
  ['établissement', (db) => entreprises.etablissement(db, 16)],
  ['établissement par SIRET', (db) => entreprises.etablissementParSiret(db, '55210055400021')],
  ['fiche', (db) => dossier.fiche(db, ids.alpha)],
  ['chiffres clés', (db) => dossier.chiffresCles(db, ids.alpha)],
  ['procédures', (db) => dossier.procedures(db, ids.beta)],
  ['documents', (db) => dossier.documents(db, ids.alpha)],
  ['déclarations de bénéficiaires', (db) => dossier.documentsBeneficiaires(db, ids.alpha, 'Déclaration initiale')],
  ['inscriptions', (db) => dossier.inscriptions(db, ids.alpha)],
  ['historique', (db) => dossier.evenements(db, ids.alpha, { limit: 20, offset: 20 })],
  ['fonctions', (db) => fonctions.fonctionsDeLEntreprise(db, ids.alpha, 'DIRIGEANT,COMMISSAIRE_AUX_COMPTES')],
  // Not with type_entreprise: on a fixture this small, walking the partial index
  // of active companies costs less than the join from the person's mandates.
  ['mandats', (db) => fonctions.fonctionsDeLaPersonne(db, { id_personne: ids.dupont, limit: 25, offset: 0 })],
  ['personne', (db) => fonctions.personnePhysique(db, ids.dupont)],
  ['SEO départements', (db) => seo.departements(db)],
  ['SEO secteurs', (db) => seo.secteurs(db, '75')],
  ['SEO codes NAF', (db) => seo.codesNaf(db, '75', '62')],
  ['SEO liste', (db) => seo.entreprises(db, { limit: 50, offset: 0 })],
  ['SEO liste par département', (db) => seo.entreprises(db, { numero_departement: '75', limit: 50, offset: 0 })],
  [
    'SEO liste par secteur',
    (db) => seo.entreprises(db, { numero_departement: '75', secteur_activite: '62', limit: 50, offset: 0 }),
  ],
  [
    'SEO liste par NAF',
    (db) => seo.entreprises(db, { numero_departement: '75', code_naf: '62.01Z', limit: 50, offset: 0 }),
  ],
  [
    'SEO liste par greffe et capital',
    (db) => seo.entreprises(db, { code_greffe: '7501', capital_social: 1, limit: 50, offset: 0 }),
  ],
  ['plan', (db) => seo.plan(db, 'entreprises', {})],
  ['plan des établissements', (db) => seo.plan(db, 'etablissements', {})],
  ['étendue du plan', (db) => seo.etenduePlan(db)],
  ['greffe', (db) => getGreffe(db, '7501')],
  ['greffes par commune', (db) => listGreffes(db, { recherche: 'Villeurbanne' }, 'FR')],
  ['greffes par code postal', (db) => listGreffes(db, { recherche: '69003' }, 'FR')],
  ['communes du ressort', (db) => listCommunes(db, '6901', { limit: 100, offset: 0 })],
];

/**
 * Every read goes through an index: each statement is explained with
 * sequential scans priced out of reach, which leaves one only where no index
 * can serve (the fixture is too small for the planner's own choice to tell).
 */
describe.each(backends)('index use on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createAppAvecRegistre(backend);
  });
  afterAll(() => test.close());

  it.each(lectures)('reads %s through indexes', async (_nom, lecture) => {
    const completes: string[] = [];
    let requetes = 0;
    await test.app.db.transaction(async (tx) => {
      // With joins as nested loops only, a table read whole means no index can serve.
      for (const reglage of ['enable_seqscan', 'enable_hashjoin', 'enable_mergejoin']) {
        await tx.query(`SET LOCAL ${reglage} = off`);
      }
      const expliquant: Queryable = {
        async query(sql, params) {
          const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
          const json = rows[0]?.['QUERY PLAN'];
          const [{ Plan }] = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: Noeud }];
          completes.push(...lecturesCompletes(Plan));
          requetes += 1;
          return tx.query(sql, params);
        },
        exec: (sql) => tx.exec(sql),
      };
      await lecture(expliquant);
    });
    expect(requetes).toBeGreaterThan(0);
    expect(completes).toEqual([]);
  });
});
