/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { attendreBasesAccessibilite, attendreErreursLiees } from '../../test/accessibilite';
import { apiFactice, refus, type Appel, type Gestionnaire } from '../../test/api-factice';
import { compteFixture } from '../../lib/api/fixtures';
import { rendre, routesDuCompte, sessionStockee, visiteur } from '../../test/session';
import { SessionController } from '../session/session-controller';
import { MESSAGES } from './criteres';
import { GREFFES, inscriptionFixture, inscriptionRadieeFixture, resultatFixture, SYNTHESES } from './fixtures';
import { PageGages } from './page-gages';
import { MESSAGE_AUCUNE, MESSAGE_AUCUNE_RADIEES, MESSAGE_INDISPONIBLE } from './textes';

const RECHERCHE = 'GET /api/gages';
const CHEMIN = '/services/recherche-gage-sans-depossession';

/** The greffes of the select and the public grid, answered on every page. */
const services = (routes: Record<string, Gestionnaire>) =>
  apiFactice({
    'GET /api/greffes': { corps: GREFFES },
    'GET /api/grilles_tarifaires/PUBLIC/syntheses_articles': { corps: SYNTHESES },
    ...routes,
  });

const ouvrir = (search = '') => rendre(visiteur(), <PageGages search={search} />);
const champ = () => screen.getByRole('textbox', { name: 'Numéro SIREN ou nom du constituant' });
const rechercher = () => fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
/** Text as the eye reads it: every kind of space is one space. */
const lu = (element: Element | null) => element?.textContent?.replace(/\s+/gu, ' ').trim();

/** The terms and values of an inscription's card. */
const valeurs = (carte: HTMLElement) =>
  Object.fromEntries(
    within(carte)
      .getAllByRole('term')
      .map((terme) => [terme.textContent, lu(terme.nextElementSibling)]),
  );

describe('/services/recherche-gage-sans-depossession', () => {
  it('searches the SIREN of the address and shows each inscription in force', async () => {
    const api = services({ [RECHERCHE]: { corps: resultatFixture() } });
    ouvrir('?siren=552100554');
    expect(await screen.findByText('2 inscriptions en vigueur')).toBeInTheDocument();
    expect(lu(screen.getByText((texte) => texte.startsWith('Registre au')))).toBe(
      'Registre au 25 novembre 2026, pour le SIREN 552 100 554, dans tous les greffes.',
    );
    expect(champ()).toHaveValue('552100554');

    const [appel] = api.appelsA(RECHERCHE) as [Appel];
    expect(Object.fromEntries(appel.recherche)).toEqual({ siren: '552100554', offset: '0', limit: '20' });
    expect(appel.entetes.get('authorization')).toBeNull();

    const premiere = screen.getByRole('article', { name: 'Inscription n° 2024G00042' });
    expect(within(premiere).getByText('En vigueur')).toBeInTheDocument();
    expect(valeurs(premiere)).toEqual({
      Greffe: 'Paris',
      Constituant: 'ALPHA SOLUTIONS (SIREN 552 100 554)',
      Créancier: 'Crédit Agricole',
      Catégorie: '7 – Matériels informatiques et accessoires',
      'Désignation des biens': 'Trois serveurs Dell R750',
      'Montant de la créance': '45 000 €',
      'Date d’inscription': '12 mars 2024',
      'Effet jusqu’au': '12 mars 2029',
    });
    expect(within(premiere).getByRole('link', { name: 'ALPHA SOLUTIONS' })).toHaveAttribute(
      'href',
      '/entreprise/alpha-solutions/552100554/12',
    );
    expect(within(premiere).getByRole('link', { name: 'Paris' })).toHaveAttribute('href', '/fiche-greffe/paris/7501');
    const mentions = within(premiere).getByRole('heading', { name: 'Mentions' }).nextElementSibling as HTMLElement;
    expect(within(mentions).getAllByRole('listitem').map(lu)).toEqual([
      '12 mars 2024 : Inscription du gage',
      '2 juin 2025 : Modification du montant de la créance garantie',
    ]);

    const seconde = screen.getByRole('article', { name: 'Inscription n° 2021G00007' });
    expect(valeurs(seconde)).toMatchObject({ Greffe: 'Lyon', 'Montant de la créance': '37 000,50 €' });
    expect(screen.queryByRole('navigation', { name: 'Pages des résultats' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Commander l’état des inscriptions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Recherche de gage sans dépossession' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' }).textContent).toBe(
      'AccueilServicesRecherche de gage sans dépossession',
    );
    attendreBasesAccessibilite();
  });

  it('searches a typed name at a chosen greffe with the struck-off ones, and names the search in the address', async () => {
    const api = services({
      [RECHERCHE]: {
        corps: resultatFixture({
          criteres: { nom: 'Paul Martin', code_greffe: '7501' },
          greffe: { code: '7501', nom: 'Paris' },
          total: 3,
          en_vigueur: 2,
          inscriptions: [...resultatFixture().inscriptions, inscriptionRadieeFixture()],
        }),
      },
    });
    ouvrir();
    expect(api.appelsA(RECHERCHE)).toHaveLength(0);
    const greffe = screen.getByRole('combobox', { name: 'Greffe' });
    expect(greffe).toHaveValue('');
    expect(within(greffe).getByRole('option', { name: 'Tous les greffes' })).toBeInTheDocument();
    await within(greffe).findByRole('option', { name: 'Paris' });

    fireEvent.change(champ(), { target: { value: '  Paul   Martin ' } });
    fireEvent.change(greffe, { target: { value: '7501' } });
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Inclure les inscriptions radiées ou dont l’effet a expiré' }),
    );
    rechercher();

    expect(await screen.findByText('3 inscriptions, dont 2 en vigueur')).toBeInTheDocument();
    const [appel] = api.appelsA(RECHERCHE) as [Appel];
    expect(Object.fromEntries(appel.recherche)).toEqual({
      nom: 'Paul Martin',
      code_greffe: '7501',
      radies: 'true',
      offset: '0',
      limit: '20',
    });
    // A new history entry (not replace): « Précédent » returns to the previous search.
    expect(navigate).toHaveBeenCalledWith(`${CHEMIN}?nom=Paul+Martin&greffe=7501&radies=1`, {
      state: { conserverDefilement: true },
    });
    const radiee = screen.getByRole('article', { name: 'Inscription n° 2019G00311' });
    expect(within(radiee).getByText('Radié')).toBeInTheDocument();
    expect(valeurs(radiee)).toMatchObject({
      Constituant: 'MARTIN Paul (personne physique)',
      'Radiée le': '15 janvier 2022',
    });
    expect(within(radiee).queryByRole('link', { name: /MARTIN/ })).not.toBeInTheDocument();
    expect(screen.getByText(/pour le nom « Paul Martin », au greffe de Paris\./)).toBeInTheDocument();
  });

  it('says what to type, next to the field, and searches nothing until it can be searched', async () => {
    const api = services({});
    ouvrir();
    rechercher();
    expect(await screen.findByText(MESSAGES.vide)).toBeInTheDocument();
    expect(champ()).toHaveAttribute('aria-invalid', 'true');
    expect(champ()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.vide));
    expect(champ()).toHaveFocus();
    attendreErreursLiees();

    fireEvent.change(champ(), { target: { value: '552 100 55' } });
    rechercher();
    expect(await screen.findByText(MESSAGES.chiffres)).toBeInTheDocument();
    fireEvent.change(champ(), { target: { value: '552.100.555' } });
    rechercher();
    expect(await screen.findByText(MESSAGES.cle)).toBeInTheDocument();
    fireEvent.change(champ(), { target: { value: 'X' } });
    rechercher();
    expect(await screen.findByText(MESSAGES.court)).toBeInTheDocument();

    // Typing again clears the message; a valid SIREN with dots is searched as nine digits.
    fireEvent.change(champ(), { target: { value: '552.100.554' } });
    expect(screen.queryByText(MESSAGES.court)).not.toBeInTheDocument();
    expect(champ()).not.toHaveAttribute('aria-invalid');
    api.routes[RECHERCHE] = { corps: resultatFixture() };
    rechercher();
    await screen.findByText('2 inscriptions en vigueur');
    expect(api.appelsA(RECHERCHE).map((a) => a.recherche.get('siren'))).toEqual(['552100554']);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('says plainly when nothing is registered under the criteria', async () => {
    services({ [RECHERCHE]: { corps: resultatFixture({ total: 0, en_vigueur: 0, inscriptions: [] }) } });
    const vue = ouvrir('?siren=552100554');
    expect(await screen.findByText(MESSAGE_AUCUNE)).toBeInTheDocument();
    expect(MESSAGE_AUCUNE).toBe('Aucune inscription en vigueur n’est enregistrée sous ces critères.');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    // The certificate still can be ordered: it then says « Néant ».
    expect(screen.getByRole('region', { name: 'Commander l’état des inscriptions' })).toHaveTextContent('« Néant »');

    vue.rerendre(<PageGages search="?siren=552100554&radies=1" />);
    expect(await screen.findByText(MESSAGE_AUCUNE_RADIEES)).toBeInTheDocument();
  });

  it('shows the service’s refusal on the field it names, and moves focus there', async () => {
    services({
      [RECHERCHE]: refus(400, 'Requête invalide : query.nom doit comporter de 2 à 120 caractères.', [
        { field: 'query.nom', message: 'doit comporter de 2 à 120 caractères' },
      ]),
    });
    const vue = ouvrir('?nom=ab');
    const message = 'Le nom du constituant doit comporter de 2 à 120 caractères.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(champ()).toHaveAttribute('aria-invalid', 'true');
    expect(champ()).toHaveAccessibleDescription(expect.stringContaining(message));
    await waitFor(() => expect(champ()).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Commander l’état des inscriptions' })).not.toBeInTheDocument();

    services({
      [RECHERCHE]: refus(400, 'Requête invalide : query.code_greffe ne correspond à aucun greffe.', [
        { field: 'query.code_greffe', message: 'ne correspond à aucun greffe' },
      ]),
    });
    vue.rerendre(<PageGages search="?nom=martin&greffe=9999" />);
    const greffe = screen.getByRole('combobox', { name: 'Greffe' });
    expect(await screen.findByText('Le greffe choisi ne correspond à aucun greffe.')).toBeInTheDocument();
    expect(greffe).toHaveAttribute('aria-invalid', 'true');
    expect(greffe).toHaveAccessibleDescription('Le greffe choisi ne correspond à aucun greffe.');
    expect(champ()).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(greffe).toHaveFocus());
    // Another greffe chosen: the message of the previous one goes.
    fireEvent.change(greffe, { target: { value: '7501' } });
    expect(screen.queryByText('Le greffe choisi ne correspond à aucun greffe.')).not.toBeInTheDocument();
    expect(greffe).not.toHaveAttribute('aria-invalid');
  });

  it('says the register does not answer, and searches again on « Réessayer »', async () => {
    const api = services({ [RECHERCHE]: refus(503, 'indisponible') });
    ouvrir('?siren=552100554');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE_INDISPONIBLE);
    api.routes[RECHERCHE] = { corps: resultatFixture() };
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('2 inscriptions en vigueur')).toBeInTheDocument();
    expect(api.appelsA(RECHERCHE)).toHaveLength(2);
  });

  it('pages through more inscriptions than a page holds, the page in the address', async () => {
    const page = (offset: number, nombre: number) =>
      resultatFixture({
        total: 45,
        en_vigueur: 45,
        inscriptions: Array.from({ length: nombre }, (_, i) =>
          inscriptionFixture({ id: offset + i + 1, numero: `2024G${String(offset + i + 1).padStart(5, '0')}` }),
        ),
      });
    const api = services({
      [RECHERCHE]: (appel) => {
        const offset = Number(appel.recherche.get('offset'));
        return { corps: page(offset, Math.min(20, 45 - offset)) };
      },
    });
    ouvrir('?nom=alpha');
    const pages = await screen.findByRole('navigation', { name: 'Pages des résultats' });
    expect(lu(within(pages).getByText(/^Inscriptions/))).toBe('Inscriptions 1 à 20 sur 45 (page 1 sur 3).');
    expect(within(pages).getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    fireEvent.click(within(pages).getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByRole('article', { name: 'Inscription n° 2024G00021' })).toBeInTheDocument();
    expect(api.appelsA(RECHERCHE).map((a) => a.recherche.get('offset'))).toEqual(['0', '20']);
    expect(navigate).toHaveBeenLastCalledWith(`${CHEMIN}?nom=alpha&page=2`, { state: { conserverDefilement: true } });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Résultats' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeEnabled();
  });

  it('searches without the token of a signed-in user: the register is public', async () => {
    const api = services({ ...routesDuCompte(compteFixture()), [RECHERCHE]: { corps: resultatFixture() } });
    rendre(
      sessionStockee(),
      <>
        <SessionController path={CHEMIN} />
        <PageGages search="?siren=552100554" />
      </>,
    );
    await screen.findByText('2 inscriptions en vigueur');
    await waitFor(() => expect(api.appelsA('GET /api/utilisateurs/user').length).toBeGreaterThan(0));
    expect(api.appelsA('GET /api/utilisateurs/user')[0]?.entetes.get('authorization')).toMatch(/^Bearer /);
    expect(api.appelsA(RECHERCHE)[0]?.entetes.get('authorization')).toBeNull();
    expect(api.appelsA('GET /api/greffes')[0]?.entetes.get('authorization')).toBeNull();
  });

  it('follows the address when the browser goes back to an earlier search', async () => {
    const api = services({
      [RECHERCHE]: (appel) =>
        appel.recherche.get('siren')
          ? { corps: resultatFixture() }
          : { corps: resultatFixture({ total: 0, en_vigueur: 0, inscriptions: [] }) },
    });
    const vue = ouvrir('?nom=martin');
    expect(await screen.findByText(MESSAGE_AUCUNE)).toBeInTheDocument();
    vue.rerendre(<PageGages search="?siren=552100554&greffe=7501" />);
    expect(await screen.findByText('2 inscriptions en vigueur')).toBeInTheDocument();
    expect(champ()).toHaveValue('552100554');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Greffe' })).toHaveValue('7501'));
    vue.rerendre(<PageGages search="?nom=martin" />);
    expect(await screen.findByText(MESSAGE_AUCUNE)).toBeInTheDocument();
    expect(champ()).toHaveValue('martin');
    expect(screen.getByRole('combobox', { name: 'Greffe' })).toHaveValue('');
    expect(api.appelsA(RECHERCHE).length).toBeGreaterThanOrEqual(2);
  });
});
