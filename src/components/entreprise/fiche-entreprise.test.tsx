import { render, screen, within } from '@testing-library/react';
import { FicheEntreprise } from './fiche-entreprise';
import { ficheDuval, ficheDuvalEnRedressement, ficheMartin } from './entreprise.fixtures';
import { niveauxDesTitres, sansSautDeNiveau } from './test-utils';

const region = (name: string) => screen.getByRole('region', { name });
const ligne = (table: HTMLElement, entete: string) =>
  within(table).getByRole('rowheader', { name: entete }).closest('tr') as HTMLElement;

describe('company sheet', () => {
  it('heads the page with the name, sigle, état, legal form, SIREN and city of the siège', () => {
    render(<FicheEntreprise fiche={ficheDuval} ancre={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'ATELIERS DUVAL & FILS' })).toBeInTheDocument();
    expect(screen.getByText('Sigle : ADF')).toBeInTheDocument();
    const bref = screen.getByRole('list', { name: 'En bref' });
    expect(bref).toHaveTextContent('Active');
    expect(bref).toHaveTextContent('SAS, société par actions simplifiée');
    expect(bref).toHaveTextContent('SIREN 552 100 554');
    expect(bref).toHaveTextContent('Siège à Paris');
  });

  it('keeps headings in order: one h1, then h2 and h3 without skipping a level', () => {
    const { container } = render(<FicheEntreprise fiche={ficheDuval} ancre={null} />);
    const niveaux = niveauxDesTitres(container);
    expect(niveaux.filter((n) => n === 1)).toHaveLength(1);
    expect(niveaux[0]).toBe(1);
    expect(sansSautDeNiveau(niveaux)).toBe(true);
  });

  it('offers a table of contents linking to every section by its stable id', () => {
    render(<FicheEntreprise fiche={ficheDuval} ancre={null} />);
    const sommaire = screen.getByRole('navigation', { name: 'Sur cette page' });
    const liens = within(sommaire).getAllByRole('link');
    expect(liens.map((lien) => lien.getAttribute('href'))).toEqual([
      '#identite',
      '#dirigeants',
      '#beneficiaires-effectifs',
      '#chiffres-cles',
      '#procedures-collectives',
      '#documents',
      '#historique',
      '#etablissements',
      '#kbis',
    ]);
    for (const lien of liens) expect(document.getElementById(lien.getAttribute('href')!.slice(1))).not.toBeNull();
  });

  it('shows the identity card with formatted numbers, the greffe link and the dates', () => {
    render(<FicheEntreprise fiche={ficheDuval} ancre={null} />);
    const identite = region('Identité');
    const valeur = (label: string) => within(identite).getByText(label).nextElementSibling;
    expect(valeur('SIREN')).toHaveTextContent('552 100 554');
    expect(valeur('SIRET du siège')).toHaveTextContent('552 100 554 00013');
    expect(valeur('Numéro RCS')).toHaveTextContent('RCS Paris 552 100 554');
    expect(valeur('N° de gestion')).toHaveTextContent('1998B01234');
    expect(within(identite).getByRole('link', { name: 'Greffe de Paris' })).toHaveAttribute(
      'href',
      '/fiche-greffe/paris/7501',
    );
    expect(valeur('Capital social')?.textContent).toBe('150\u202f000\u00a0€');
    expect(valeur('TVA intracommunautaire')).toHaveTextContent('FR96552100554');
    expect(valeur('Activité principale (NAF)')).toHaveTextContent('31.09B — Fabrication d’autres meubles');
    expect(valeur('Catégorie')).toHaveTextContent('Petite ou moyenne entreprise (PME)');
    expect(valeur('Date d’immatriculation')).toHaveTextContent('12 mars 1998');
    expect(valeur('Début d’activité')).toHaveTextContent('1er avril 1998');
    expect(valeur('Clôture de l’exercice')).toHaveTextContent('31 décembre');
    expect(valeur('Durée de la personne morale')).toHaveTextContent('Jusqu’au 11 mars 2097');
    expect(valeur('Statut')).toHaveTextContent('Immatriculée au RCS');
    expect(within(identite).queryByText('Date de radiation')).not.toBeInTheDocument();
  });

  it('gives the address of the siège with links to its page and to every establishment', () => {
    render(<FicheEntreprise fiche={ficheDuval} ancre={null} />);
    const identite = region('Identité');
    expect(within(identite).getByRole('heading', { level: 3, name: 'Siège social' })).toBeInTheDocument();
    expect(identite.querySelector('address')).toHaveTextContent('12 RUE DE LA PAIXBÂTIMENT B75002 Paris');
    expect(within(identite).getByRole('link', { name: /Voir l’établissement du siège/ })).toHaveAttribute(
      'href',
      '/etablissement/ateliers-duval-fils/55210055400013/7000',
    );
    expect(within(identite).getByRole('link', { name: 'Voir les 3 établissements' })).toHaveAttribute(
      'href',
      '/liste_etablissements/ateliers-duval-fils/552100554/1042',
    );
  });

  it('lists current officers, then former ones apart, then the auditors', () => {
    render(<FicheEntreprise fiche={ficheDuval} ancre={null} />);
    const dirigeants = region('Dirigeants');
    const actuels = within(dirigeants).getByRole('list', { name: 'Dirigeants en fonction' });
    const [presidente, dg] = within(actuels).getAllByRole('listitem');
    expect(presidente).toHaveTextContent('Président');
    expect(within(presidente!).getByRole('link', { name: 'Jeanne Marie DUVAL' })).toHaveAttribute(
      'href',
      '/dirigeant/duval-jeanne-marie/501',
    );
    expect(presidente).toHaveTextContent('né(e) en mars 1975');
    expect(presidente).not.toHaveTextContent(/\b\d{1,2} mars 1975/);
    expect(presidente).toHaveTextContent('Depuis le 30 juin 2019');
    expect(within(dg!).getByRole('link', { name: 'HOLDING DUVAL' })).toHaveAttribute(
      'href',
      '/entreprise/holding-duval/732829320/2001',
    );
    expect(dg).toHaveTextContent('(SIREN 732 829 320)');
    expect(dg).toHaveTextContent('représentée par Paul DUVAL');
    expect(within(dg!).getByRole('link', { name: 'Paul DUVAL' })).toHaveAttribute('href', '/dirigeant/duval-paul/502');

    expect(within(dirigeants).getByRole('heading', { level: 3, name: 'Anciens dirigeants' })).toBeInTheDocument();
    const anciens = within(dirigeants).getByRole('list', { name: 'Anciens dirigeants' });
    expect(anciens).toHaveTextContent('Du 1er mars 1998 au 30 juin 2019');

    const cac = within(dirigeants).getByRole('list', { name: 'Commissaires aux comptes' });
    expect(cac).toHaveTextContent('Commissaire aux comptes titulaire');
    expect(cac).toHaveTextContent('CABINET AUDIT CONSEIL (SIREN 443 061 841)');
    expect(within(cac).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows beneficial owners with month and year of birth, control and shares, and why no more', () => {
    render(<FicheEntreprise fiche={ficheDuval} ancre={null} />);
    const be = region('Bénéficiaires effectifs');
    expect(be).toHaveTextContent('Seules les informations dont la loi autorise la diffusion sont affichées');
    const [jeanne] = within(be).getAllByRole('listitem');
    expect(jeanne).toHaveTextContent('Jeanne Marie DUVAL');
    expect(jeanne).toHaveTextContent('né(e) en mars 1975');
    expect(jeanne).toHaveTextContent('Nationalité : Française');
    expect(jeanne).toHaveTextContent('Modalités de contrôle : Détention directe de plus de 25 % du capital');
    expect(jeanne).toHaveTextContent('60 % du capital');
    expect(jeanne).toHaveTextContent('62,5 % des droits de vote');
  });

  it('tabulates key figures by year, with « Confidentiel » for a confidential year', () => {
    render(<FicheEntreprise fiche={ficheDuval} ancre={null} />);
    const table = screen.getByRole('table', { name: 'Chiffres clés des derniers exercices' });
    const annees = within(table).getAllByRole('columnheader');
    expect(annees.map((th) => th.textContent)).toEqual(['Exercice', '2023', '2022', '2021']);
    expect(annees[1]).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('rowheader', { name: 'Chiffre d’affaires' })).toHaveAttribute('scope', 'row');
    const ca = within(ligne(table, 'Chiffre d’affaires')).getAllByRole('cell');
    expect(ca.map((td) => td.textContent)).toEqual([
      '1\u202f250\u202f000\u00a0€',
      '1\u202f100\u202f000\u00a0€',
      'Confidentiel',
    ]);
    const resultat = within(ligne(table, 'Résultat')).getAllByRole('cell');
    expect(resultat.map((td) => td.textContent)).toEqual(['85\u202f000\u00a0€', '−42\u202f500\u00a0€', 'Confidentiel']);
    expect(within(ligne(table, 'Durée de l’exercice')).getAllByRole('cell')[0]?.textContent).toBe('12\u00a0mois');
  });

  it('draws the key figures as an accessible chart, a loss below the axis', () => {
    const { container } = render(<FicheEntreprise fiche={ficheDuval} ancre={null} />);
    const chart = screen.getByRole('img', { name: /chiffre d’affaires et du résultat par exercice/ });
    const label = chart.getAttribute('aria-label')!;
    expect(label).toContain('2021 : comptes confidentiels');
    expect(label).toContain('2022 : chiffre d’affaires 1\u202f100\u202f000\u00a0€, résultat −42\u202f500\u00a0€');
    expect(label.indexOf('2021')).toBeLessThan(label.indexOf('2023'));
    const axe = container.querySelector('svg line')!;
    const zero = Number(axe.getAttribute('y1'));
    const barres = [...container.querySelectorAll('svg rect')];
    expect(barres).toHaveLength(4);
    const perte = barres.find((rect) => rect.getAttribute('fill') === '#b02a20')!;
    expect(Number(perte.getAttribute('y'))).toBe(zero);
    const autres = barres.filter((rect) => rect !== perte);
    for (const rect of autres) {
      expect(Number(rect.getAttribute('y')) + Number(rect.getAttribute('height'))).toBeCloseTo(zero);
    }
    expect(within(chart as unknown as HTMLElement).getByText('Confidentiel')).toBeInTheDocument();
  });

  it('details closed proceedings with their judgments', () => {
    render(<FicheEntreprise fiche={ficheDuval} ancre={null} />);
    const procedures = region('Procédures collectives');
    expect(within(procedures).getByRole('heading', { level: 3, name: 'Procédure de sauvegarde' })).toBeInTheDocument();
    expect(procedures).toHaveTextContent('ÉtatClôturée');
    const jugements = within(procedures).getAllByRole('list')[1]!;
    expect(
      within(jugements)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '3 février 2015 : Jugement d’ouverture',
      '1er septembre 2015 : Jugement arrêtant le plan de sauvegarde (Durée du plan : 2 ans)',
    ]);
    expect(screen.queryByText(/Procédure collective en cours/)).not.toBeInTheDocument();
  });

  it('warns, in words, when a proceeding is under way and the company is struck off', () => {
    render(<FicheEntreprise fiche={ficheDuvalEnRedressement} ancre={null} />);
    expect(screen.getByText('Radiée')).toBeInTheDocument();
    expect(screen.getByText('Procédure collective en cours :').closest('p')).toHaveTextContent(
      'Redressement judiciaire',
    );
    const procedures = region('Procédures collectives');
    expect(procedures).toHaveTextContent(
      'Attention : une procédure collective est en cours (Redressement judiciaire, ouverte le 5 novembre 2024).',
    );
    expect(procedures).toHaveTextContent('ÉtatEn cours');
    const identite = region('Identité');
    expect(within(identite).getByText('Date de radiation').nextElementSibling).toHaveTextContent('20 janvier 2025');
  });

  it('lists deeds and annual accounts with their disclosure in words', () => {
    render(<FicheEntreprise fiche={ficheDuval} ancre={null} />);
    const actes = screen.getByRole('table', { name: 'Actes déposés au greffe' });
    const pv = ligne(actes, 'Procès-verbal d’assemblée générale');
    expect(
      within(pv)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['28 juin 2024', '10 juillet 2024', '2024/45123', 'Public']);
    const comptes = screen.getByRole('table', { name: 'Comptes annuels déposés au greffe' });
    expect(ligne(comptes, 'Comptes annuels')).toHaveTextContent('Compte de résultat confidentiel');
  });

  it('counts the establishments and links to their list, and explains the Kbis without ordering it', () => {
    render(<FicheEntreprise fiche={ficheDuval} ancre={null} />);
    const etablissements = region('Établissements');
    expect(etablissements).toHaveTextContent('3 établissements dont 2 actifs.');
    expect(within(etablissements).getByRole('link', { name: 'Voir les 3 établissements' })).toHaveAttribute(
      'href',
      '/liste_etablissements/ateliers-duval-fils/552100554/1042',
    );
    const kbis = region('Extrait Kbis');
    expect(kbis).toHaveTextContent('L’extrait Kbis est le document officiel');
    expect(within(kbis).queryByRole('link')).not.toBeInTheDocument();
    expect(within(kbis).queryByRole('button')).not.toBeInTheDocument();
    expect(kbis).not.toHaveTextContent('€');
  });

  it('renders the section named by `ancre` first and outlined, the others still open after it', () => {
    const { container } = render(<FicheEntreprise fiche={ficheDuval} ancre="documents" />);
    const sections = [...container.querySelectorAll('section')];
    expect(sections[0]).toHaveAttribute('id', 'documents');
    expect(sections[0]).toHaveAttribute('data-cible', 'true');
    expect(sections.filter((s) => s.hasAttribute('data-cible'))).toHaveLength(1);
    expect(sections.map((s) => s.id)).toEqual(
      expect.arrayContaining(['identite', 'dirigeants', 'chiffres-cles', 'etablissements']),
    );
    expect(sections).toHaveLength(9);
    expect(sansSautDeNiveau(niveauxDesTitres(container))).toBe(true);
  });
});

describe('sole trader sheet', () => {
  it('speaks of an « Entrepreneur individuel », without capital nor VAT number', () => {
    render(<FicheEntreprise fiche={ficheMartin} ancre={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'MARTIN Sophie' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'En bref' })).toHaveTextContent('Entrepreneur individuel');
    const identite = region('Identité');
    expect(within(identite).getByText('Entrepreneur').nextElementSibling).toHaveTextContent('Sophie MARTIN');
    expect(within(identite).queryByText('Capital social')).not.toBeInTheDocument();
    expect(within(identite).queryByText('TVA intracommunautaire')).not.toBeInTheDocument();
    expect(within(identite).queryByText('Durée de la personne morale')).not.toBeInTheDocument();
    expect(region('Dirigeants')).toHaveTextContent('dirigée par l’entrepreneur lui-même : Sophie MARTIN');
    expect(region('Bénéficiaires effectifs')).toHaveTextContent('ne déclare pas de bénéficiaire effectif');
    expect(region('Chiffres clés')).toHaveTextContent('Aucun chiffre clé n’est publié');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(region('Extrait K')).toHaveTextContent('L’extrait K est, pour un entrepreneur individuel');
    expect(within(region('Identité')).queryByRole('link', { name: /Voir les/ })).not.toBeInTheDocument();
    expect(region('Établissements')).toHaveTextContent('1 établissement dont 1 actif.');
  });
});

describe('association sheet', () => {
  it('shows the RNA number under the SIREN, and no such line for a company without one', () => {
    const association = {
      ...ficheDuval,
      entreprise: {
        ...ficheDuval.entreprise,
        forme_juridique: { code: '9220', libelle: 'Association déclarée' },
        rna: 'W751234567',
      },
    };
    const { unmount } = render(<FicheEntreprise fiche={association} ancre={null} />);
    const identite = region('Identité');
    expect(within(identite).getByText('Numéro RNA').nextElementSibling).toHaveTextContent('W751234567');
    unmount();
    render(<FicheEntreprise fiche={ficheDuval} ancre={null} />);
    expect(within(region('Identité')).queryByText('Numéro RNA')).not.toBeInTheDocument();
  });
});
