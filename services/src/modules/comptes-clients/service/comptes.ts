import type { Db, Queryable } from '../../../db/index.js';
import { AucunCompteSelectionne, CompteClientIntrouvable, AdministrateurRequis, VersionPerimee } from '../erreurs.js';
import {
  findCompte,
  findComptes,
  findCompteSelectionne,
  modifierLibelles,
  selectionner as selectionnerLien,
  verrouillerUtilisateur,
  type CompteRow,
} from '../repository/comptes.js';
import type { CompteClient, CompteSelectionne, ModificationCompte } from '@portail/contrat/comptes-clients';
import { aujourdhui } from '@portail/domaine';
import { habilitationsDuRole } from './habilitations.js';

export function toCompteClient(row: CompteRow): CompteClient {
  return {
    id: row.id,
    numero_client: row.numero_client,
    type_compte: row.type_compte,
    type_profil: row.type_profil,
    siren: row.siren,
    version: row.version,
    grille_tarifaire: row.grille_tarifaire,
    denomination_sociale: row.denomination_sociale,
    role_greffeo: row.role,
    tva_intra_communautaire: row.tva_intra_communautaire,
    position: row.position,
    libelle_courrier: row.libelle_courrier,
    libelle_facturation: row.libelle_facturation,
    offres_de_service: row.offres_de_service,
    abonnements: row.facturation ? [row.facturation] : [],
    selectionne: row.selectionne,
  };
}

function toCompteSelectionne(row: CompteRow): CompteSelectionne {
  return { compte_client: toCompteClient(row), habilitations: habilitationsDuRole(row.habilitations, row.role) };
}

export async function listerComptes(db: Queryable, utilisateur: string): Promise<CompteClient[]> {
  return (await findComptes(db, utilisateur, aujourdhui())).map(toCompteClient);
}

/** The caller's account `id`, or 404 whether it does not exist or is someone else's. */
export async function lireCompte(db: Queryable, utilisateur: string, id: number): Promise<CompteRow> {
  const row = await findCompte(db, utilisateur, id, aujourdhui());
  if (row === undefined) throw new CompteClientIntrouvable({ id, utilisateur });
  return row;
}

export async function lireCompteSelectionne(db: Queryable, utilisateur: string): Promise<CompteSelectionne> {
  const row = await findCompteSelectionne(db, utilisateur, aujourdhui());
  if (row === undefined) throw new AucunCompteSelectionne(utilisateur);
  return toCompteSelectionne(row);
}

/** Unselects the others and selects `id` in one transaction, serialised per user. */
export async function selectionnerCompte(db: Db, utilisateur: string, id: number): Promise<CompteSelectionne> {
  const trouve = await db.transaction(
    async (tx) => (await verrouillerUtilisateur(tx, utilisateur)) && selectionnerLien(tx, utilisateur, id),
  );
  if (!trouve) throw new CompteClientIntrouvable({ id, utilisateur });
  return toCompteSelectionne(await lireCompte(db, utilisateur, id));
}

export function exigerAdministrateur(row: CompteRow, utilisateur: string, action: string): void {
  if (row.role !== 'ADMINISTRATEUR') throw new AdministrateurRequis({ id: row.id, utilisateur, action });
}

// An empty libellé means "none", as null: the site then falls back on the name (SPEC §5).
const libelle = (valeur: string | null) => (valeur === null || valeur.trim() === '' ? null : valeur.trim());

export async function modifierCompte(
  db: Queryable,
  utilisateur: string,
  modification: ModificationCompte,
): Promise<CompteClient> {
  const { id, version } = modification;
  exigerAdministrateur(await lireCompte(db, utilisateur, id), utilisateur, 'modification');
  const modifie = await modifierLibelles(db, utilisateur, {
    id,
    version,
    libelle_courrier: libelle(modification.libelle_courrier),
    libelle_facturation: libelle(modification.libelle_facturation),
  });
  // The link was there a moment ago: no row changed means another change came first.
  if (!modifie) throw new VersionPerimee({ id, version });
  return toCompteClient(await lireCompte(db, utilisateur, id));
}
