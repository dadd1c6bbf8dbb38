/**
 * Client of the formalities service (SPEC §7 « formalities follow-up service »): the public
 * follow-up (`GET /api/formalites/suivi`, no token), the selected account's dossiers, their receipt
 * (PDF), following and no longer following a dossier, the tax office's inscription, and the check
 * of a link of the guichet unique (public).
 */
import type {
  EtatFormalite,
  Formalite,
  FormaliteDgfip,
  FormaliteDuCompte,
  ResultatSuiviFormalites,
  SuiviFormalitesQuery,
} from '@portail/contrat/formalites';
import { appel } from './erreurs';
import { http, type ContexteAppel } from './http';
import { routes } from './routes';
import { lireFichier, type Fichier } from './telechargement';
import { verifier } from './verifier';

/** Dossiers shown a page (the service's default). */
export const TAILLE_PAGE_FORMALITES = 20;

/** The account's dossiers, with their count per state whatever the filter. */
export interface ListeFormalites {
  total: number;
  offset: number;
  limit: number;
  par_etat: Record<string, number>;
  formalites: FormaliteDuCompte[];
}

/** What the link of the guichet unique designates once its token is checked. */
export interface Provenance {
  identifiant: string;
  numero_liasse: string;
}

/** Public calls: neither the session's token nor its refresh. */
const PUBLIC = { context: { jeton: false, rafraichir: false } satisfies ContexteAppel } as const;

/** The query without its empty parameters (SPEC §7 « empty ones dropped »). */
export function sansVides(requete: SuiviFormalitesQuery): Record<string, string | number> {
  const sortie: Record<string, string | number> = {};
  for (const [cle, valeur] of Object.entries(requete) as Array<[string, string | number | undefined]>) {
    if (valeur === undefined) continue;
    if (typeof valeur === 'string' && valeur.trim() === '') continue;
    sortie[cle] = typeof valeur === 'string' ? valeur.trim() : valeur;
  }
  return sortie;
}

const verifierFormalite = <T extends Formalite>(chemin: string, valeur: unknown, ou?: string): T => {
  const formalite = verifier<T>(
    chemin,
    valeur,
    {
      identifiant: 'string',
      numero_liasse: 'string',
      type: 'string',
      etat: 'string',
      greffe: 'object',
      entreprise: 'object',
      date_depot: 'string',
      etapes: 'array',
    },
    { ou },
  );
  return formalite;
};

const verifierDuCompte = (chemin: string, valeur: unknown, ou?: string): FormaliteDuCompte => {
  const formalite = verifierFormalite<FormaliteDuCompte>(chemin, valeur, ou);
  verifier(chemin, formalite, { origine: 'string', documents: 'array' }, { ou });
  return formalite;
};

export const formalites = {
  /** Public follow-up: a 400 (ErreurApi) names its parameter (`query.siren`, `querystring/denomination`…). */
  suivre: (requete: SuiviFormalitesQuery) =>
    appel(async () => {
      const chemin = routes.suiviFormalites;
      const corps = await (await http()).get(chemin, { ...PUBLIC, searchParams: sansVides(requete) }).json();
      const resultat = verifier<ResultatSuiviFormalites>(chemin, corps, { total: 'number', formalites: 'array' });
      resultat.formalites.forEach((f, i) => verifierFormalite(chemin, f, `formalites[${i}]`));
      return resultat;
    }),

  /** The selected account's dossiers, newest first, in one state or all. */
  lister: (etat: EtatFormalite | null, page: number) =>
    appel(async () => {
      const chemin = routes.formalites;
      const searchParams: Record<string, string | number> = {
        offset: (page - 1) * TAILLE_PAGE_FORMALITES,
        limit: TAILLE_PAGE_FORMALITES,
      };
      if (etat) searchParams.etat = etat;
      const corps = await (await http()).get(chemin, { searchParams }).json();
      const liste = verifier<ListeFormalites>(chemin, corps, {
        total: 'number',
        par_etat: 'object',
        formalites: 'array',
      });
      liste.formalites.forEach((f, i) => verifierDuCompte(chemin, f, `formalites[${i}]`));
      return liste;
    }),

  /** One dossier of the account; another account's or an unknown one is a 404. */
  lire: (identifiant: string) =>
    appel(async () => {
      const chemin = routes.formalite(identifiant);
      return verifierDuCompte(chemin, await (await http()).get(chemin).json());
    }),

  /** The receipt of the filing, as a PDF fetched with the token. */
  recepisse: (identifiant: string): Promise<Fichier> =>
    appel(() => lireFichier(routes.recepisseFormalite(identifiant), 'application/pdf', `recepisse-${identifiant}.pdf`)),

  /** Adds a dossier found by the follow-up to the account's (200 when it already was there). */
  ajouterAuCompte: (identifiant: string) =>
    appel(async () => {
      const chemin = routes.formalitesSuivies;
      return verifierDuCompte(chemin, await (await http()).post(chemin, { json: { identifiant } }).json());
    }),

  /** Removes a followed dossier from the account's. */
  retirerDuCompte: (identifiant: string) =>
    appel(async () => {
      await (await http()).delete(routes.formaliteSuivie(identifiant));
    }),

  /** Files the tax office's inscription for the account; a 400 names its fields (`body.siren`…). */
  deposerDgfip: (formalite: FormaliteDgfip) =>
    appel(async () => {
      const chemin = routes.formaliteDgfip;
      return verifierDuCompte(chemin, await (await http()).post(chemin, { json: formalite }).json());
    }),

  /** Checks the token of a link of the guichet unique (SPEC §8); a 400 when it is wrong or expired. */
  provenance: (identifiant: string, jeton: string) =>
    appel(async () => {
      const chemin = routes.provenanceFormalite;
      const corps = await (await http()).post(chemin, { ...PUBLIC, json: { identifiant, jeton } }).json();
      return verifier<Provenance>(chemin, corps, { identifiant: 'string', numero_liasse: 'string' });
    }),
};
