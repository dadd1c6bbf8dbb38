import type { ConfigApercu } from './config';
import type { Json } from './noeuds-rest';
import { cheminRest, type TypeApercu } from './types-apercu';

export class CmsInjoignable extends Error {
  constructor(url: string, cause: unknown) {
    super(`Le CMS ne répond pas (${url}).`, { cause });
    this.name = 'CmsInjoignable';
  }
}

/**
 * The draft of one document, read with the preview token. `populate=*` lets the CMS's default
 * population middleware fill the type's relations, components and media as the build gets them.
 * null: no such document (404). Any other failure (CMS down, token refused) is an outage.
 */
export async function lireBrouillon(
  config: ConfigApercu,
  type: string,
  def: TypeApercu,
  id: string,
  fetcher: typeof fetch = fetch,
): Promise<Json | null> {
  const query = def.pluriel ? '?status=draft&populate=*' : '?status=draft';
  const url = `${config.cmsUrl}${cheminRest(type, def, id)}${query}`;
  let reponse: Response;
  try {
    reponse = await fetcher(url, {
      headers: { accept: 'application/json', authorization: `Bearer ${config.jeton}` },
      signal: AbortSignal.timeout(5_000),
    });
  } catch (erreur) {
    throw new CmsInjoignable(url, erreur);
  }
  if (reponse.status === 404) return null;
  if (!reponse.ok) throw new CmsInjoignable(url, new Error(`HTTP ${reponse.status}`));
  const corps = (await reponse.json()) as { data?: unknown };
  const data = corps.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  // A single type answers its one document whatever the id: the link must name that document.
  if (!def.pluriel && (data as Json).documentId !== id) return null;
  return data as Json;
}
