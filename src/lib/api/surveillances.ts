/**
 * Client of the surveillance service (services/src/modules/surveillance/README.md, SPEC §7):
 * watches, their favourites folders, the révélations with their notices, the unseen counters and
 * the PDF reports. Every call carries the bearer token (the HTTP instance adds it); a path's
 * account is the selected one, checked again by the service (another account's ids: 404).
 */
import type {
  CreationSurveillance,
  DomaineSurveillance,
  EnAlerte,
  GroupeFavoris,
  ListeRevelations,
  ModificationSurveillance,
  Revelation,
  Surveillance,
  TypeEvenement,
} from '@portail/contrat/surveillance';
import type { AvisRevelation } from '@portail/contrat/surveillance-avis';
import { verifierPrix } from './commandes';
import { appel, ReponseInattendue } from './erreurs';
import { http } from './http';
import { routes } from './routes';
import { lireFichier, type Fichier } from './telechargement';
import { verifier } from './verifier';

export type { AvisRevelation, DomaineSurveillance, EnAlerte, GroupeFavoris, Revelation, Surveillance, TypeEvenement };

const PDF = 'application/pdf';

/** The list's page size (SPEC §9 « default page size 10 »). */
export const TAILLE_PAGE_REVELATIONS = 10;

function versSurveillance(chemin: string, corps: unknown): Surveillance {
  const s = verifier<Surveillance>(chemin, corps, {
    id: 'number',
    id_compte_client: 'number',
    domaines: 'array',
    etat: 'string',
    non_lues: 'number',
    cree_le: 'string',
  });
  if (!s.entreprise && !s.personne_physique)
    throw new ReponseInattendue(chemin, 'entreprise ou personne_physique manquant');
  return {
    ...s,
    entreprise: s.entreprise ?? null,
    personne_physique: s.personne_physique ?? null,
    groupe_favoris: s.groupe_favoris ?? null,
  };
}

function versRevelation(chemin: string, corps: unknown): Revelation {
  const r = verifier<Revelation>(chemin, corps, {
    id: 'number',
    id_compte_client: 'number',
    id_surveillance: 'number',
    type: 'string',
    libelle: 'string',
    date_evenement: 'string',
    entreprise: 'object',
    lue_le: 'string?',
  });
  return {
    ...r,
    lue_le: r.lue_le ?? null,
    groupe_favoris_id: r.groupe_favoris_id ?? null,
    personne_physique: r.personne_physique ?? null,
  };
}

function versGroupe(chemin: string, corps: unknown): GroupeFavoris {
  return verifier<GroupeFavoris>(chemin, corps, { id: 'number', libelle: 'string', nombre_surveillances: 'number' });
}

function versAvis(chemin: string, corps: unknown): AvisRevelation {
  const a = verifier<AvisRevelation>(chemin, corps, { revelation: 'object', source_prix: 'string' });
  verifierPrix(chemin, a.prix, 'prix');
  const avis = a.avis ?? null;
  if (avis) verifier(chemin, avis, { titre: 'string', paragraphes: 'array', date_evenement: 'string' }, { ou: 'avis' });
  return {
    ...a,
    revelation: versRevelation(chemin, a.revelation),
    consultee_le: a.consultee_le ?? null,
    mode_facturation: a.mode_facturation ?? null,
    avis: avis && { ...avis, greffe: avis.greffe ?? null },
  };
}

/** The révélations list's filters (all optional), and its page. */
export interface FiltresRevelations {
  type?: TypeEvenement;
  groupe_favoris_id?: number;
  /** AAAA-MM-JJ, included. */
  du?: string;
  au?: string;
  lue?: boolean;
  offset: number;
  limit: number;
}

const recherche = (filtres: FiltresRevelations) => {
  const parametres: Record<string, string | number | boolean> = {};
  for (const [cle, valeur] of Object.entries(filtres))
    if (valeur !== undefined && valeur !== '') parametres[cle] = valeur as string | number | boolean;
  return parametres;
};

export const surveillances = {
  /** The active watches of the selected account. */
  lister: (): Promise<Surveillance[]> =>
    appel(async () => {
      const chemin = routes.surveillancesActives;
      const corps = verifier<{ surveillances: unknown[] }>(chemin, await (await http()).get(chemin).json(), {
        total: 'number',
        surveillances: 'array',
      });
      return corps.surveillances.map((s) => versSurveillance(chemin, s));
    }),
  /** Opens a watch (free): 201; 403 account type or blocked account, 409 maximum reached or already watched. */
  ouvrir: (demande: CreationSurveillance): Promise<Surveillance> =>
    appel(async () =>
      versSurveillance(routes.surveillances, await (await http()).post(routes.surveillances, { json: demande }).json()),
    ),
  /** Changes the domains or the folder (null: no folder) of an active watch. */
  modifier: (idCompte: number, id: number, modification: ModificationSurveillance): Promise<Surveillance> =>
    appel(async () => {
      const chemin = routes.surveillance(idCompte, id);
      return versSurveillance(chemin, await (await http()).put(chemin, { json: modification }).json());
    }),
  /** Ends a watch (TERMINEE, SUPPRESSION); its révélations stay readable. */
  terminer: (idCompte: number, id: number): Promise<Surveillance> =>
    appel(async () => {
      const chemin = routes.surveillance(idCompte, id);
      return versSurveillance(chemin, await (await http()).delete(chemin).json());
    }),
  /** The PDF report of a watch (free). */
  rapport: (idCompte: number, id: number): Promise<Fichier> =>
    appel(() => lireFichier(routes.rapportSurveillance(idCompte, id), PDF, `surveillance-${id}.pdf`)),

  groupes: (idCompte: number): Promise<GroupeFavoris[]> =>
    appel(async () => {
      const chemin = routes.groupesFavoris(idCompte);
      const corps = verifier<{ groupes_favoris: unknown[] }>(chemin, await (await http()).get(chemin).json(), {
        groupes_favoris: 'array',
      });
      return corps.groupes_favoris.map((g) => versGroupe(chemin, g));
    }),
  /** 409 for a label already used, 400 naming `libelle` for a bad one. */
  creerGroupe: (idCompte: number, libelle: string): Promise<GroupeFavoris> =>
    appel(async () => {
      const chemin = routes.groupesFavoris(idCompte);
      return versGroupe(chemin, await (await http()).post(chemin, { json: { libelle } }).json());
    }),
  renommerGroupe: (idCompte: number, id: number, libelle: string): Promise<GroupeFavoris> =>
    appel(async () => {
      const chemin = routes.groupeFavoris(idCompte, id);
      return versGroupe(chemin, await (await http()).put(chemin, { json: { libelle } }).json());
    }),
  /** Its watches and révélations go back to no folder. */
  supprimerGroupe: (idCompte: number, id: number): Promise<void> =>
    appel(async () => {
      await (await http()).delete(routes.groupeFavoris(idCompte, id));
    }),
};

export const revelations = {
  lister: (filtres: FiltresRevelations): Promise<ListeRevelations> =>
    appel(async () => {
      const chemin = routes.revelations;
      const corps = verifier<ListeRevelations>(
        chemin,
        await (await http()).get(chemin, { searchParams: recherche(filtres) }).json(),
        { total: 'number', offset: 'number', limit: 'number', revelations: 'array' },
      );
      return { ...corps, revelations: corps.revelations.map((r) => versRevelation(chemin, r)) };
    }),
  /** The unseen counters (`compteurs_actifs` false: an account without counters, SPEC §6). */
  enAlerte: (): Promise<EnAlerte> =>
    appel(async () => {
      const chemin = routes.revelationsEnAlerte;
      return verifier<EnAlerte>(chemin, await (await http()).get(chemin).json(), {
        compteurs_actifs: 'boolean',
        non_lues: 'number',
        sans_groupe: 'number',
        groupes_favoris: 'array',
      });
    }),
  marquer: (idCompte: number, id: number, lue: boolean): Promise<Revelation> =>
    appel(async () => {
      const chemin = routes.revelation(idCompte, id);
      return versRevelation(chemin, await (await http()).put(chemin, { json: { lue } }).json());
    }),
  /** What the notice costs, and its text once consulted (free to ask). */
  avis: (idCompte: number, id: number): Promise<AvisRevelation> =>
    appel(async () => {
      const chemin = routes.avisRevelation(idCompte, id);
      return versAvis(chemin, await (await http()).get(chemin).json());
    }),
  /** Consults the notice: charged once (wallet, else the monthly invoice), then read again for free. */
  consulter: (idCompte: number, id: number): Promise<AvisRevelation> =>
    appel(async () => {
      const chemin = routes.avisRevelation(idCompte, id);
      return versAvis(chemin, await (await http()).post(chemin).json());
    }),
  /** The PDF report of a consulted notice (409 before). */
  rapport: (idCompte: number, id: number): Promise<Fichier> =>
    appel(() => lireFichier(routes.rapportRevelation(idCompte, id), PDF, `revelation-${id}.pdf`)),
};
