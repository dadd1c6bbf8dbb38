import type { Queryable } from '../../../db/index.js';

/** Consistency checks of a generated registry "as of" `AU`: each query counts the faulty rows. */
const controles = (AU: string): Readonly<Record<string, string>> => ({
  creationApresImmatriculation: 'SELECT count(*) FROM entreprises WHERE date_creation > date_immatriculation',
  radiationAvantImmatriculation: 'SELECT count(*) FROM entreprises WHERE date_radiation < date_immatriculation',
  radieeSansDate: `SELECT count(*) FROM entreprises WHERE etat = 'RADIEE' AND date_radiation IS NULL`,
  activeAvecDate: `SELECT count(*) FROM entreprises WHERE etat = 'ACTIVE' AND date_radiation IS NOT NULL`,
  sansSiegeUnique: `SELECT count(*) FROM entreprises e
    WHERE source = 'GENERATEUR' AND (SELECT count(*) FROM etablissements x WHERE x.entreprise_id = e.id AND x.siege) <> 1`,
  siegeIncoherent: `SELECT count(*) FROM entreprises e
    JOIN etablissements x ON x.entreprise_id = e.id AND x.siege
    JOIN communes c ON c.code = x.commune_code
    WHERE e.greffe_code IS DISTINCT FROM c.greffe_code OR e.siege_commune_code <> x.commune_code
       OR e.siege_departement_code <> c.departement_code`,
  comptesEtablissements: `SELECT count(*) FROM entreprises e
    WHERE source = 'GENERATEUR' AND (nb_etablissements <> (SELECT count(*) FROM etablissements x WHERE x.entreprise_id = e.id)
       OR nb_etablissements_actifs <> (SELECT count(*) FROM etablissements x WHERE x.entreprise_id = e.id AND x.etat = 'ACTIF'))`,
  etablissementsHorsVie: `SELECT count(*) FROM etablissements x JOIN entreprises e ON e.id = x.entreprise_id
    WHERE x.date_creation < e.date_immatriculation OR x.date_fermeture < x.date_creation
       OR x.date_fermeture > e.date_radiation OR (e.etat = 'RADIEE' AND x.etat = 'ACTIF')`,
  mandatsHorsVie: `SELECT count(*) FROM fonctions f JOIN entreprises e ON e.id = f.entreprise_id
    WHERE f.date_debut < e.date_immatriculation OR f.date_fin > coalesce(e.date_radiation, ${AU})`,
  dirigeantsMineurs: `SELECT count(*) FROM fonctions f JOIN personnes_physiques p ON p.id = f.personne_physique_id
    WHERE p.date_naissance > f.date_debut - interval '18 years'`,
  personnesMoralesInconnues: `SELECT count(*) FROM fonctions f
    WHERE f.personne_morale_entreprise_id IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM entreprises e WHERE e.id = f.personne_morale_entreprise_id AND e.siren = f.personne_morale_siren
        AND e.denomination = f.personne_morale_denomination AND e.date_immatriculation <= f.date_debut)`,
  personnesSansMandat: `SELECT count(*) FROM personnes_physiques p
    WHERE NOT EXISTS (SELECT 1 FROM fonctions f WHERE f.personne_physique_id = p.id OR f.representant_id = p.id)`,
  documentsHorsVie: `SELECT count(*) FROM documents d JOIN entreprises e ON e.id = d.entreprise_id
    WHERE d.date_depot < d.date_document OR d.date_document < e.date_creation
       OR d.date_depot > coalesce(e.date_radiation, ${AU})`,
  evenementsHorsVie: `SELECT count(*) FROM evenements_registre v JOIN entreprises e ON e.id = v.entreprise_id
    WHERE v.date_evenement < e.date_immatriculation OR v.date_evenement > coalesce(e.date_radiation, ${AU})`,
  sansImmatriculation: `SELECT count(*) FROM entreprises e WHERE source = 'GENERATEUR' AND NOT EXISTS (
    SELECT 1 FROM evenements_registre v WHERE v.entreprise_id = e.id AND v.nature = 'IMMATRICULATION')`,
  radiationSansEvenement: `SELECT count(*) FROM entreprises e WHERE etat = 'RADIEE' AND source = 'GENERATEUR' AND NOT EXISTS (
    SELECT 1 FROM evenements_registre v WHERE v.entreprise_id = e.id AND v.nature = 'RADIATION' AND v.date_evenement = e.date_radiation)`,
  proceduresHorsVie: `SELECT count(*) FROM procedures_collectives p JOIN entreprises e ON e.id = p.entreprise_id
    WHERE p.date_ouverture < e.date_immatriculation OR p.date_cloture > coalesce(e.date_radiation, ${AU})`,
  jugementsHorsProcedure: `SELECT count(*) FROM jugements j JOIN procedures_collectives p ON p.id = j.procedure_id
    WHERE j.date_jugement < p.date_ouverture OR j.date_jugement > coalesce(p.date_cloture, ${AU})`,
  procedureEnCoursSansStatutAc: `SELECT count(*) FROM procedures_collectives p JOIN entreprises e ON e.id = p.entreprise_id
    WHERE (p.date_cloture IS NULL) <> (e.statut = 'AC')`,
  inscriptionsHorsVie: `SELECT count(*) FROM inscriptions i JOIN entreprises e ON e.id = i.entreprise_id
    WHERE i.date_inscription < e.date_immatriculation OR i.date_radiation < i.date_inscription`,
});

/**
 * The checks that found faulty rows, with their counts: {} for a consistent registry. `au`: the
 * registry's last day (the generator's reference day, or the last registry activity day applied).
 */
export async function incoherences(db: Queryable, au = '2025-06-30'): Promise<Record<string, number>> {
  const CONTROLES = controles(`'${au}'`);
  const noms = Object.keys(CONTROLES);
  const { rows } = await db.query<Record<string, string>>(
    `SELECT ${noms.map((nom) => `(${CONTROLES[nom]}) AS "${nom}"`).join(', ')}`,
  );
  return Object.fromEntries(
    Object.entries(rows[0] ?? {})
      .map(([nom, n]) => [nom, Number(n)] as const)
      .filter(([, n]) => n > 0),
  );
}

/** Shares of a generated registry, for the tests of realism. */
export async function repartition(db: Queryable) {
  const nombre = async (sql: string) => Number(Object.values((await db.query(sql)).rows[0] ?? {})[0]);
  const formes = (
    await db.query<{ code: string; part: number }>(
      `SELECT forme_juridique_code AS code, count(*)::float / sum(count(*)) OVER () AS part FROM entreprises GROUP BY 1`,
    )
  ).rows;
  const beneficiaires = (
    await db.query<{ min: number; max: number }>(
      `SELECT min(n)::int AS min, max(n)::int AS max FROM (SELECT count(*) AS n FROM fonctions
     WHERE nature = 'BENEFICIAIRE_EFFECTIF' GROUP BY entreprise_id) b`,
    )
  ).rows[0];
  return {
    part: (code: string) => formes.find((forme) => forme.code === code)?.part ?? 0,
    radiees: await nombre(`SELECT avg((etat = 'RADIEE')::int)::float FROM entreprises`),
    procedures: await nombre(
      `SELECT count(DISTINCT entreprise_id)::float / (SELECT count(*) FROM entreprises) FROM procedures_collectives`,
    ),
    etablissementsParEntreprise: await nombre('SELECT avg(nb_etablissements)::float FROM entreprises'),
    unSeulEtablissement: await nombre('SELECT avg((nb_etablissements = 1)::int)::float FROM entreprises'),
    plusDeDixEtablissements: await nombre('SELECT count(*) FROM entreprises WHERE nb_etablissements > 10'),
    clotureAuTrenteEtUn: await nombre(`SELECT avg((cloture_exercice = '12-31')::int)::float FROM entreprises`),
    personnesAPlusieursMandats: await nombre(
      `SELECT avg((n > 1)::int)::float FROM (SELECT count(DISTINCT entreprise_id) AS n FROM fonctions
       WHERE personne_physique_id IS NOT NULL GROUP BY personne_physique_id) p`,
    ),
    dirigeantsPersonnesMorales: await nombre(
      `SELECT count(*) FROM fonctions WHERE nature = 'DIRIGEANT' AND personne_morale_entreprise_id IS NOT NULL`,
    ),
    mandatsTermines: await nombre(`SELECT count(*) FROM fonctions WHERE date_fin IS NOT NULL`),
    saSansCommissaire: await nombre(
      `SELECT count(*) FROM entreprises e WHERE forme_juridique_code IN ('5599', '5699') AND NOT EXISTS (
         SELECT 1 FROM fonctions f WHERE f.entreprise_id = e.id AND f.nature = 'COMMISSAIRE_AUX_COMPTES')`,
    ),
    beneficiairesParSociete: beneficiaires,
    chiffresConfidentiels: await nombre('SELECT avg(confidentiel::int)::float FROM chiffres_cles'),
    inscriptions: await nombre('SELECT count(*) FROM inscriptions'),
    premieresDivisions: (
      await db.query<{ division: string }>(
        `SELECT left(code_naf, 2) AS division FROM entreprises GROUP BY 1 ORDER BY count(*) DESC LIMIT 6`,
      )
    ).rows.map((row) => row.division),
  };
}
