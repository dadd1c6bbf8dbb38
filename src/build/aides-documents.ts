import { renderMarkdown } from '../lib/cms/markdown';
import { Cms, type LecteurNoeuds, type Noeud, texte, typeNoeud } from './contenu/noeuds';

/**
 * The documents' definitions and specimens (CMS `definition-document` and `specimen`), read by the
 * site's order blocks through a static query (src/components/documents-aide). Their Markdown is
 * rendered and sanitized here, at build time, by the site's one renderer: the browser receives
 * finished HTML, like every other CMS text. The same texts' internal links join the build's check.
 */

/** Reads a node by id from a resolver's context (Gatsby 5: `getNodeById` is synchronous). */
interface ModeleNoeuds {
  getNodeById(args: { id: string }): unknown;
}

const lecteurDe = (nodeModel: ModeleNoeuds): LecteurNoeuds => ({
  getNode: (id) => nodeModel.getNodeById({ id }) ?? undefined,
  getNodesByType: () => [],
});

/** A richtext field's sanitized HTML ('' when empty), its highest heading at `niveau`. */
export function htmlRichtext(
  lecteur: LecteurNoeuds,
  noeud: Noeud,
  champ: string,
  niveau: number,
  siteUrl: string,
): string {
  return renderMarkdown(new Cms(lecteur).markdown(noeud, champ), { niveau, siteUrl }).html;
}

/**
 * The specimen's `tableau` JSON as the editors typed it (gatsby-source-strapi moves it to a child
 * node; a value that is not an object is kept under `strapi_json_value`), or null. Its shape is
 * checked where it is shown (src/components/documents-aide/aides.ts, `lireTableau`).
 */
export function tableauSpecimen(lecteur: LecteurNoeuds, noeud: Noeud): unknown {
  const json = new Cms(lecteur).lie(noeud, 'tableau');
  if (!json) return null;
  if ('strapi_json_value' in json) return json.strapi_json_value ?? null;
  return { colonnes: json.colonnes ?? null, lignes: json.lignes ?? null };
}

interface ContexteResolveur {
  nodeModel: ModeleNoeuds;
}

/** A field giving a richtext field's HTML, at the heading level the reader asks for (3 by default). */
const champHtml = (champ: string, siteUrl: string) => ({
  type: 'String!',
  args: { niveau: { type: 'Int', defaultValue: 3 } },
  resolve: (source: Noeud, args: { niveau?: number | null }, context: ContexteResolveur) =>
    htmlRichtext(lecteurDe(context.nodeModel), source, champ, args.niveau ?? 3, siteUrl),
});

/** Gatsby's createResolvers argument: `detailsHtml`, `noteHtml` and `tableauDonnees`. */
export function resolveursAidesDocuments(siteUrl: string) {
  return {
    [typeNoeud('definition-document')]: { detailsHtml: champHtml('details', siteUrl) },
    [typeNoeud('specimen')]: {
      noteHtml: champHtml('note', siteUrl),
      tableauDonnees: {
        type: 'JSON',
        resolve: (source: Noeud, _args: unknown, context: ContexteResolveur) =>
          tableauSpecimen(lecteurDe(context.nodeModel), source),
      },
    },
  };
}

/** The internal links of the definitions' and specimens' texts, by entry, for the build's check. */
export function liensDesAides(lecteur: LecteurNoeuds, siteUrl: string): Map<string, Set<string>> {
  const cms = new Cms(lecteur);
  const liens = new Map<string, Set<string>>();
  const textes: Array<[string, string, string]> = [
    ['definition-document', 'details', 'Définition'],
    ['specimen', 'note', 'Spécimen'],
  ];
  for (const [type, champ, libelle] of textes) {
    for (const noeud of cms.entrees(type)) {
      const { liensInternes } = renderMarkdown(cms.markdown(noeud, champ), { siteUrl });
      if (liensInternes.length > 0) liens.set(`${libelle} « ${texte(noeud, 'slug')} » (CMS)`, new Set(liensInternes));
    }
  }
  return liens;
}
