import { render, screen, within } from '@testing-library/react';
import { FicheEntreprise } from './fiche-entreprise';
import { ficheDuval, ficheMartin, historiqueDuvalPage2 } from './entreprise.fixtures';
import { changements, formatValeur, libelleChamp, libelleTypeEvenement } from './historique';
import { niveauxDesTitres, sansSautDeNiveau } from './test-utils';

const historique = () => screen.getByRole('region', { name: 'Historique' });
const evenements = () => within(historique()).getByRole('list', { name: 'Événements du registre' });
const CHEMIN = '/entreprise/ateliers-duval-fils/552100554/1042';

describe('history of the company sheet', () => {
  it('lists the registry events newest first, each dated in French with the label of its kind', () => {
    render(<FicheEntreprise fiche={ficheDuval} ancre={null} />);
    expect(within(historique()).getByRole('heading', { level: 2, name: 'Historique' })).toBeInTheDocument();
    expect(historique()).toHaveTextContent('7 événements enregistrés au registre, du plus récent au plus ancien.');
    expect(evenements().tagName).toBe('OL');
    const items = [...evenements().children] as HTMLElement[];
    expect(items.map((li) => li.querySelector('time')?.textContent)).toEqual([
      '12 mars 2025',
      '22 juillet 2024',
      '8 juillet 2019',
      '31 décembre 2018',
      '3 février 2015',
      '1er octobre 2012',
      '12 mars 1998',
    ]);
    expect(items[0]?.querySelector('time')).toHaveAttribute('datetime', '2025-03-12');
    expect(items.map((li) => li.querySelector('p:first-of-type span')?.textContent)).toEqual([
      'Registre',
      'Comptes annuels',
      'Registre',
      'Registre',
      'Procédures collectives',
      'Privilèges et nantissements',
      'Actes',
    ]);
    expect(items[1]).toHaveTextContent('Dépôt des comptes annuels de l’exercice clos le 31 décembre 2023');
    expect(items[6]).toHaveTextContent('Dépôt d’acte : Statuts constitutifs');
  });

  it('shows « avant → après » for each field a change replaced, in readable French', () => {
    render(<FicheEntreprise fiche={ficheDuval} ancre={null} />);
    const detail = (libelle: string) =>
      within(within(evenements()).getByText(libelle).closest('li')!)
        .getByRole('list', { name: 'Détail de l’événement' })
        .querySelectorAll('li');
    const textes = (libelle: string) => [...detail(libelle)].map((li) => li.textContent?.replace(/\s+/g, ' '));
    expect(textes('Augmentation du capital social')).toEqual(['Capital social : 100 000 € → 150 000 €']);
    expect(
      within(detail('Augmentation du capital social')[0]!).getByRole('img', { name: 'remplacé par' }),
    ).toHaveTextContent('→');
    // The commune's INSEE code is left out beside its name.
    expect(textes('Transfert du siège social à Paris (précédemment à Montreuil)')).toEqual([
      'Commune : Montreuil → Paris',
      'Code du greffe : 9301 → 7501',
    ]);
    // An unchanged field reads as its value.
    expect(textes('Fermeture de l’établissement secondaire de Nantes')).toEqual([
      'SIRET : 552 100 554 00039',
      'État : Actif → Fermé',
    ]);
    // A field only the new values give reads as its value, codes in words.
    expect(textes('Dépôt des comptes annuels de l’exercice clos le 31 décembre 2023')).toEqual([
      'Date de clôture : 31 décembre 2023',
      'Type : Comptes annuels complets',
      'Diffusion : Compte de résultat confidentiel',
    ]);
    expect(textes('Inscription d’un nantissement du fonds de commerce')).toEqual([
      'Catégorie : Nantissement du fonds de commerce',
      'Numéro : 2012N00451',
      'Montant : 85 000 €',
    ]);
    // An event that changed no field says nothing more than its label.
    const jugement = within(evenements())
      .getByText('Jugement d’ouverture d’une procédure de sauvegarde')
      .closest('li')!;
    expect(within(jugement).queryByRole('list')).not.toBeInTheDocument();
  });

  it('has its entry in the table of contents, after the documents, and keeps the heading levels', () => {
    const { container } = render(<FicheEntreprise fiche={ficheDuval} ancre={null} />);
    const sommaire = screen.getByRole('navigation', { name: 'Sur cette page' });
    const lien = within(sommaire).getByRole('link', { name: 'Historique' });
    expect(lien).toHaveAttribute('href', '#historique');
    const ids = [...container.querySelectorAll('section')].map((section) => section.id);
    expect(ids.indexOf('historique')).toBe(ids.indexOf('documents') + 1);
    expect(sansSautDeNiveau(niveauxDesTitres(container))).toBe(true);
  });

  it('says so when the registry recorded nothing, without paging', () => {
    render(<FicheEntreprise fiche={ficheMartin} ancre={null} />);
    expect(historique()).toHaveTextContent('Aucun événement n’est enregistré au registre pour cette entreprise.');
    expect(within(historique()).queryByRole('list')).not.toBeInTheDocument();
    expect(within(historique()).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('links the next pages of a long history to the server-rendered address, at the section', () => {
    const fiche = { ...ficheDuval, evenements: { ...ficheDuval.evenements, total: 45 } };
    render(<FicheEntreprise fiche={fiche} ancre={null} />);
    expect(historique()).toHaveTextContent(
      '45 événements enregistrés au registre, du plus récent au plus ancien (page 1 sur 3).',
    );
    const pages = within(historique()).getByRole('navigation', { name: 'Pages de l’historique' });
    expect(within(pages).getByText('1')).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      `${CHEMIN}?historique=2#historique`,
    );
    expect(within(pages).getByRole('link', { name: 'Suivant' })).toHaveAttribute(
      'href',
      `${CHEMIN}?historique=2#historique`,
    );
    expect(within(pages).queryByRole('link', { name: 'Précédent' })).not.toBeInTheDocument();
  });

  it('renders another page of the history in place of the fiche’s first one', () => {
    render(
      <FicheEntreprise fiche={ficheDuval} ancre={null} historique={{ page: 2, evenements: historiqueDuvalPage2 }} />,
    );
    expect(historique()).toHaveTextContent(
      '45 événements enregistrés au registre, du plus récent au plus ancien (page 2 sur 3).',
    );
    const items = within(evenements()).getAllByText(/^Dépôt d’acte n° /);
    expect(items).toHaveLength(20);
    expect(items[0]).toHaveTextContent('Dépôt d’acte n° 21');
    expect(within(historique()).queryByText('Augmentation du capital social')).not.toBeInTheDocument();
    const pages = within(historique()).getByRole('navigation', { name: 'Pages de l’historique' });
    expect(within(pages).getByRole('link', { name: 'Précédent' })).toHaveAttribute('href', `${CHEMIN}#historique`);
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      `${CHEMIN}?historique=3#historique`,
    );
  });

  it('can be the section asked for with `ancre`: first and outlined', () => {
    const { container } = render(<FicheEntreprise fiche={ficheDuval} ancre="historique" />);
    const premiere = container.querySelector('section');
    expect(premiere).toHaveAttribute('id', 'historique');
    expect(premiere).toHaveAttribute('data-cible', 'true');
  });
});

describe('wording of the history', () => {
  it('names every kind of event', () => {
    expect((['RCS', 'BIL', 'ACT', 'PN', 'PCL'] as const).map(libelleTypeEvenement)).toEqual([
      'Registre',
      'Comptes annuels',
      'Actes',
      'Privilèges et nantissements',
      'Procédures collectives',
    ]);
  });

  it('names known fields in French and makes an unknown one readable', () => {
    expect(libelleChamp('denomination')).toBe('Dénomination');
    expect(libelleChamp('forme_juridique')).toBe('Forme juridique');
    expect(libelleChamp('date_cloture')).toBe('Date de clôture');
    expect(libelleChamp('MODE_PAIEMENT')).toBe('Mode paiement');
  });

  it('writes values in French: amounts, dates, codes, booleans, labels, nothing', () => {
    expect(formatValeur('capital', 7500.5)).toBe('7\u202f500,50\u00a0€');
    expect(formatValeur('capital', { montant: 2000, devise: 'EUR', variable: true })).toBe(
      '2\u202f000\u00a0€ (capital variable)',
    );
    expect(formatValeur('effectif', 1250)).toBe('1\u202f250');
    expect(formatValeur('date_radiation', '2025-01-01')).toBe('1er janvier 2025');
    expect(formatValeur('etat', 'RADIEE')).toBe('Radiée');
    expect(formatValeur('associe_unique', false)).toBe('non');
    expect(formatValeur('naf', { code: '62.01Z', libelle: 'Programmation informatique' })).toBe(
      '62.01Z — Programmation informatique',
    );
    expect(formatValeur('forme_juridique', { code: '5710', libelle: 'SAS, société par actions simplifiée' })).toBe(
      'SAS, société par actions simplifiée',
    );
    expect(formatValeur('cloture_exercice', { jour: 30, mois: 6 })).toBe('30 juin');
    expect(formatValeur('dirigeant', { nom: 'DUVAL', prenoms: 'Jeanne' })).toBe('Jeanne DUVAL');
    expect(formatValeur('siren', '552100554')).toBe('552 100 554');
    expect(formatValeur('denomination', null)).toBe('—');
    expect(formatValeur('sigle', '')).toBe('—');
  });

  it('pairs the values of each field: an arrow when both sides differ, the value alone otherwise', () => {
    expect(
      changements({
        avant: { sigle: 'ADF', enseigne: 'DUVAL', date_radiation: null },
        apres: { sigle: null, enseigne: 'DUVAL', date_radiation: '2025-01-20', capital: 5000 },
      }),
    ).toEqual([
      { champ: 'sigle', libelle: 'Sigle', avant: 'ADF', apres: '—' },
      { champ: 'enseigne', libelle: 'Enseigne', avant: null, apres: 'DUVAL' },
      { champ: 'date_radiation', libelle: 'Date de radiation', avant: '—', apres: '20 janvier 2025' },
      { champ: 'capital', libelle: 'Capital social', avant: null, apres: '5\u202f000\u00a0€' },
    ]);
    expect(changements({ avant: { qualite: 'Gérant', nom: 'DUVAL', prenom: 'Paul' }, apres: null })).toEqual([
      { champ: 'qualite', libelle: 'Qualité', avant: null, apres: 'Gérant' },
      { champ: 'nom', libelle: 'Nom', avant: null, apres: 'DUVAL' },
      { champ: 'prenom', libelle: 'Prénom', avant: null, apres: 'Paul' },
    ]);
    expect(changements({ avant: null, apres: { commune: null } })).toEqual([]);
    expect(changements({ avant: null, apres: null })).toEqual([]);
  });
});
