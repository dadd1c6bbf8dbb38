import { queryParam } from '../../registre/server-page';
import type { ContexteArticle } from '../types';
import { lireBrouillon, CmsInjoignable } from './brouillon';
import { ConfigApercuInvalide, configApercu, type ConfigApercu } from './config';
import { lireLienApercu, verifierApercu } from './signature';
import { articleApercu, typeApercu } from './types-apercu';

export type EtatApercu =
  { etat: 'pret'; article: ContexteArticle } | { etat: 'refuse' } | { etat: 'introuvable' } | { etat: 'indisponible' };

export interface ReponseApercu {
  status: number;
  headers: Record<string, string>;
  props: EtatApercu;
}

/**
 * Never stored by a browser or a proxy (a draft changes at every save, and the link is a
 * credential), never indexed, and never sent as a Referer to the sites the draft links to.
 */
const EN_TETES = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
};

const reponse = (status: number, props: EtatApercu): ReponseApercu => ({ status, headers: EN_TETES, props });

export interface RequeteApercu {
  query?: Record<string, unknown>;
  url?: string;
}

/**
 * getServerData of /apercu: a link not signed by the CMS, expired, or naming a type the site does
 * not build gets 403 before the CMS is asked anything; an unknown draft 404; an outage 503.
 */
export async function chargerApercu(
  requete: RequeteApercu,
  config: () => ConfigApercu = configApercu,
  fetcher: typeof fetch = fetch,
  maintenant = Date.now() / 1000,
): Promise<ReponseApercu> {
  let cfg: ConfigApercu;
  try {
    cfg = config();
  } catch (erreur) {
    if (!(erreur instanceof ConfigApercuInvalide)) throw erreur;
    console.error(`[apercu] ${erreur.message}`);
    return reponse(503, { etat: 'indisponible' });
  }
  const lien = lireLienApercu((nom) => queryParam(requete, nom));
  if (!lien || verifierApercu(cfg.secret, lien, maintenant) !== 'valide') return reponse(403, { etat: 'refuse' });
  const def = typeApercu(lien.type);
  if (!def) return reponse(403, { etat: 'refuse' });
  try {
    const document = await lireBrouillon(cfg, lien.type, def, lien.id, fetcher);
    if (!document) return reponse(404, { etat: 'introuvable' });
    return reponse(200, { etat: 'pret', article: articleApercu(lien.type, def, document, cfg.siteUrl) });
  } catch (erreur) {
    if (!(erreur instanceof CmsInjoignable)) throw erreur;
    console.error(`[apercu] ${erreur.message}`, erreur.cause ?? '');
    return reponse(503, { etat: 'indisponible' });
  }
}
