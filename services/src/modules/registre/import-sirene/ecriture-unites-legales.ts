import type { Queryable } from '../../../db/index.js';
import type { ModeEcriture } from './chargement-initial.js';
import { alignerSequence, insererOuMettreAJour, sqlCompterEcritures, type Destination } from './destination.js';
import { sqlCreerStaging, tableStaging } from './staging.js';
import { lecteurUniteLegale, stagingUniteLegale } from './unites-legales.js';

const staging = tableStaging('import_sirene_unites_legales', stagingUniteLegale);

// Columns copied from the staging table; `statut`, `source` and the
// establishment-derived columns are not among them.
const colonnes = stagingUniteLegale.map(({ nom }) => nom).filter((nom) => nom !== 'siren');

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

// An initial load: no company to update.
const sqlInsertion = `INSERT INTO entreprises (siren, ${colonnes.join(', ')}, statut, source)
  SELECT siren, ${colonnes.join(', ')}, 'INSEE', 'SIRENE' FROM ${staging.nom}`;

// The lines of companies the registry owns (source other than SIRENE), which
// the upsert left as they were.
const sqlRejets = `SELECT s.ligne, s.siren, e.source
  FROM ${staging.nom} s JOIN entreprises e ON e.siren = s.siren
  WHERE e.source <> 'SIRENE'`;

export const uniteLegaleVersEntreprises: Destination = {
  nature: 'UNITES_LEGALES',
  staging,
  tables: ['entreprises'],
  lecteur: lecteurUniteLegale,
  async preparer(db: Queryable) {
    await db.exec(sqlCreerStaging(staging));
    await alignerSequence(db, 'entreprises');
  },
  async appliquer(tx: Queryable, mode: ModeEcriture, lignes: number) {
    const comptes = await insererOuMettreAJour(tx, mode, { insertion: sqlInsertion, upsert: sqlUpsert });
    // When every line was written none was refused: an initial load skips the lookup.
    if (comptes.creees + comptes.modifiees === lignes) return { rejets: [], ...comptes };
    const { rows } = await tx.query<{ ligne: string | number; siren: string; source: string }>(sqlRejets);
    const rejets = rows.map(({ ligne, siren, source }) => ({
      ligne: Number(ligne),
      motif: `SIREN ${siren} déjà présent avec la source ${source} : données existantes conservées, ligne ignorée`,
    }));
    return { rejets, ...comptes };
  },
};
