import { act, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { RechercheIndisponible, RechercheRefusee } from '../../lib/api/erreurs';
import { compteFixture } from '../../lib/api/fixtures';
import { compteClientSelectionneAtom } from '../../state/compte';
import { consentAtom } from '../../state/consent';
import { filtresRechercheAtom } from '../../state/recherche';
import {
  entreprise,
  etablissement,
  etablissementDuLieu,
  pageEntreprises,
  pagePersonnes,
  personne,
} from './recherche.fixtures';
import { RechercheApp } from './recherche-app';
import { fauxClient, rendre, type FauxClient } from './test-utils';

const RESULTATS = '/recherche-entreprise-dirigeant/resultats-de-recherche';
const REMPLACER = { replace: true, state: { conserverDefilement: true } };
const navigateMock = navigate as unknown as jest.Mock;

function ouvrir(search: string, client: FauxClient = fauxClient()) {
  const vue = rendre(<RechercheApp pathname={RESULTATS} search={search} />, client);
  return {
    ...vue,
    /** What the router does after a navigation, or the back button: the page gets a new address. */
    aller: (suivante: string) => vue.rerendre(<RechercheApp pathname={RESULTATS} search={suivante} />),
  };
}

/** The address a navigation led to, as parameters. */
const parametres = (appel: unknown[] | undefined) =>
  Object.fromEntries(new URL(String(appel?.[0]), 'http://portail.test').searchParams);

beforeEach(() => {
  delete window.dataLayer;
});

describe('results page: companies', () => {
  it('reads the address, sends the matching service query and lists the companies', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([entreprise(1), entreprise(2)], { total: 12, offset: 10 }));
    ouvrir('?phrase=dupr&department=75&activityDomain=62&page=2', client);

    expect(await screen.findByRole('heading', { level: 2, name: /^12\u00a0résultats/ })).toHaveTextContent(
      'page 2 sur 2',
    );
    expect(client.entreprises).toHaveBeenCalledWith({
      phrase: 'dupr',
      critere_geographique: '75',
      activite: '62',
      limit: '10',
      offset: '10',
    });
    const liste = screen.getByRole('list', { name: /résultats/ });
    const cartes = within(liste).getAllByRole('article');
    expect(cartes).toHaveLength(2);
    const carte = cartes[0]!;
    expect(within(carte).getByRole('heading', { level: 3 })).toHaveTextContent('ENTREPRISE DE TEST 1');
    expect(within(carte).getByRole('link', { name: 'ENTREPRISE DE TEST 1' })).toHaveAttribute(
      'href',
      '/entreprise/entreprise-de-test-1/552100554/1',
    );
    expect(carte).toHaveTextContent('552 100 554');
    expect(carte).toHaveTextContent('Active');
    expect(carte).toHaveTextContent('SAS, société par actions simplifiée');
    expect(carte).toHaveTextContent('Programmation informatique (62.01Z)');
    expect(carte).toHaveTextContent('12 RUE DE LA PAIX, 75002 PARIS');
    expect(within(carte).getByRole('link', { name: 'Jean-Édouard DUPRÉ' })).toHaveAttribute(
      'href',
      '/dirigeant/dupre-jean-edouard/7',
    );
    expect(carte.textContent).toContain('Président\u00a0: Jean-Édouard DUPRÉ');
    expect(carte.textContent).toContain('Commissaire aux comptes titulaire\u00a0: AUDIT CONSEIL');
  });

  it('keeps the filters atom equal to the address', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([]));
    const { store } = ouvrir('?phrase=dupr&department=2a&entreprisePage=3&recherche=entreprises', client);
    await waitFor(() =>
      expect(store.get(filtresRechercheAtom).entreprise).toMatchObject({ department: '2A', page: 3 }),
    );
    expect(store.get(filtresRechercheAtom)).toMatchObject({ selectedTabulation: 'entreprises', phrase: 'dupr' });
  });

  it('lists establishments with their SIRET, type, état and company when that type is chosen', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([etablissement(10)], { type_entite: 'ETABLISSEMENT' }));
    ouvrir('?phrase=boulangerie&companyType=ETABLISSEMENT', client);
    const carte = await screen.findByRole('article');
    expect(client.entreprises).toHaveBeenCalledWith(expect.objectContaining({ type_entite: 'ETABLISSEMENT' }));
    expect(within(carte).getByRole('link', { name: 'BOULANGERIE DU MARCHÉ' })).toHaveAttribute(
      'href',
      '/etablissement/maison-dupre/55210055400013/10',
    );
    expect(carte).toHaveTextContent('Établissement secondaire');
    expect(carte).toHaveTextContent('Fermé');
    expect(carte).toHaveTextContent('552 100 554 00013');
    expect(within(carte).getByRole('link', { name: 'MAISON DUPRÉ' })).toHaveAttribute(
      'href',
      '/entreprise/maison-dupre/552100554/42',
    );
  });

  it('writes totals the French way, « plus de 10 000 » beyond the exact count, and the corrections used', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValueOnce(
      pageEntreprises([entreprise(1)], {
        total: 1234,
        corrections: [{ mot: 'boulangeire', propositions: ['boulangerie'] }],
      }),
    );
    const { aller } = ouvrir('?phrase=boulangeire', client);
    expect(await screen.findByRole('heading', { level: 2, name: /^1\u202f234\u00a0résultats/ })).toBeInTheDocument();
    expect(screen.getByText(/^Résultats approchés pour/).textContent).toBe(
      'Résultats approchés pour «\u00a0boulangerie\u00a0» au lieu de «\u00a0boulangeire\u00a0»',
    );

    client.entreprises.mockResolvedValueOnce(pageEntreprises([entreprise(1)], { total: 1000, total_exact: false }));
    aller('?phrase=sarl');
    expect(
      await screen.findByRole('heading', { level: 2, name: /^Plus de 1\u202f000\u00a0résultats/ }),
    ).toBeInTheDocument();
  });

  it('says what to type and asks nothing when there is no criterion', async () => {
    const client = fauxClient();
    ouvrir('', client);
    expect(await screen.findByText(/^Saisissez un nom, un SIREN ou un SIRET/)).toBeInTheDocument();
    ouvrir('?phrase=a', client);
    expect(await screen.findByText('Minimum 2 caractères requis.')).toBeInTheDocument();
    expect(client.entreprises).not.toHaveBeenCalled();
  });
});

describe('results page: the first answer', () => {
  it('keeps the place of the results while the answer is on its way, then shows them', async () => {
    const client = fauxClient();
    let repondre: (reponse: ReturnType<typeof pageEntreprises>) => void = () => undefined;
    client.entreprises.mockReturnValue(new Promise((resolve) => (repondre = resolve)));
    ouvrir('?phrase=dupr', client);
    expect(await screen.findByRole('heading', { level: 2, name: 'Recherche en cours…' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des résultats…');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // The form is filled in from the address while the results load.
    expect(screen.getByLabelText('Nom, SIREN, SIRET ou dirigeant')).toHaveValue('dupr');

    act(() => repondre(pageEntreprises([entreprise(1)])));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^1\u00a0résultat/ })).toBeInTheDocument();
  });
});

describe('results page: places', () => {
  const LYON = { libelle: 'Lyon (69)', origine: 'PHRASE', applique: true } as const;
  /** The « Dans le lieu recherché » value of a card: its list of establishments. */
  const dansLeLieu = (carte: HTMLElement) => {
    const terme = within(carte).getByText('Dans le lieu recherché');
    return terme.nextElementSibling as HTMLElement;
  };

  it('says the place read in the phrase and lists the establishments there, the siège first and flagged', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(
      pageEntreprises(
        [
          entreprise(1, {
            denomination: 'BOULANGERIE DUPRÉ',
            adresse: { ...etablissementDuLieu(11, '00013').adresse },
            etablissements_lieu: [etablissementDuLieu(11, '00013', { siege: true })],
          }),
          entreprise(2, {
            denomination: 'PAINS DE FRANCE',
            etablissements_lieu: [etablissementDuLieu(21, '00021'), etablissementDuLieu(22, '00039')],
          }),
        ],
        { lieu: LYON },
      ),
    );
    ouvrir('?phrase=boulangerie+lyon', client);
    const [premiere, seconde] = await screen.findAllByRole('article');

    expect(screen.getByText(/^Recherche dans le lieu/).textContent).toBe('Recherche dans le lieu\u00a0: Lyon (69)');
    // Headings in order: the page, the results, one per company.
    expect(screen.getAllByRole('heading').map((h) => h.tagName)).toEqual(['H1', 'H2', 'H3', 'H3']);

    // The siège is in the place: listed there, flagged in words, and not repeated on a line of its own.
    expect(within(premiere!).queryByText('Siège', { selector: 'dt' })).not.toBeInTheDocument();
    const [siege] = within(dansLeLieu(premiere!)).getAllByRole('listitem');
    expect(siege!.textContent).toBe('Siège\u00a0: 11 RUE DE LA RÉPUBLIQUE, 69003 LYON (SIRET\u00a0552 100 554 00013)');
    expect(within(siege!).getByRole('link', { name: '11 RUE DE LA RÉPUBLIQUE, 69003 LYON' })).toHaveAttribute(
      'href',
      '/etablissement/boulangerie-dupre/55210055400013/11',
    );

    // The siège is elsewhere: its address stays, the establishments in the place come after it.
    expect(within(seconde!).getByText('Siège', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '12 RUE DE LA PAIX, 75002 PARIS',
    );
    const etablissements = within(dansLeLieu(seconde!)).getAllByRole('listitem');
    expect(etablissements.map((li) => li.textContent)).toEqual([
      'Établissement secondaire\u00a0: 21 RUE DE LA RÉPUBLIQUE, 69003 LYON (SIRET\u00a0552 100 554 00021)',
      'Établissement secondaire\u00a0: 22 RUE DE LA RÉPUBLIQUE, 69003 LYON (SIRET\u00a0552 100 554 00039)',
    ]);
    expect(within(etablissements[1]!).getByRole('link')).toHaveAttribute(
      'href',
      '/etablissement/pains-de-france/55210055400039/22',
    );
    expect(within(seconde!).queryByRole('link', { name: /^Voir les/ })).not.toBeInTheDocument();
  });

  it('links to all the establishments when the service gave as many as it gives', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(
      pageEntreprises(
        [
          entreprise(3, {
            denomination: 'PAINS DE FRANCE',
            nombre_etablissements: 12,
            etablissements_lieu: [
              etablissementDuLieu(31, '00013', { siege: true }),
              etablissementDuLieu(32, '00021'),
              etablissementDuLieu(33, '00039'),
            ],
          }),
        ],
        { lieu: { libelle: 'Rhône (69)', origine: 'PHRASE', applique: true } },
      ),
    );
    ouvrir('?phrase=pains+rhone', client);
    const carte = await screen.findByRole('article');
    expect(screen.getByText(/^Recherche dans le lieu/)).toHaveTextContent('Rhône (69)');
    expect(within(dansLeLieu(carte)).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(carte).getByRole('link', { name: 'Voir les 12\u00a0établissements de PAINS DE FRANCE' }),
    ).toHaveAttribute('href', '/liste_etablissements/pains-de-france/552100554/3');
  });

  it('says in words that the place gave nothing and the name alone was searched', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([entreprise(1)], { lieu: { ...LYON, applique: false } }));
    ouvrir('?phrase=dupr+lyon', client);
    const carte = await screen.findByRole('article');
    expect(screen.getByText(/^Aucun résultat dans le lieu/).textContent).toBe(
      'Aucun résultat dans le lieu «\u00a0Lyon (69)\u00a0»\u00a0: la recherche porte sur le nom seul, sans restriction de lieu.',
    );
    expect(screen.queryByText(/^Recherche dans le lieu/)).not.toBeInTheDocument();
    expect(within(carte).queryByText('Dans le lieu recherché')).not.toBeInTheDocument();
    expect(within(carte).getByText('Siège', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '12 RUE DE LA PAIX, 75002 PARIS',
    );
  });

  it('lists the establishments of a place chosen in the filters, which the « Département » field already shows', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(
      pageEntreprises([entreprise(2, { etablissements_lieu: [etablissementDuLieu(21, '00021')] })], {
        lieu: { libelle: 'Rhône (69)', origine: 'FILTRE', applique: true },
      }),
    );
    ouvrir('?phrase=dupr&department=69', client);
    const carte = await screen.findByRole('article');
    expect(screen.getByLabelText('Département')).toHaveValue('69');
    expect(screen.queryByText(/^Recherche dans le lieu/)).not.toBeInTheDocument();
    expect(within(dansLeLieu(carte)).getByRole('listitem').textContent).toContain(
      'Établissement secondaire\u00a0: 21 RUE DE LA RÉPUBLIQUE, 69003 LYON',
    );
  });

  it('shows neither place nor establishments when the search has no place', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([entreprise(1)]));
    ouvrir('?phrase=dupr', client);
    const carte = await screen.findByRole('article');
    expect(screen.queryByText(/dans le lieu/i)).not.toBeInTheDocument();
    expect(within(carte).getByText('Siège', { selector: 'dt' })).toBeInTheDocument();
  });

  it('says the place dropped above an empty answer too', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([], { lieu: { ...LYON, applique: false } }));
    ouvrir('?phrase=zzzz+lyon', client);
    expect(await screen.findByRole('heading', { level: 2, name: 'Aucun résultat' })).toBeInTheDocument();
    expect(screen.getByText(/^Aucun résultat dans le lieu/)).toBeInTheDocument();
  });
});

describe('results page: filters and address', () => {
  it('rewrites the address in replace mode when a list filter changes, back to page 1', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([entreprise(1)], { total: 40 }));
    const { user } = ouvrir('?phrase=dupr&page=3&validation=1', client);
    await screen.findByRole('article');
    await user.selectOptions(screen.getByLabelText('Département'), '2A');
    expect(navigateMock).toHaveBeenLastCalledWith(`${RESULTATS}?phrase=dupr&department=2A&validation=1`, REMPLACER);
    await user.selectOptions(screen.getByLabelText('Domaine d’activité'), '56');
    expect(parametres(navigateMock.mock.lastCall)).toEqual({
      phrase: 'dupr',
      department: '2A',
      activityDomain: '56',
      validation: '1',
    });
    await user.selectOptions(screen.getByLabelText('Trier par'), 'creation');
    expect(parametres(navigateMock.mock.lastCall)).toMatchObject({ orderBy: 'creation' });
    await user.click(screen.getByRole('radio', { name: 'Établissements' }));
    expect(parametres(navigateMock.mock.lastCall)).toMatchObject({ companyType: 'ETABLISSEMENT' });
    expect(navigateMock.mock.lastCall?.[1]).toEqual(REMPLACER);
    // The atom changed at once: the new search is on its way before the router answers.
    await waitFor(() =>
      expect(client.entreprises).toHaveBeenLastCalledWith(
        expect.objectContaining({
          critere_geographique: '2A',
          activite: '56',
          tri: 'creation',
          type_entite: 'ETABLISSEMENT',
        }),
      ),
    );
  });

  it('applies the text filters on submit, and checks the SIREN or SIRET first', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([entreprise(1)]));
    const { user } = ouvrir('?phrase=dupr', client);
    await screen.findByRole('article');
    const siren = screen.getByLabelText('SIREN ou SIRET');
    await user.type(siren, '552 100');
    await user.click(screen.getByRole('button', { name: 'Appliquer les filtres' }));
    expect(siren).toHaveAccessibleDescription(expect.stringContaining('Saisissez les 9 chiffres du SIREN'));
    expect(siren).toHaveAttribute('aria-invalid', 'true');
    expect(siren).toHaveFocus();
    expect(navigateMock).not.toHaveBeenCalled();

    await user.type(siren, ' 554 00013');
    await user.type(screen.getByLabelText('Dénomination, sigle ou enseigne'), 'Maison');
    await user.click(screen.getByRole('button', { name: 'Appliquer les filtres' }));
    expect(navigateMock).toHaveBeenLastCalledWith(
      `${RESULTATS}?phrase=dupr&denomination=Maison&sirenOrSiret=55210055400013`,
      REMPLACER,
    );
    await waitFor(() =>
      expect(client.entreprises).toHaveBeenLastCalledWith(
        expect.objectContaining({ nom_entreprise: 'Maison', numero_identification: '552100554', nic: '00013' }),
      ),
    );
  });

  it('follows the address when it changes (back and forward buttons, shared link)', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([entreprise(1)]));
    const { aller, store } = ouvrir('?phrase=premiere', client);
    await screen.findByRole('article');
    expect(screen.getByLabelText('Nom, SIREN, SIRET ou dirigeant')).toHaveValue('premiere');
    aller('?phrase=seconde&department=13');
    await waitFor(() =>
      expect(client.entreprises).toHaveBeenLastCalledWith(
        expect.objectContaining({ phrase: 'seconde', critere_geographique: '13' }),
      ),
    );
    expect(screen.getByLabelText('Nom, SIREN, SIRET ou dirigeant')).toHaveValue('seconde');
    expect(screen.getByLabelText('Département')).toHaveValue('13');
    expect(store.get(filtresRechercheAtom).entreprise.department).toBe('13');
  });

  it('opens a new phrase as a new history entry, page 1, keeping the tab and filters', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([entreprise(1)]));
    const { user } = ouvrir('?phrase=dupr&department=75&page=4', client);
    await screen.findByRole('article');
    const champ = screen.getByLabelText('Nom, SIREN, SIRET ou dirigeant');
    await user.clear(champ);
    await user.type(champ, 'martin{Enter}');
    expect(navigateMock).toHaveBeenLastCalledWith(`${RESULTATS}?phrase=martin&department=75`, undefined);
  });

  it('pages with links in replace mode and moves focus to the results heading', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([entreprise(1)], { total: 35 }));
    const { user, aller } = ouvrir('?phrase=dupr', client);
    await screen.findByRole('article');
    const pagination = screen.getByRole('navigation', { name: 'Pages de résultats' });
    const suivant = within(pagination).getByRole('link', { name: 'Suivant' });
    expect(suivant).toHaveAttribute('href', `${RESULTATS}?phrase=dupr&page=2`);
    expect(within(pagination).getByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'href',
      `${RESULTATS}?phrase=dupr&page=4`,
    );
    await user.click(suivant);
    expect(navigateMock).toHaveBeenLastCalledWith(`${RESULTATS}?phrase=dupr&page=2`, REMPLACER);
    aller('?phrase=dupr&page=2');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /résultats/ })).toHaveFocus());
    expect(client.entreprises).toHaveBeenLastCalledWith(expect.objectContaining({ offset: '10' }));
    expect(screen.getByRole('heading', { level: 2, name: /résultats/ })).toHaveTextContent('page 2 sur 4');
  });

  it('changes the page size in replace mode, back to page 1', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([entreprise(1)], { total: 35 }));
    const { user } = ouvrir('?phrase=dupr&page=3', client);
    await screen.findByRole('article');
    await user.selectOptions(screen.getByLabelText('Résultats par page'), '50');
    expect(navigateMock).toHaveBeenLastCalledWith(`${RESULTATS}?phrase=dupr&pageSize=50`, REMPLACER);
  });
});

describe('results page: tabs', () => {
  it('offers « Entreprises » (selected by default) and « Dirigeants » as a tablist', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([entreprise(1)]));
    ouvrir('?phrase=dupr', client);
    await screen.findByRole('article');
    const tabs = within(screen.getByRole('tablist', { name: 'Type de résultats' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Entreprises', 'Dirigeants']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    const panneau = screen.getByRole('tabpanel');
    expect(panneau).toHaveAttribute('id', tabs[0]?.getAttribute('aria-controls'));
    expect(panneau).toHaveAccessibleName('Entreprises');
  });

  it('switches to the officers with the keyboard, in replace mode, and searches them with the same phrase', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([entreprise(1)]));
    client.personnes.mockResolvedValue(pagePersonnes([personne(7)], { total: 7 }));
    const { user } = ouvrir('?phrase=dupr', client);
    await screen.findByRole('article');
    screen.getByRole('tab', { name: 'Entreprises' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Dirigeants' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Dirigeants' })).toHaveAttribute('aria-selected', 'true');
    expect(navigateMock).toHaveBeenLastCalledWith(`${RESULTATS}?recherche=dirigeants&phrase=dupr`, REMPLACER);
    expect(client.personnes).toHaveBeenCalledWith({ phrase: 'dupr', limit: '10', offset: '0' });

    const carte = await screen.findByRole('article');
    expect(within(carte).getByRole('link', { name: 'Jean-Édouard Marie DUPRÉ' })).toHaveAttribute(
      'href',
      '/dirigeant/dupre-jean-edouard-marie/7',
    );
    expect(carte).toHaveTextContent('7 mandats · né(e) en mars 1975');
    expect(within(carte).getByRole('link', { name: 'MAISON DUPRÉ' })).toHaveAttribute(
      'href',
      '/entreprise/maison-dupre/552100554/42',
    );
    expect(carte.textContent).toContain('Président\u00a0: ANCIENNE SA (SIREN\u00a0732 829 320) — mandat terminé');
    expect(within(carte).getByRole('link', { name: /Voir les 5 autres mandats/ })).toHaveAttribute(
      'href',
      '/dirigeant/dupre-jean-edouard-marie/7',
    );
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Entreprises' })).toHaveAttribute('aria-selected', 'true');
  });

  it('filters officers by month and year of birth', async () => {
    const client = fauxClient();
    client.personnes.mockResolvedValue(pagePersonnes([personne(7)]));
    const { user } = ouvrir('?recherche=dirigeants&nom=Dupr%C3%A9', client);
    await screen.findByRole('article');
    expect(client.personnes).toHaveBeenCalledWith({ nom: 'Dupré', limit: '10', offset: '0' });
    await user.selectOptions(screen.getByLabelText('Mois'), 'Mars');
    expect(navigateMock).toHaveBeenLastCalledWith(
      `${RESULTATS}?recherche=dirigeants&nom=Dupr%C3%A9&moisDeNaissance=3`,
      REMPLACER,
    );
    const annee = screen.getByLabelText('Année');
    await user.type(annee, '1875');
    await user.click(screen.getByRole('button', { name: 'Appliquer les filtres' }));
    expect(annee).toHaveAccessibleDescription(
      expect.stringContaining('Saisissez une année sur 4 chiffres, entre 1900'),
    );
    await user.clear(annee);
    await user.type(annee, '1975');
    await user.click(screen.getByRole('button', { name: 'Appliquer les filtres' }));
    expect(parametres(navigateMock.mock.lastCall)).toEqual({
      recherche: 'dirigeants',
      nom: 'Dupré',
      moisDeNaissance: '3',
      anneeDeNaissance: '1975',
    });
    await waitFor(() =>
      expect(client.personnes).toHaveBeenLastCalledWith({
        nom: 'Dupré',
        mois_naissance: '3',
        annee_naissance: '1975',
        limit: '10',
        offset: '0',
      }),
    );
  });
});

describe('results page: empty answers, errors, identifiers', () => {
  it('says nothing matched and offers ways to widen the search', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([]));
    const { user } = ouvrir('?phrase=zzzz&department=75', client);
    expect(await screen.findByRole('heading', { level: 2, name: 'Aucun résultat' })).toBeInTheDocument();
    expect(screen.getByText('Aucune entreprise ne correspond à votre recherche.')).toBeInTheDocument();
    expect(screen.getByText(/Vérifiez l’orthographe/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Utiliser la recherche avancée' })).toHaveAttribute(
      'href',
      '/recherche-entreprise-dirigeant/recherche-avancee?department=75',
    );
    await user.click(
      screen.getByRole('button', { name: 'Retirer le filtre «\u00a0Département\u00a0: Paris (75)\u00a0»' }),
    );
    expect(navigateMock).toHaveBeenLastCalledWith(`${RESULTATS}?phrase=zzzz`, REMPLACER);
    await user.click(screen.getByRole('button', { name: 'Chercher «\u00a0zzzz\u00a0» parmi les dirigeants' }));
    expect(parametres(navigateMock.mock.lastCall)).toMatchObject({ recherche: 'dirigeants', phrase: 'zzzz' });
  });

  it('says no officer matched and offers to drop the birth date', async () => {
    const client = fauxClient();
    client.personnes.mockResolvedValue(pagePersonnes([]));
    const { user } = ouvrir('?recherche=dirigeants&nom=Zzz&anneeDeNaissance=1950', client);
    expect(await screen.findByText('Aucun dirigeant ne correspond à votre recherche.')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Retirer le filtre «\u00a0Année de naissance\u00a0: 1950\u00a0»' }),
    );
    expect(navigateMock).toHaveBeenLastCalledWith(`${RESULTATS}?recherche=dirigeants&nom=Zzz`, REMPLACER);
  });

  it('gives the reasons of a refused search in French', async () => {
    const client = fauxClient();
    client.entreprises.mockRejectedValue(
      new RechercheRefusee('Requête invalide : query.numero_identification …', [
        {
          field: 'query.numero_identification',
          message: "n'est pas un numéro SIREN valide (clé de contrôle incorrecte)",
        },
      ]),
    );
    ouvrir('?sirenOrSiret=552100555', client);
    const alerte = await screen.findByRole('alert');
    expect(alerte).toHaveTextContent('La recherche n’a pas pu être lancée.');
    expect(alerte.textContent).toContain(
      '«\u00a0SIREN ou SIRET\u00a0» n’est pas un numéro SIREN valide (clé de contrôle incorrecte).',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Recherche impossible' })).toBeInTheDocument();
  });

  it('shows the error message of the spec when the service is down, and retries on « Réessayer »', async () => {
    const client = fauxClient();
    client.entreprises.mockRejectedValueOnce(new RechercheIndisponible(503));
    client.entreprises.mockResolvedValueOnce(pageEntreprises([entreprise(1)]));
    const { user } = ouvrir('?phrase=dupr', client);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue "Le service de recherche ne répond pas."',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(client.entreprises).toHaveBeenCalledTimes(2);
  });

  it('opens the entity page at once for a SIREN or SIRET typed as the phrase (replace)', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValueOnce(pageEntreprises([entreprise(42, { correspondance: 'IDENTIFIANT' })]));
    const { aller } = ouvrir('?phrase=552+100+554', client);
    await waitFor(() =>
      expect(navigateMock).toHaveBeenCalledWith('/entreprise/entreprise-de-test-42/552100554/42', { replace: true }),
    );

    navigateMock.mockClear();
    client.entreprises.mockResolvedValueOnce(pageEntreprises([etablissement(10, { correspondance: 'IDENTIFIANT' })]));
    aller('?phrase=55210055400013&companyType=ETABLISSEMENT');
    await waitFor(() =>
      expect(navigateMock).toHaveBeenCalledWith('/etablissement/maison-dupre/55210055400013/10', { replace: true }),
    );

    // Issue 21: the VAT number, or the SIREN beside a name, goes there too.
    for (const phrase of ['FR+03+552+081+317', 'EDF+552.081.317']) {
      navigateMock.mockClear();
      client.entreprises.mockResolvedValueOnce(pageEntreprises([entreprise(42, { correspondance: 'IDENTIFIANT' })]));
      aller(`?phrase=${phrase}`);
      await waitFor(() =>
        expect(navigateMock).toHaveBeenCalledWith('/entreprise/entreprise-de-test-42/552100554/42', { replace: true }),
      );
    }
  });

  it('stays on the results for a single result found by name', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([entreprise(42, { correspondance: 'EXACTE' })]));
    ouvrir('?phrase=entreprise+de+test', client);
    await screen.findByRole('article');
    expect(navigateMock).not.toHaveBeenCalled();
  });
});

describe('results page: analytics and blocked accounts', () => {
  it('pushes each search once, by category, when consent allows', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([entreprise(1)], { total: 3 }));
    const { store, aller } = ouvrir('?phrase=dupr', client);
    act(() => store.set(consentAtom, { version: 1, analytics: true, decidedAt: '2025-01-01T00:00:00.000Z' }));
    await screen.findByRole('article');
    await waitFor(() =>
      expect(window.dataLayer).toEqual([
        {
          event: 'recherche',
          categorie: 'entreprises',
          criteres: 'phrase',
          type_entite: 'ENTREPRISE',
          page: 1,
          nombreResultats: 3,
        },
      ]),
    );
    aller('?phrase=dupr&department=75');
    await waitFor(() => expect(window.dataLayer).toHaveLength(2));
    expect(window.dataLayer?.[1]).toMatchObject({ criteres: 'phrase,department' });
  });

  it('pushes nothing without consent', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([entreprise(1)]));
    ouvrir('?phrase=dupr', client);
    await screen.findByRole('article');
    expect(window.dataLayer).toBeUndefined();
  });

  it('disables the search buttons for the blocked account position, and says why', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([entreprise(1)]));
    const { store } = ouvrir('?phrase=dupr', client);
    act(() => store.set(compteClientSelectionneAtom, compteFixture({ position: 'INTERDIT' })));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rechercher' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Appliquer les filtres' })).toBeDisabled();
    expect(
      screen.getAllByText('La recherche n’est pas disponible pour le compte client sélectionné.').length,
    ).toBeGreaterThan(0);
  });
});
