import { graphql, useStaticQuery } from 'gatsby';

/** A definition of the CMS as the static query gives it; its `details` already sanitized HTML. */
export interface DefinitionCms {
  slug: string | null;
  titre: string | null;
  definition: string | null;
  /** `details` rendered with its highest heading at h3 / h4 (src/build/aides-documents.ts). */
  details3: string | null;
  details4: string | null;
}

/** A specimen of the CMS; `tableauDonnees` is its JSON table, checked where it is shown. */
export interface SpecimenCms {
  slug: string | null;
  titre: string | null;
  mention: string | null;
  description: string | null;
  unite: string | null;
  tableauDonnees: unknown;
  note3: string | null;
  note4: string | null;
}

interface RequeteAides {
  allStrapiDefinitionDocument?: { nodes?: Array<Partial<DefinitionCms>> | null } | null;
  allStrapiSpecimen?: { nodes?: Array<Partial<SpecimenCms>> | null } | null;
}

export interface AidesDocuments {
  definition(slug: string | null): DefinitionCms | null;
  specimen(slug: string | null): SpecimenCms | null;
}

const texteOuNull = (valeur: unknown): string | null =>
  typeof valeur === 'string' && valeur.trim() !== '' ? valeur : null;

/**
 * The documents' definitions and specimens published in the CMS, read once at build time (the
 * types are declared in src/build/cms-type-defs.ts, so an empty collection gives no entry, never an
 * error). A slug with no entry, or an entry without its required text, gives null: nothing shown.
 */
export function useAidesDocuments(): AidesDocuments {
  const donnees = useStaticQuery<RequeteAides | undefined>(graphql`
    query AidesDocuments {
      allStrapiDefinitionDocument(sort: { ordre: ASC }) {
        nodes {
          slug
          titre
          definition
          details3: detailsHtml(niveau: 3)
          details4: detailsHtml(niveau: 4)
        }
      }
      allStrapiSpecimen {
        nodes {
          slug
          titre
          mention
          description
          unite
          tableauDonnees
          note3: noteHtml(niveau: 3)
          note4: noteHtml(niveau: 4)
        }
      }
    }
  `);
  const definitions = donnees?.allStrapiDefinitionDocument?.nodes ?? [];
  const specimens = donnees?.allStrapiSpecimen?.nodes ?? [];
  return {
    definition(slug) {
      const d = slug ? definitions.find((n) => n?.slug === slug) : undefined;
      if (!d || !texteOuNull(d.titre) || !texteOuNull(d.definition)) return null;
      return {
        slug: d.slug ?? null,
        titre: d.titre ?? null,
        definition: d.definition ?? null,
        details3: texteOuNull(d.details3),
        details4: texteOuNull(d.details4),
      };
    },
    specimen(slug) {
      const s = slug ? specimens.find((n) => n?.slug === slug) : undefined;
      if (!s || !texteOuNull(s.titre)) return null;
      return {
        slug: s.slug ?? null,
        titre: s.titre ?? null,
        mention: texteOuNull(s.mention),
        description: texteOuNull(s.description),
        unite: texteOuNull(s.unite),
        tableauDonnees: s.tableauDonnees ?? null,
        note3: texteOuNull(s.note3),
        note4: texteOuNull(s.note4),
      };
    },
  };
}
