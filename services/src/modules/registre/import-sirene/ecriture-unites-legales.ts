import type { Queryable } from '../../../db/index.js';
import { alignerSequence, retirerRejets, sqlCompterEcritures, type Comptes, type Destination } from './destination.js';
import { sqlCreerStaging, tableStaging } from './staging.js';
import { lecteurUniteLegale, stagingUniteLegale } from './unites-legales.js';

const staging = tableStaging('import_sirene_unites_legales', stagingUniteLegale);

// Columns copied from the staging table; `statut`, `source` and the
// establishment-derived columns are not among them.
const colonnes = stagingUniteLegale.map(({ nom }) => nom).filter((nom) => nom !== 'siren');

const sqlRejets = `SELECT s.ligne, s.siren, e.source
  FROM ${staging.nom} s JOIN entreprises e ON e.siren = s.siren
  WHERE e.source <> 'SIRENE'`;

// Only companies of source SIRENE are updated, and only when a value changed:
// a second import of the same file writes nothing.
const sqlUpsert = `WITH ecritures AS (
  INSERT INTO entreprises AS e (siren, ${colonnes.join(', ')}, statut, source)
  SELECT siren, ${colonnes.join(', ')}, 'INSEE', 'SIRENE' FROM ${staging.nom}
  ON CONFLICT (siren) DO UPDATE SET
    ${colonnes.map((nom) => `${nom} = EXCLUDED.${nom}`).join(', ')}, mis_a_jour_le = now()
  WHERE e.source = 'SIRENE'
    AND (${colonnes.map((nom) => `e.${nom}`).join(', ')})
        IS DISTINCT FROM (${colonnes.map((nom) => `EXCLUDED.${nom}`).join(', ')})
  RETURNING xmax = 0 AS creee
) ${sqlCompterEcritures}`;

export const uniteLegaleVersEntreprises: Destination = {
  nature: 'UNITES_LEGALES',
  staging,
  tables: ['entreprises'],
  lecteur: lecteurUniteLegale,
  async preparer(db: Queryable) {
    await db.exec(sqlCreerStaging(staging));
    await alignerSequence(db, 'entreprises');
  },
  async appliquer(tx: Queryable) {
    const { rows } = await tx.query<{ ligne: string | number; siren: string; source: string }>(sqlRejets);
    const rejets = rows.map(({ ligne, siren, source }) => ({
      ligne: Number(ligne),
      motif: `SIREN ${siren} déjà présent avec la source ${source} : données existantes conservées, ligne ignorée`,
    }));
    await retirerRejets(tx, staging, rejets);
    const { rows: comptes } = await tx.query<Comptes>(sqlUpsert);
    return { rejets, creees: comptes[0]?.creees ?? 0, modifiees: comptes[0]?.modifiees ?? 0 };
  },
};
