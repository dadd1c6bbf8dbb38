import type { StrapiMedia } from '../../lib/cms/strapi-image';

/**
 * Reading the nodes gatsby-source-strapi created (see its normalize.js): relations, components and
 * media are separate nodes linked by `<field>___NODE`; a richtext field is `{ data___NODE }` pointing
 * to a text node that holds the Markdown under the field's own name. Every reader tolerates a
 * missing field, so an editor leaving an optional field empty never breaks the build.
 */

export type Noeud = Record<string, unknown> & { id: string };

export interface LecteurNoeuds {
  getNodesByType(type: string): unknown[];
  getNode(id: string): unknown;
}

export class Cms {
  constructor(private readonly lecteur: LecteurNoeuds) {}

  /** Entries of a Strapi type by singular name (`aide-et-tutoriel` → STRAPI_AIDE_ET_TUTORIEL). */
  entrees(singulier: string): Noeud[] {
    return this.lecteur.getNodesByType(typeNoeud(singulier)) as Noeud[];
  }

  /** The entry of a single type, or null when the editors have not published it. */
  unique(singulier: string): Noeud | null {
    return this.entrees(singulier)[0] ?? null;
  }

  lie(noeud: Noeud, champ: string): Noeud | null {
    const id = noeud[`${champ}___NODE`];
    return typeof id === 'string' ? ((this.lecteur.getNode(id) as Noeud | undefined) ?? null) : null;
  }

  lies(noeud: Noeud, champ: string): Noeud[] {
    const ids = noeud[`${champ}___NODE`];
    if (!Array.isArray(ids)) return [];
    return ids.flatMap((id) => {
      const lie = typeof id === 'string' ? (this.lecteur.getNode(id) as Noeud | undefined) : undefined;
      return lie ? [lie] : [];
    });
  }

  /** Markdown of a richtext field ('' when empty). */
  markdown(noeud: Noeud, champ: string): string {
    const valeur = noeud[champ];
    if (typeof valeur === 'string') return valeur;
    if (valeur && typeof valeur === 'object') {
      const texte = this.lie(valeur as Noeud, 'data');
      const contenu = texte?.[champ];
      return typeof contenu === 'string' ? contenu : '';
    }
    return '';
  }

  media(noeud: Noeud, champ: string): StrapiMedia | null {
    const media = this.lie(noeud, champ);
    return media && typeof media.url === 'string' ? (media as StrapiMedia) : null;
  }
}

export function typeNoeud(singulier: string): string {
  return `STRAPI_${singulier.replace(/-/g, '_').toUpperCase()}`;
}

export const texte = (noeud: Noeud | null | undefined, champ: string): string => {
  const valeur = noeud?.[champ];
  return typeof valeur === 'string' ? valeur.trim() : '';
};

export const nombre = (noeud: Noeud | null | undefined, champ: string): number | null => {
  const valeur = noeud?.[champ];
  if (typeof valeur === 'number') return valeur;
  if (typeof valeur === 'string' && valeur.trim() !== '' && !Number.isNaN(Number(valeur))) return Number(valeur);
  return null;
};

/** Sorts by `ordre` (missing last), then by title. */
export function parOrdre<T extends Noeud>(liste: T[], titre = 'titre'): T[] {
  return [...liste].sort(
    (a, b) =>
      (nombre(a, 'ordre') ?? Number.MAX_SAFE_INTEGER) - (nombre(b, 'ordre') ?? Number.MAX_SAFE_INTEGER) ||
      texte(a, titre).localeCompare(texte(b, titre), 'fr'),
  );
}
