/**
 * What the static query of src/components/documents-aide gives for the CMS seed's entries
 * (cms/src/seed/donnees/definitions.ts, specimens.ts), their Markdown rendered by the site's
 * renderer as the build does (src/build/aides-documents.ts).
 */
import { renderMarkdown } from '../../lib/cms/markdown';

const html = (markdown: string, niveau: number) => renderMarkdown(markdown, { niveau }).html;

const NOTE = `## Comment lire ce tableau ?

- Le **chiffre d’affaires** mesure l’activité de l’exercice.

Ce tableau est un **spécimen** : les montants sont fictifs et ne décrivent aucune entreprise.<script>alert(1)</script>`;

const definition = (slug: string, titre: string, texte: string, details = '') => ({
  slug,
  titre,
  definition: texte,
  details3: html(details, 3),
  details4: html(details, 4),
});

export const definitionsCms = [
  definition(
    'extrait-kbis',
    'Extrait Kbis',
    'Extrait d’immatriculation d’une société au registre du commerce et des sociétés, établi par le greffe.',
    'On parle d’**extrait K** pour un commerçant personne physique. Voir [le Kbis](/kbis-documents/extrait-kbis).',
  ),
  definition(
    'comptes-annuels',
    'Comptes annuels',
    'Bilan, compte de résultat et annexe d’un exercice, déposés au greffe par la plupart des sociétés commerciales.',
  ),
  definition('actes', 'Actes', 'Documents déposés au greffe qui retracent les décisions de la société.'),
  definition(
    'etat-endettement',
    'État d’endettement',
    'Liste des privilèges, nantissements et autres inscriptions prises au greffe par les créanciers d’une entreprise.',
  ),
  definition(
    'procedure-collective',
    'Procédure collective',
    'Procédure judiciaire ouverte à l’égard d’une entreprise en difficulté.',
  ),
  definition('kbis-periodique', 'Kbis périodique', 'Envoi automatique d’un extrait Kbis à jour.'),
];

export const specimenCms = {
  slug: 'performance-financiere',
  titre: 'Spécimen : tableau de performance financière',
  mention: 'Spécimen : données fictives, sans rapport avec une entreprise réelle',
  description: 'Exemple de présentation des chiffres clés d’une entreprise sur trois exercices.',
  unite: 'milliers d’euros',
  tableauDonnees: {
    colonnes: ['Exercice 2022', 'Exercice 2023', 'Exercice 2024'],
    lignes: [
      { libelle: 'Chiffre d’affaires', valeurs: [1250, 1384, 1472] },
      { libelle: 'Résultat net', valeurs: [61, 79, 70] },
    ],
  },
  note3: html(NOTE, 3),
  note4: html(NOTE, 4),
};

/** The static query's answer, with the site metadata other components read from the same mock. */
export function donneesAides(
  definitions: unknown[] = definitionsCms,
  specimens: unknown[] = [specimenCms],
): Record<string, unknown> {
  return {
    site: { siteMetadata: { siteUrl: 'https://greffeo.test', title: 'Greffeo' } },
    allStrapiDefinitionDocument: { nodes: definitions },
    allStrapiSpecimen: { nodes: specimens },
  };
}
