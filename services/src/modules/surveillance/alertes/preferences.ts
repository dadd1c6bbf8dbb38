import type { ModeAlerte, PreferencesAlertes } from '@portail/contrat/surveillance-alertes';

import type { Queryable } from '../../../db/index.js';
import type { Compte } from '../service/contexte.js';

/** No choice made: one digest a day (a révélation is rarely urgent, and a daily e-mail is not spam). */
export const MODE_PAR_DEFAUT: ModeAlerte = 'QUOTIDIENNE';

const iso = (instant: Date | string | null) => (instant === null ? null : new Date(instant).toISOString());

export async function lirePreferences(db: Queryable, compte: Compte): Promise<PreferencesAlertes> {
  const { rows } = await db.query<{ mode: ModeAlerte; modifie_le: Date }>(
    'SELECT mode, modifie_le FROM alertes_preferences WHERE utilisateur_id = $1::uuid AND compte_client_id = $2',
    [compte.utilisateur, compte.id],
  );
  const row = rows[0];
  return { id_compte_client: compte.id, mode: row?.mode ?? MODE_PAR_DEFAUT, modifie_le: iso(row?.modifie_le ?? null) };
}

/** Sets the mode of a user for an account; false when the user is not (or no longer) one of the account's. */
export async function choisirMode(
  db: Queryable,
  qui: { utilisateur: string; compte: number },
  mode: ModeAlerte,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO alertes_preferences (utilisateur_id, compte_client_id, mode)
     SELECT uc.utilisateur_id, uc.compte_client_id, $3 FROM utilisateurs_comptes uc
      WHERE uc.utilisateur_id = $1::uuid AND uc.compte_client_id = $2
     ON CONFLICT (utilisateur_id, compte_client_id) DO UPDATE SET mode = EXCLUDED.mode, modifie_le = now()`,
    [qui.utilisateur, qui.compte, mode],
  );
  return rowCount === 1;
}
