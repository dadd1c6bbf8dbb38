/**
 * What a page of « Kbis et documents officiels » (/kbis-documents/{slug}, built from the CMS) shows
 * after its text when the document can be ordered from there: a React block chosen by the slug,
 * rendered with the page and made interactive when it hydrates. The CMS text itself is unchanged.
 */
import type { ComponentType } from 'react';
import { CommanderCertificat } from './commander-certificat';
import { CommanderEtatEndettement } from './commander-etat-endettement';

/** The rubric's address (src/build/contenu/pages-catalogue.ts, `pagesKbisDocuments`). */
export const RUBRIQUE_DOCUMENTS = '/kbis-documents';

/** Slug of the CMS entry → its block. */
export const BLOCS_DOCUMENTS: ReadonlyMap<string, ComponentType> = new Map<string, ComponentType>([
  ['etat-endettement', CommanderEtatEndettement],
  ['certificat-non-faillite', CommanderCertificat],
]);

/** The block of the document page at `chemin`, or null (other pages, other documents). */
export function blocDuDocument(chemin: string): ComponentType | null {
  const prefixe = `${RUBRIQUE_DOCUMENTS}/`;
  if (!chemin.startsWith(prefixe)) return null;
  const slug = chemin.slice(prefixe.length);
  return BLOCS_DOCUMENTS.get(slug) ?? null;
}
