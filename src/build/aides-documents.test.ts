import { liensDesAides, resolveursAidesDocuments, tableauSpecimen } from './aides-documents';
import type { LecteurNoeuds, Noeud } from './contenu/noeuds';

/** Nodes as gatsby-source-strapi makes them: a richtext's Markdown and a JSON field in child nodes. */
const noeuds: Noeud[] = [
  {
    id: 'def-1',
    internal: { type: 'STRAPI_DEFINITION_DOCUMENT' },
    slug: 'extrait-kbis',
    details: { data___NODE: 'def-1-details' },
  },
  {
    id: 'def-1-details',
    details: '## Plus loin\n\nVoir [le Kbis](/kbis-documents/extrait-kbis) et <img src=x onerror=alert(1)>.',
  },
  { id: 'def-2', internal: { type: 'STRAPI_DEFINITION_DOCUMENT' }, slug: 'rcs' },
  {
    id: 'spec-1',
    internal: { type: 'STRAPI_SPECIMEN' },
    slug: 'performance-financiere',
    note: { data___NODE: 'spec-1-note' },
    tableau___NODE: 'spec-1-tableau',
  },
  { id: 'spec-1-note', note: 'Voir [la page disparue](/kbis-documents/disparue).' },
  {
    id: 'spec-1-tableau',
    colonnes: ['2024'],
    lignes: [{ libelle: 'CA', valeurs: [1] }],
    internal: { type: 'STRAPI_SPECIMEN_TABLEAU_JSONNODE' },
  },
];

const parId = new Map(noeuds.map((n) => [n.id, n]));
const lecteur: LecteurNoeuds = {
  getNode: (id) => parId.get(id),
  getNodesByType: (type) => noeuds.filter((n) => (n.internal as { type: string } | undefined)?.type === type),
};
const contexte = { nodeModel: { getNodeById: ({ id }: { id: string }) => parId.get(id) ?? null } };
const noeud = (id: string) => parId.get(id) as Noeud;

describe('definitions and specimens read by the site at build time', () => {
  const resolveurs = resolveursAidesDocuments('https://greffeo.test');

  it('gives a definition’s details as sanitized HTML at the heading level asked for', () => {
    const { detailsHtml } = resolveurs.STRAPI_DEFINITION_DOCUMENT as {
      detailsHtml: { resolve: (s: Noeud, a: { niveau?: number }, c: typeof contexte) => string };
    };
    const html = detailsHtml.resolve(noeud('def-1'), { niveau: 4 }, contexte);
    expect(html).toContain('<h4');
    expect(html).toContain('<a href="/kbis-documents/extrait-kbis">le Kbis</a>');
    expect(html).not.toContain('onerror');
    expect(detailsHtml.resolve(noeud('def-1'), { niveau: 3 }, contexte)).toContain('<h3');
    // A definition without details gives an empty text, never an error.
    expect(detailsHtml.resolve(noeud('def-2'), {}, contexte)).toBe('');
  });

  it('gives a specimen’s table from its JSON node, without Gatsby’s fields, or null', () => {
    expect(tableauSpecimen(lecteur, noeud('spec-1'))).toEqual({
      colonnes: ['2024'],
      lignes: [{ libelle: 'CA', valeurs: [1] }],
    });
    expect(tableauSpecimen(lecteur, noeud('def-2'))).toBeNull();
    const tableau = (resolveurs.STRAPI_SPECIMEN as { tableauDonnees: { resolve: (...a: unknown[]) => unknown } })
      .tableauDonnees;
    expect(tableau.resolve(noeud('spec-1'), {}, contexte)).toEqual(expect.objectContaining({ colonnes: ['2024'] }));
  });

  it('puts the internal links of their texts in the build’s link check', () => {
    expect(liensDesAides(lecteur, 'https://greffeo.test')).toEqual(
      new Map([
        ['Définition « extrait-kbis » (CMS)', new Set(['/kbis-documents/extrait-kbis'])],
        ['Spécimen « performance-financiere » (CMS)', new Set(['/kbis-documents/disparue'])],
      ]),
    );
  });
});
