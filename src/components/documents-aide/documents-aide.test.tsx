/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStaticQuery } from 'gatsby';
import { rendre, visiteur } from '../../test/session';
import { Commander } from '../entreprise/commander';
import { ficheDuval } from '../entreprise/entreprise.fixtures';
import { shellData } from '../shell/test-fixtures';
import { DEFINITION_PAR_ARTICLE, DEFINITION_PAR_DOCUMENT, lireTableau, mentionDe } from './aides';
import { AideDocument } from './aide-document';
import { DefinitionDocument } from './definition-document';
import { SpecimenPerformance } from './specimen-performance';
import { definitionsCms, donneesAides, specimenCms } from './test-fixtures';

jest.mock('../shell/use-shell-data', () => ({ useShellData: () => shellData }));

const programmer = (donnees: unknown) => (useStaticQuery as jest.Mock).mockReturnValue(donnees);

describe('definitions of the documents (CMS « definitions-documents »)', () => {
  beforeEach(() => programmer(donneesAides()));

  it('opens « Qu’est-ce que… ? » on the definition and its sanitized details', async () => {
    render(<DefinitionDocument slug="extrait-kbis" niveau={3} />);
    const question = screen.getByText('Qu’est-ce qu’un extrait Kbis ?');
    expect(question.tagName).toBe('SUMMARY');
    const disclosure = question.closest('details');
    expect(disclosure).not.toHaveAttribute('open');
    await userEvent.click(question);
    expect(disclosure).toHaveAttribute('open');
    expect(disclosure).toHaveTextContent('Extrait d’immatriculation d’une société au registre du commerce');
    expect(disclosure?.querySelector('strong')).toHaveTextContent('extrait K');
    expect(within(disclosure as HTMLElement).getByRole('link', { name: 'le Kbis' })).toHaveAttribute(
      'href',
      '/kbis-documents/extrait-kbis',
    );
  });

  it('shows nothing for a slug without a published definition, an unknown one or none', () => {
    programmer(donneesAides([definitionsCms[1]]));
    const { container } = render(
      <>
        <DefinitionDocument slug="extrait-kbis" niveau={4} />
        <DefinitionDocument slug="inconnue" niveau={4} />
        <DefinitionDocument slug={null} niveau={4} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing when the CMS gives no entry, or an entry without its text', () => {
    programmer(undefined);
    const { container, rerender } = render(<DefinitionDocument slug="extrait-kbis" niveau={4} />);
    expect(container).toBeEmptyDOMElement();
    programmer({ site: {} });
    rerender(<DefinitionDocument slug="actes" niveau={3} />);
    expect(container).toBeEmptyDOMElement();
    programmer(donneesAides([{ slug: 'actes', titre: 'Actes', definition: null }]));
    rerender(<DefinitionDocument slug="actes" niveau={3} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('maps every orderable document to a definition of the seed', () => {
    const seed = new Set(definitionsCms.map((d) => d.slug));
    for (const slug of [...Object.values(DEFINITION_PAR_ARTICLE), ...Object.values(DEFINITION_PAR_DOCUMENT)]) {
      expect(seed).toContain(slug);
    }
  });
});

describe('the specimen of financial performance (CMS « specimens »)', () => {
  beforeEach(() => programmer(donneesAides()));

  it('is an accessible table, marked « Spécimen », with its unit, description and sanitized note', () => {
    const { container } = render(<SpecimenPerformance slug="performance-financiere" presentation="h2" />);
    const section = screen.getByRole('region', { name: 'Spécimen : tableau de performance financière' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Spécimen');
    expect(
      within(section).getByText('Spécimen : données fictives, sans rapport avec une entreprise réelle'),
    ).toBeVisible();
    expect(section).toHaveTextContent('Exemple de présentation des chiffres clés');
    const table = within(section).getByRole('table', {
      name: 'Spécimen : tableau de performance financière (en milliers d’euros)',
    });
    expect(table).toHaveAccessibleDescription('Spécimen : données fictives, sans rapport avec une entreprise réelle');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(['col', 'col', 'col', 'col']);
    const ligne = within(table).getByRole('rowheader', { name: 'Chiffre d’affaires' });
    expect(ligne).toHaveAttribute('scope', 'row');
    expect(ligne.closest('tr')).toHaveTextContent(/1\s250\s*1\s384\s*1\s472/);
    // The note's heading sits under the section's h2; its raw HTML never reaches the page.
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent('Comment lire ce tableau ?');
    expect(container.querySelector('script')).toBeNull();
  });

  it('keeps the mention even when the editors dropped the word « Spécimen »', () => {
    expect(mentionDe('données fictives')).toBe('Spécimen\u00a0: données fictives');
    expect(mentionDe('')).toBe('Spécimen');
    programmer(donneesAides([], [{ ...specimenCms, titre: 'Tableau de performance', mention: '' }]));
    render(<SpecimenPerformance slug="performance-financiere" presentation="h2" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Spécimen\s: Tableau de performance$/);
    expect(screen.getByText('Spécimen', { selector: 'p' })).toBeVisible();
  });

  it('shows no table for a malformed one, and nothing at all without the entry', () => {
    expect(lireTableau({ colonnes: [], lignes: [] })).toBeNull();
    expect(lireTableau({ colonnes: ['2024'], lignes: [{ libelle: 'CA', valeurs: [] }] })?.lignes[0]?.valeurs).toEqual([
      null,
    ]);
    programmer(donneesAides([], [{ ...specimenCms, tableauDonnees: 'pas un tableau' }]));
    const { container, rerender } = render(<SpecimenPerformance slug="performance-financiere" presentation="h2" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(specimenCms.mention)).toBeVisible();
    programmer(donneesAides([], []));
    rerender(<SpecimenPerformance slug="performance-financiere" presentation="h2" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('where a document is ordered', () => {
  beforeEach(() => programmer(donneesAides()));

  it('gives each offer of the company page its definition, and the specimen under the accounts', async () => {
    rendre(visiteur(), <Commander fiche={ficheDuval} tarifs={null} />);
    const bloc = screen.getByRole('complementary', { name: 'Commander un document officiel' });
    const offres = within(bloc).getAllByRole('listitem');
    expect(offres.map((o) => o.querySelector('summary')?.textContent)).toEqual([
      'Qu’est-ce qu’un extrait Kbis\u00a0?',
      'Que sont les comptes annuels\u00a0?',
      'Que sont les actes déposés au greffe\u00a0?',
      'Qu’est-ce que l’état d’endettement\u00a0?',
      'Qu’est-ce qu’une procédure collective\u00a0?',
    ]);
    const periodique = within(bloc).getByRole('region', { name: 'Kbis périodique' });
    expect(within(periodique).getByText('Qu’est-ce que le Kbis périodique ?')).toBeInTheDocument();
    const specimen = within(bloc).getByText('Spécimen : tableau de performance financière', { selector: 'summary' });
    await userEvent.click(specimen);
    const table = within(bloc).getByRole('table', { name: /^Spécimen : tableau de performance financière/ });
    expect(table).toHaveAccessibleDescription(specimenCms.mention);
    // Under the offers' h3, the note's heading is an h4.
    expect(within(bloc).getByRole('heading', { name: 'Comment lire ce tableau ?' }).tagName).toBe('H4');
  });

  it('shows the order block unchanged when the CMS has neither definitions nor specimens', () => {
    programmer({ site: { siteMetadata: { siteUrl: 'https://greffeo.test', title: 'Greffeo' } } });
    rendre(visiteur(), <Commander fiche={ficheDuval} tarifs={null} />);
    const bloc = screen.getByRole('complementary', { name: 'Commander un document officiel' });
    expect(within(bloc).getAllByRole('listitem')).toHaveLength(5);
    expect(bloc.querySelector('details')).toBeNull();
    expect(within(bloc).queryByRole('table')).toBeNull();
  });

  it('gives a document page its definition, and the annual accounts’ page the specimen', () => {
    const { container, rerender } = render(<AideDocument chemin="/kbis-documents/comptes-annuels" />);
    expect(screen.getByText('Que sont les comptes annuels ?')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAccessibleDescription(specimenCms.mention);
    rerender(<AideDocument chemin="/kbis-documents/privileges-et-nantissements" />);
    expect(screen.getByText('Qu’est-ce que l’état d’endettement ?')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<AideDocument chemin="/kbis-documents/inconnu" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<AideDocument chemin="/actualites/une-actualite" />);
    expect(container).toBeEmptyDOMElement();
  });
});
