import type { Db } from '../../db/index.js';

/*
 * One pass over the active companies with GROUPING SETS; GROUPING() tells
 * which set a row belongs to (a bit per column, 1 when aggregated over):
 *   1 = (département, NAF)   3 = (département)   5 = (NAF)   6 = (greffe)   7 = ()
 */
const COMPTES = `
  INSERT INTO statistiques_seo (niveau, departement_code, code, nombre_entreprises)
  SELECT CASE ensemble WHEN 1 THEN 'sous-classe' WHEN 3 THEN 'departement' WHEN 5 THEN 'sous-classe'
                       WHEN 6 THEN 'greffe' ELSE 'france' END,
         coalesce(departement_code, ''), coalesce(code_naf, greffe_code, ''), nombre
  FROM (
    SELECT GROUPING(siege_departement_code, code_naf, greffe_code) AS ensemble,
           siege_departement_code AS departement_code, code_naf, greffe_code, count(*)::int AS nombre
    FROM entreprises
    WHERE etat = 'ACTIVE'
    GROUP BY GROUPING SETS ((siege_departement_code, code_naf), (siege_departement_code), (code_naf), (greffe_code), ())
  ) comptes
  WHERE CASE ensemble WHEN 1 THEN departement_code IS NOT NULL AND code_naf IS NOT NULL
                      WHEN 3 THEN departement_code IS NOT NULL
                      WHEN 5 THEN code_naf IS NOT NULL
                      WHEN 6 THEN greffe_code IS NOT NULL
                      ELSE nombre > 0 END`;

// Divisions (2 digits) from the NAF codes, per département and for France ('').
const DIVISIONS = `
  INSERT INTO statistiques_seo (niveau, departement_code, code, nombre_entreprises)
  SELECT 'division', departement_code, left(code, 2), sum(nombre_entreprises)::int
  FROM statistiques_seo WHERE niveau = 'sous-classe'
  GROUP BY departement_code, left(code, 2)`;

/**
 * Recomputes the counts of the SEO tree (table statistiques_seo, migration
 * 005) from the active companies. To be called after every load of the
 * registry (generator, SIRENE import): one scan of entreprises, instead of a
 * GROUP BY over millions of rows per request. Readers keep the previous
 * counts until the transaction commits. Returns the number of rows written.
 */
export async function rafraichirStatistiquesSeo(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM statistiques_seo');
    const comptes = await tx.query(COMPTES);
    const divisions = await tx.query(DIVISIONS);
    return comptes.rowCount + divisions.rowCount;
  });
}
