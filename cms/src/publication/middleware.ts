import type { Core } from '@strapi/strapi';
import type { PublicationEvent, RebuildNotifier } from './notifier';

type Middleware = Parameters<Core.Strapi['documents']['use']>[0];

const EVENTS: Record<string, PublicationEvent['evenement']> = {
  publish: 'publication',
  unpublish: 'depublication',
  delete: 'suppression',
  update: 'mise-a-jour',
  create: 'creation',
};

interface Params {
  documentId?: unknown;
  status?: unknown;
}

/**
 * Document Service middleware rather than database lifecycles: it sees one call per document
 * action whatever the caller (admin panel, REST, bootstrap), with the action's meaning (publish,
 * unpublish), where lifecycles fire once per row (draft and published) and miss publication.
 * Only what changes the published site counts: with draft & publish, saving a draft does not.
 */
export function publicationMiddleware(notifier: RebuildNotifier): Middleware {
  return async (context, next) => {
    const result = await next();
    try {
      const event = toEvent(
        context.uid,
        context.action,
        context.params as Params | undefined,
        context.contentType,
        result,
      );
      if (event) notifier.notify(event);
    } catch {
      // Reporting a publication must never fail the editor's save.
    }
    return result;
  };
}

function toEvent(
  uid: string,
  action: string,
  params: Params | undefined,
  contentType: { options?: { draftAndPublish?: boolean } },
  result: unknown,
): PublicationEvent | null {
  const evenement = EVENTS[action];
  if (!uid.startsWith('api::') || !evenement || result == null) return null;
  const draftAndPublish = contentType.options?.draftAndPublish === true;
  // create/update with status "published" (the REST API's default) publish in the same call.
  if ((action === 'create' || action === 'update') && draftAndPublish && params?.status !== 'published') return null;
  const resultId = (result as { documentId?: unknown }).documentId;
  const id =
    typeof params?.documentId === 'string' ? params.documentId : typeof resultId === 'string' ? resultId : null;
  return { evenement, modele: uid, id, date: new Date().toISOString() };
}
