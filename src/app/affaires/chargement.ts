/**
 * getServerData of /services/detail-affaire/{id}: the case from the services (`GET /api/affaires/{id}`),
 * with the kind of court of its greffe (its title) and the public prices of a copy of a decision.
 * Nothing of the request but a well-formed id reaches the services or the page's data.
 */
import type { GetServerDataProps } from 'gatsby';
import type { Affaire } from '@portail/contrat/affaires';
import { tarifsCommande } from '../../components/entreprise/server';
import { ARTICLE_COPIE_JUGEMENT } from '../../lib/api/affaires';
import { ReponseInattendue, ServiceIndisponible } from '../../lib/api/erreurs';
import { routes } from '../../lib/api/routes';
import { verifier } from '../../lib/api/verifier';
import { registre } from '../../lib/registre/client';
import { idFromPath } from '../../lib/registre/paths';
import { found, load, notFound, type ServerResult } from '../../lib/registre/server-page';
import { getJson } from '../../lib/server/services-client';

/** Price TTC of a copy by format (« 5,46 »); a format without a price cannot be ordered. */
export type PrixCopie = Partial<Record<'ELEC' | 'COURRIER', string>>;

export interface AffaireData {
  affaire: Affaire;
  /** The kind of court of the case's greffe (« Tribunal de commerce »); null when it could not be read. */
  typeTribunal: string | null;
  /** Null when the public grid could not be read: the prices are then given in the basket. */
  prix: PrixCopie | null;
}

/**
 * Hearings are held and decisions rendered during the day: five minutes like the registry pages,
 * and never more than an hour stale behind a cache that revalidates (the registry pages allow a day).
 */
export const CACHE_AFFAIRE = 'public, max-age=300, stale-while-revalidate=3600';

/** The case, once it has what the page relies on; null for an unknown id (404). */
async function lireAffaire(id: number): Promise<Affaire | null> {
  const chemin = routes.affaire(id);
  const corps = await getJson<unknown>(chemin);
  if (corps === null) return null;
  return verifier<Affaire>(
    `/${chemin}`,
    corps,
    {
      id: 'number',
      numero_rg: 'string',
      greffe: 'object',
      nature: 'object',
      etat: 'object',
      objet: 'string',
      chambre: 'string',
      date_introduction: 'string',
      parties: 'array',
      audiences: 'array',
      decisions: 'array',
      personnes_physiques: 'boolean',
    },
    { source: 'registre' },
  );
}

/** « Tribunal de commerce » for a greffe's code; null when the greffe cannot be read (the page still shows). */
async function typeTribunal(code: string): Promise<string | null> {
  if (!/^\d{4}$/.test(code)) return null;
  try {
    return (await registre.greffe(code))?.libelle_type ?? null;
  } catch (erreur) {
    if (erreur instanceof ServiceIndisponible || erreur instanceof ReponseInattendue) return null;
    throw erreur;
  }
}

/** 200 with the case; 404 for an id that is not a positive integer or names no case; 503 on outage. */
export function chargerAffaire(props: Pick<GetServerDataProps, 'params'>): Promise<ServerResult<AffaireData>> {
  const id = idFromPath(String(props.params?.id ?? ''));
  return load<AffaireData>('detail-affaire', async () => {
    if (id === null) return notFound();
    const affaire = await lireAffaire(id);
    if (!affaire) return notFound();
    const [type, tarifs] = await Promise.all([typeTribunal(affaire.greffe.code), tarifsCommande()]);
    const resultat = found<AffaireData>({
      affaire,
      typeTribunal: type,
      prix: tarifs ? (tarifs[ARTICLE_COPIE_JUGEMENT] ?? {}) : null,
    });
    return { ...resultat, headers: { 'cache-control': CACHE_AFFAIRE } };
  });
}
