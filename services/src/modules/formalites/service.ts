import type { Queryable } from '../../db/index.js';
import { lireSiren } from '@portail/domaine';
import type {
  Formalite,
  FormaliteDuCompte,
  MesFormalitesQuery,
  ResultatSuiviFormalites,
  SuiviFormalitesQuery,
} from '@portail/contrat/formalites';
import { findConditionsSelectionnees } from '../comptes-clients/index.js';
import { motsRecherche } from '../../lib/normaliser.js';
import { AucunCompteSelectionne, ChampsInvalides, FormaliteIntrouvable, FormaliteNonSuivie } from './erreurs.js';
import {
  greffeExiste,
  listerFormalitesDuCompte,
  nePlusSuivre,
  rechercherFormalites,
  suivre,
  trouverFormalite,
  type FiltreSuivi,
  type FormaliteLue,
} from './repository.js';

/** Who acts: a user, on their selected customer account (formalities belong to the account). */
export interface Compte {
  utilisateur: string;
  id: number;
  position: string;
}

export async function compteSelectionne(db: Queryable, utilisateur: string): Promise<Compte> {
  const row = await findConditionsSelectionnees(db, utilisateur);
  if (row === undefined) throw new AucunCompteSelectionne(utilisateur);
  return { utilisateur, id: row.id, position: row.position };
}

const invalide = (champ: string, message: string) => new ChampsInvalides([{ champ, message }], 'querystring');

const CRITERE_MANQUANT = 'indiquez un numéro de liasse ou une référence, un numéro SIREN ou une dénomination';

function filtreSuivi(query: SuiviFormalitesQuery): FiltreSuivi {
  const { numeroLiasseOrRefFormaliste: numero, siren, denomination } = query;
  if (numero === undefined && siren === undefined && denomination === undefined) {
    throw new ChampsInvalides(
      ['numeroLiasseOrRefFormaliste', 'siren', 'denomination'].map((champ) => ({ champ, message: CRITERE_MANQUANT })),
      'querystring',
    );
  }
  const filtre: FiltreSuivi = {};
  if (numero !== undefined) {
    // A liasse number or an identifier is read without its spaces, whatever the case.
    const compact = numero.replace(/\s+/g, '').toUpperCase();
    if (compact.length < 3) throw invalide('numeroLiasseOrRefFormaliste', 'doit comporter de 3 à 40 caractères');
    filtre.numero = compact;
    filtre.reference = numero.trim();
  }
  if (siren !== undefined) {
    const lu = lireSiren(siren);
    if (lu === null) throw invalide('siren', "n'est pas un numéro SIREN valide (9 chiffres, clé de contrôle)");
    filtre.siren = lu;
  }
  if (denomination !== undefined) {
    const mots = motsRecherche(denomination);
    if (mots.length === 0) throw invalide('denomination', 'doit contenir au moins une lettre ou un chiffre');
    filtre.mots = mots;
  }
  if (query.codeGreffe !== undefined) filtre.greffe = query.codeGreffe;
  return filtre;
}

/** What the wire carries of a dossier read (not its row id, nor the account's relation). */
function publique(formalite: FormaliteLue): Formalite {
  const { cle: _cle, origine: _origine, ...reste } = formalite;
  return reste;
}

const DOCUMENTS: FormaliteDuCompte['documents'] = [{ code: 'RECEPISSE', libelle: 'Récépissé de dépôt' }];

export function duCompte(formalite: FormaliteLue, origine: 'DEPOSEE' | 'SUIVIE'): FormaliteDuCompte {
  return { ...publique(formalite), origine, documents: DOCUMENTS };
}

/** GET /api/formalites/suivi (SPEC §7 follow-up), public. */
export async function suiviFormalites(db: Queryable, query: SuiviFormalitesQuery): Promise<ResultatSuiviFormalites> {
  const filtre = filtreSuivi(query);
  if (filtre.greffe !== undefined && !(await greffeExiste(db, filtre.greffe)))
    throw invalide('codeGreffe', 'ne correspond à aucun greffe');
  const page = { offset: query.offset ?? 0, limit: query.limit ?? 20 };
  const { total, formalites } = await rechercherFormalites(db, filtre, page);
  return { total, ...page, formalites: formalites.map(publique) };
}

/** GET /api/formalites: the account's dossiers, entered or followed, the latest deposits first. */
export async function formalitesDuCompte(db: Queryable, compte: Compte, query: MesFormalitesQuery) {
  const page = { offset: query.offset ?? 0, limit: query.limit ?? 20 };
  const { total, par_etat, formalites } = await listerFormalitesDuCompte(db, compte.id, query.etat, page);
  return {
    total,
    ...page,
    par_etat,
    formalites: formalites.map((f) => duCompte(f, f.origine ?? 'SUIVIE')),
  };
}

/** One of the account's dossiers; 404 for any other, someone else's included. */
export async function formaliteDuCompte(
  db: Queryable,
  compte: Compte,
  identifiant: string,
): Promise<FormaliteDuCompte> {
  const formalite = await trouverFormalite(db, identifiant, compte.id);
  if (formalite === undefined || (!formalite.deposee && !formalite.suivie))
    throw new FormaliteIntrouvable({ identifiant, compte: compte.id });
  return duCompte(formalite, formalite.deposee ? 'DEPOSEE' : 'SUIVIE');
}

/**
 * POST /api/formalites/suivies: the account follows a dossier found by the public follow-up (any
 * dossier, by its identifier). `cree` false: it already followed it, or entered it here.
 */
export async function suivreFormalite(
  db: Queryable,
  compte: Compte,
  identifiant: string,
): Promise<{ cree: boolean; formalite: FormaliteDuCompte }> {
  const trouvee = await trouverFormalite(db, identifiant, compte.id);
  if (trouvee === undefined) throw new FormaliteIntrouvable({ identifiant, compte: compte.id });
  if (trouvee.deposee) return { cree: false, formalite: duCompte(trouvee, 'DEPOSEE') };
  const cree = await suivre(db, compte.id, trouvee.cle);
  return { cree, formalite: duCompte(trouvee, 'SUIVIE') };
}

/** DELETE /api/formalites/suivies/{identifiant}: 404 when the account does not follow it. */
export async function nePlusSuivreFormalite(db: Queryable, compte: Compte, identifiant: string): Promise<void> {
  if (!(await nePlusSuivre(db, compte.id, identifiant)))
    throw new FormaliteNonSuivie({ identifiant, compte: compte.id });
}
