import { randomInt } from 'node:crypto';

import type { Db, Queryable } from '../../db/index.js';
import { aujourdhui, lireSiren } from '@portail/domaine';
import { LIBELLES_OPERATION_DGFIP, type FormaliteDgfip, type FormaliteDuCompte } from '@portail/contrat/formalites';
import { normaliserNom } from '../../lib/normaliser.js';
import { ChampsInvalides, CompteSansDepot } from './erreurs.js';
import { trouverFormalite } from './repository.js';
import { duCompte, type Compte } from './service.js';

// SPEC §4: these positions block the account (as for the orders).
const POSITIONS_BLOQUEES = new Set(['RADIE', 'INTERDIT', 'SUSPENDU']);
const VIOLATION_UNICITE = '23505';
const ESSAIS = 5;

export const MESSAGE_SIREN_INCONNU = 'Aucune entreprise immatriculée sous ce numéro SIREN.';

interface Entreprise {
  id: string;
  denomination: string;
  greffe_code: string;
  [column: string]: unknown;
}

/** The company the form names: registered at a greffe (a unit known from SIRENE only is not). */
async function entrepriseImmatriculee(db: Queryable, siren: string): Promise<Entreprise | undefined> {
  const { rows } = await db.query<Entreprise>(
    `SELECT id::text, denomination, greffe_code FROM entreprises
      WHERE siren = $1 AND greffe_code IS NOT NULL AND source <> 'SIRENE' ORDER BY id LIMIT 1`,
    [siren],
  );
  return rows[0];
}

/**
 * The next liasse number of the greffe's year: its code, the year, six digits continuing after the
 * greffe's last number of that year, whoever gave it (this form, the registry activity). The caller
 * holds the greffe-year lock, so two filings wait for each other; a number taken meanwhile by a
 * writer that does not take the lock fails the insert on its uniqueness and the filing is tried again.
 */
async function prochainNumeroLiasse(tx: Queryable, greffe: string, annee: string): Promise<string> {
  const prefixe = `${greffe}${annee}`;
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`formalites:liasse:${prefixe}`]);
  const { rows } = await tx.query<{ dernier: string | null }>(
    `SELECT max(numero_liasse) AS dernier FROM formalites WHERE numero_liasse LIKE $1 AND length(numero_liasse) = 14`,
    [`${prefixe}%`],
  );
  const dernier = rows[0]?.dernier;
  const suivant = (dernier == null ? 0 : Number(dernier.slice(8))) + 1;
  if (suivant > 999_999) throw new Error(`Plus aucun numéro de liasse libre pour le greffe ${greffe} en ${annee}`);
  return `${prefixe}${String(suivant).padStart(6, '0')}`;
}

/** D + 11 digits, drawn at random: an identifier does not tell how many dossiers came before. */
const nouvelIdentifiant = () => `D${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}`;

/**
 * POST /api/formalites/dgfip: the tax office's inscription entered by the selected account. The
 * contract checked the form's shape; here the SIREN's key, the due date and the company. The dossier
 * is received (RECUE) at the company's greffe under the next liasse number of its year.
 */
export async function deposerFormaliteDgfip(
  db: Db,
  compte: Compte,
  corps: FormaliteDgfip,
  instant: Date = new Date(),
): Promise<FormaliteDuCompte> {
  if (POSITIONS_BLOQUEES.has(compte.position))
    throw new CompteSansDepot({ compte: compte.id, position: compte.position });
  const jour = aujourdhui(instant);
  const erreurs: Array<{ champ: string; message: string }> = [];
  const siren = lireSiren(corps.siren);
  if (siren === null) erreurs.push({ champ: 'siren', message: 'doit être un numéro SIREN valide' });
  if (corps.date_exigibilite > jour)
    erreurs.push({ champ: 'date_exigibilite', message: 'ne peut pas être postérieure à la date du jour' });
  if (erreurs.length > 0 || siren === null) throw new ChampsInvalides(erreurs);
  const entreprise = await entrepriseImmatriculee(db, siren);
  if (entreprise === undefined) throw new ChampsInvalides([{ champ: 'siren', message: MESSAGE_SIREN_INCONNU }]);

  const impot = corps.impot.trim();
  const reference = corps.reference_formaliste?.trim() || null;
  const objet = `${LIBELLES_OPERATION_DGFIP[corps.operation]} – ${impot}`;
  for (let essai = 1; ; essai++) {
    try {
      const identifiant = await db.transaction(async (tx) => {
        const numero = await prochainNumeroLiasse(tx, entreprise.greffe_code, jour.slice(0, 4));
        const identifiant = nouvelIdentifiant();
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO formalites (identifiant, numero_liasse, reference_formaliste, type, objet, greffe_code, entreprise_id,
                                   siren, denomination, nom_recherche, date_depot, etat, motif, date_etat,
                                   compte_client_id, donnees)
           VALUES ($1, $2, $3, 'INSCRIPTION_DGFIP', $4, $5, $6::bigint, $7, $8, $9, $10::date, 'RECUE', NULL, $11,
                   $12, $13::jsonb)
           RETURNING id::text`,
          [
            identifiant,
            numero,
            reference,
            objet,
            entreprise.greffe_code,
            entreprise.id,
            siren,
            entreprise.denomination,
            normaliserNom(entreprise.denomination),
            jour,
            instant,
            compte.id,
            JSON.stringify(corps),
          ],
        );
        await tx.query(
          `INSERT INTO formalites_etapes (formalite_id, etat, date_etape, motif) VALUES ($1::bigint, 'RECUE', $2, NULL)`,
          [rows[0]?.id, instant],
        );
        return identifiant;
      });
      const formalite = await trouverFormalite(db, identifiant, compte.id);
      if (formalite === undefined) throw new Error(`Formalité ${identifiant} introuvable après son dépôt`);
      return duCompte(formalite, 'DEPOSEE');
    } catch (error) {
      if ((error as { code?: string }).code !== VIOLATION_UNICITE || essai >= ESSAIS) throw error;
    }
  }
}
