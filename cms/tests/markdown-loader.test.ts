import path from 'node:path';
import { loadMarkdownContent } from '../src/seed/markdown/loader';

const FIXTURES = path.join(__dirname, 'fixtures', 'contenus');

describe('le chargeur des contenus Markdown', () => {
  const content = loadMarkdownContent(FIXTURES);

  it('maps the front matter of news and tutorials to their fields', () => {
    expect(content.actualites.map((entry) => entry.slug)).toEqual([
      'extrait-rne-ou-kbis',
      'guichet-unique-un-an-apres',
    ]);
    expect(content.actualites[1]).toEqual({
      titre: 'Le guichet unique : un an après',
      slug: 'guichet-unique-un-an-apres',
      date_publication: '2024-01-15',
      categorie: 'Formalités',
      resume: 'Premier bilan du guichet unique des formalités des entreprises.',
      corps: '## Un an de guichet unique\n\nTexte de test.',
    });
    // Windows line ends and a folded YAML string are normalised.
    expect(content.actualites[0].corps).toBe('## Deux extraits\n\nTexte avec fins de ligne Windows.');
    expect(content.actualites[0].resume).toBe('Deux extraits, les mêmes informations.');
    expect(content.aides).toEqual([
      expect.objectContaining({
        slug: 'commander-un-kbis',
        niveau: 'debutant',
        duree_minutes: 5,
        categorie: 'Commandes',
      }),
    ]);
  });

  it('derives the three-level path and parent of thematic files from their file names', () => {
    expect(content.dossiers.map(({ chemin, niveau, parentChemin }) => ({ chemin, niveau, parentChemin }))).toEqual([
      { chemin: 'creer', niveau: 1, parentChemin: null },
      { chemin: 'creer/formes', niveau: 2, parentChemin: 'creer' },
      { chemin: 'orphelin/enfant', niveau: 2, parentChemin: 'orphelin' },
      { chemin: 'creer/formes/sas', niveau: 3, parentChemin: 'creer/formes' },
    ]);
    expect(content.guideSections.map((section) => section.slug)).toEqual(['creation']);
    expect(content.guidePages).toEqual([
      expect.objectContaining({ chemin: 'creation/immatriculation', sectionSlug: 'creation', ordre: 2 }),
    ]);
  });

  it('skips each malformed file and names it with its reason', () => {
    expect(content.problems).toEqual([
      { fichier: 'actualites/date-impossible.md', raison: '« date » doit être une date AAAA-MM-JJ' },
      { fichier: 'actualites/sans-en-tete.md', raison: expect.stringContaining('en-tête YAML absent') },
      { fichier: 'dossiers-thematiques/a--b--c--d.md', raison: expect.stringContaining('nom de fichier invalide') },
    ]);
  });

  it('reports a folder that does not exist as empty rather than failing', () => {
    const empty = loadMarkdownContent(path.join(FIXTURES, 'absent'));
    expect(empty).toEqual({ actualites: [], aides: [], dossiers: [], guideSections: [], guidePages: [], problems: [] });
  });
});
