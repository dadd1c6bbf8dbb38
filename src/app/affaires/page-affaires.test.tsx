/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { compteFixture } from '../../lib/api/fixtures';
import { attendreBasesAccessibilite, attendreErreursLiees } from '../../test/accessibilite';
import { apiFactice, refus, type Appel, type Gestionnaire } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee, visiteur } from '../../test/session';
import { GREFFES } from '../gages/fixtures';
import { SessionController } from '../session/session-controller';
import { MESSAGES } from './criteres';
import { affaireFixture, refereFixture, resultatFixture, resumeDe } from './fixtures';
import { PageAffaires } from './page-affaires';
import { MESSAGE_AUCUNE_NUMERO, MESSAGE_AUCUNE_PARTIE, MESSAGE_INDISPONIBLE } from './textes';

const RECHERCHE = 'GET /api/affaires';
const CHEMIN = '/services/consulter-une-affaire';

/** The greffes of the selects, answered on every page. */
const services = (routes: Record<string, Gestionnaire>) =>
  apiFactice({ 'GET /api/greffes': { corps: GREFFES }, ...routes });

const ouvrir = (search = '') => rendre(visiteur(), <PageAffaires search={search} />);
const formNumero = () => screen.getByRole('form', { name: 'Par numéro d’affaire' });
const formPartie = () => screen.getByRole('form', { name: 'Par partie' });
const greffeNumero = () => within(formNumero()).getByRole('combobox', { name: 'Greffe' });
const rg = () => within(formNumero()).getByRole('textbox', { name: 'Numéro RG' });
const partie = () => within(formPartie()).getByRole('textbox', { name: 'Nom ou SIREN d’une partie' });
const greffePartie = () => within(formPartie()).getByRole('combobox', { name: 'Greffe (facultatif)' });
/** A case's card, named by its number and greffe. */
const carteAffaire = (rg: string) => screen.getByRole('article', { name: `Affaire n°\u00a0${rg} au greffe de Paris` });
/** A message as getByText reads the page: every kind of space is one space. */
const texte = (message: string) => message.replace(/\s+/gu, ' ');
/** Text as the eye reads it: every kind of space is one space. */
const lu = (element: Element | null) => element?.textContent?.replace(/\s+/gu, ' ').trim();

/** The terms and values of a case's card (a list's items read one after the other, « ; » between them). */
const valeurs = (carte: HTMLElement) =>
  Object.fromEntries(
    within(carte)
      .getAllByRole('term')
      .map((terme) => {
        const valeur = terme.nextElementSibling;
        const items = Array.from(valeur?.querySelectorAll('li') ?? [], lu);
        return [terme.textContent, items.length > 0 ? items.join(' ; ') : lu(valeur)];
      }),
  );

const UNE_AFFAIRE = { total: 1, affaires: [resumeDe(affaireFixture())] };

describe('/services/consulter-une-affaire', () => {
  it('searches the roll number of the address at its greffe, and shows the case as a card linking to its page', async () => {
    const api = services({ [RECHERCHE]: { corps: UNE_AFFAIRE } });
    ouvrir('?greffe=7501&rg=2024f00012');
    expect(await screen.findByText('1 affaire')).toBeInTheDocument();
    const [appel] = api.appelsA(RECHERCHE) as [Appel];
    expect(Object.fromEntries(appel.recherche)).toEqual({
      code_greffe: '7501',
      numero_rg: '2024F00012',
      offset: '0',
      limit: '20',
    });
    expect(appel.entetes.get('authorization')).toBeNull();
    expect(rg()).toHaveValue('2024f00012');
    await waitFor(() => expect(greffeNumero()).toHaveValue('7501'));
    expect(lu(screen.getByText((texte) => texte.startsWith('Recherche pour')))).toBe(
      'Recherche pour le numéro RG 2024F00012, au greffe de Paris.',
    );

    const carte = carteAffaire('2024F00012');
    expect(within(carte).getByRole('link', { name: /^Affaire n°\s2024F00012/u })).toHaveAttribute(
      'href',
      '/services/detail-affaire/1',
    );
    expect(within(carte).getByText('Jugée')).toBeInTheDocument();
    expect(valeurs(carte)).toEqual({
      Greffe: 'Paris',
      Nature: 'Contentieux',
      Objet: 'Paiement de factures impayées',
      'Introduite le': '5 février 2024',
      Parties: 'Demandeur : ALPHA SOLUTIONS ; Défendeur : BETA NEGOCE',
      'Dernière décision': 'Jugement du 12 mars 2025 : Jugement condamnant au paiement',
    });
    expect(within(carte).getAllByRole('listitem').map(lu)).toEqual([
      'Demandeur : ALPHA SOLUTIONS',
      'Défendeur : BETA NEGOCE',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Consulter une affaire' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' }).textContent).toBe(
      'AccueilServicesConsulter une affaire',
    );
    attendreBasesAccessibilite();
  });

  it('searches a party typed at a chosen greffe, names the search in the address, and shows the next hearing', async () => {
    const api = services({ [RECHERCHE]: { corps: resultatFixture() } });
    ouvrir();
    expect(api.appelsA(RECHERCHE)).toHaveLength(0);
    await within(greffePartie()).findByRole('option', { name: 'Paris' });
    expect(within(greffePartie()).getByRole('option', { name: 'Tous les greffes' })).toBeInTheDocument();
    expect(within(greffeNumero()).getByRole('option', { name: 'Choisissez un greffe' })).toBeInTheDocument();

    fireEvent.change(partie(), { target: { value: '  Alpha   Solutions ' } });
    fireEvent.change(greffePartie(), { target: { value: '7501' } });
    fireEvent.click(within(formPartie()).getByRole('button', { name: 'Rechercher par partie' }));

    expect(await screen.findByText('2 affaires')).toBeInTheDocument();
    const [appel] = api.appelsA(RECHERCHE) as [Appel];
    expect(Object.fromEntries(appel.recherche)).toEqual({
      nom: 'Alpha Solutions',
      code_greffe: '7501',
      offset: '0',
      limit: '20',
    });
    // A new history entry (not replace): « Précédent » returns to the previous search.
    expect(navigate).toHaveBeenCalledWith(`${CHEMIN}?nom=Alpha+Solutions&greffe=7501`, {
      state: { conserverDefilement: true },
    });
    expect(lu(screen.getByText((texte) => texte.startsWith('Recherche pour')))).toBe(
      'Recherche pour le nom « Alpha Solutions », au greffe de Paris, les plus récentes d’abord.',
    );
    const refere = carteAffaire('2025R00003');
    expect(within(refere).getByText('En cours')).toBeInTheDocument();
    expect(valeurs(refere)).toMatchObject({
      Nature: 'Référé',
      Parties: 'Demandeur : MOREAU Jeanne ; Défendeur : ALPHA SOLUTIONS',
      'Prochaine audience': 'mardi 8 décembre 2026 à 9 h 30, Juge des référés',
    });
    expect(valeurs(refere)).not.toHaveProperty('Dernière décision');
    const articles = screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
    expect(articles).toEqual(['affaire-2-titre', 'affaire-1-titre']);
  });

  it('says what each field lacks, next to it, and searches nothing until the search can be sent', async () => {
    const api = services({});
    ouvrir();
    fireEvent.click(within(formNumero()).getByRole('button', { name: 'Rechercher par numéro' }));
    expect(await screen.findByText(MESSAGES.greffe)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.rgVide)).toBeInTheDocument();
    expect(greffeNumero()).toHaveAttribute('aria-invalid', 'true');
    expect(greffeNumero()).toHaveAccessibleDescription(MESSAGES.greffe);
    expect(rg()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.rgVide));
    expect(greffeNumero()).toHaveFocus();
    attendreErreursLiees();

    // Typing a number clears its message only; a malformed one is refused with the way it is written.
    fireEvent.change(rg(), { target: { value: '2024F12' } });
    expect(screen.queryByText(MESSAGES.rgVide)).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.greffe)).toBeInTheDocument();
    await within(greffeNumero()).findByRole('option', { name: 'Paris' });
    fireEvent.change(greffeNumero(), { target: { value: '7501' } });
    fireEvent.click(within(formNumero()).getByRole('button', { name: 'Rechercher par numéro' }));
    expect(await screen.findByText(texte(MESSAGES.rgFormat))).toBeInTheDocument();
    expect(rg()).toHaveFocus();

    fireEvent.click(within(formPartie()).getByRole('button', { name: 'Rechercher par partie' }));
    expect(await screen.findByText(MESSAGES.partieVide)).toBeInTheDocument();
    expect(partie()).toHaveFocus();
    fireEvent.change(partie(), { target: { value: '552.100.555' } });
    fireEvent.click(within(formPartie()).getByRole('button', { name: 'Rechercher par partie' }));
    expect(await screen.findByText(texte(MESSAGES.cle))).toBeInTheDocument();
    expect(partie()).toHaveAttribute('aria-invalid', 'true');
    expect(api.appelsA(RECHERCHE)).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();

    // A valid SIREN with dots is searched as nine digits, at every greffe.
    api.routes[RECHERCHE] = { corps: resultatFixture() };
    fireEvent.change(partie(), { target: { value: '552.100.554' } });
    fireEvent.click(within(formPartie()).getByRole('button', { name: 'Rechercher par partie' }));
    await screen.findByText('2 affaires');
    expect(Object.fromEntries((api.appelsA(RECHERCHE)[0] as Appel).recherche)).toEqual({
      siren: '552100554',
      offset: '0',
      limit: '20',
    });
    expect(navigate).toHaveBeenCalledWith(`${CHEMIN}?siren=552100554`, { state: { conserverDefilement: true } });
  });

  it('says plainly when no case answers a roll number, or a party', async () => {
    services({ [RECHERCHE]: { corps: { total: 0, affaires: [] } } });
    const vue = ouvrir('?greffe=7501&rg=2024F00999');
    expect(await screen.findByText(MESSAGE_AUCUNE_NUMERO)).toBeInTheDocument();
    expect(MESSAGE_AUCUNE_NUMERO).toMatch(/^Aucune affaire n’est inscrite sous ce numéro au rôle de ce greffe\./);
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    vue.rerendre(<PageAffaires search="?siren=552100554" />);
    expect(await screen.findByText(MESSAGE_AUCUNE_PARTIE)).toBeInTheDocument();
    expect(screen.getByText(/^Recherche pour le SIREN 552 100 554, dans tous les greffes/)).toBeInTheDocument();
  });

  it('shows the service’s refusal on the field it names, and moves focus there', async () => {
    services({
      [RECHERCHE]: refus(400, 'Requête invalide : query.numero_rg n’est pas un numéro RG.', [
        { field: 'query.numero_rg', message: "n'est pas un numéro RG (année, lettre F, R, I ou J, cinq chiffres)" },
      ]),
    });
    const vue = ouvrir('?greffe=7501&rg=2024X00012');
    const message = 'Le numéro RG n’est pas un numéro RG (année, lettre F, R, I ou J, cinq chiffres).';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(rg()).toHaveAttribute('aria-invalid', 'true');
    expect(rg()).toHaveAccessibleDescription(expect.stringContaining(message));
    await waitFor(() => expect(rg()).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    // Typing again: the service's message goes until the next search.
    fireEvent.change(rg(), { target: { value: '2024F00012' } });
    expect(screen.queryByText(message)).not.toBeInTheDocument();

    services({
      [RECHERCHE]: refus(400, 'Requête invalide : query.code_greffe doit être composé de 4 chiffres.', [
        { field: 'query.code_greffe', message: 'ne correspond à aucun greffe' },
      ]),
    });
    vue.rerendre(<PageAffaires search="?nom=alpha&greffe=9999" />);
    expect(await screen.findByText('Le greffe choisi ne correspond à aucun greffe.')).toBeInTheDocument();
    expect(greffePartie()).toHaveAttribute('aria-invalid', 'true');
    expect(greffePartie()).toHaveAccessibleDescription('Le greffe choisi ne correspond à aucun greffe.');
    expect(greffeNumero()).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(greffePartie()).toHaveFocus());
  });

  it('says the case-search service does not answer (502 or no network), and searches again on « Réessayer »', async () => {
    const api = services({
      [RECHERCHE]: refus(502, 'Le service de recherche d’affaires ne répond pas pour le moment.'),
    });
    ouvrir('?nom=alpha');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE_INDISPONIBLE);
    api.routes[RECHERCHE] = () => Promise.reject(new TypeError('fetch failed'));
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(api.appelsA(RECHERCHE)).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE_INDISPONIBLE);
    api.routes[RECHERCHE] = { corps: resultatFixture() };
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('2 affaires')).toBeInTheDocument();
    expect(api.appelsA(RECHERCHE)).toHaveLength(3);
  });

  it('pages through more cases than a page holds, the page in the address', async () => {
    const page = (offset: number, nombre: number) => ({
      total: 45,
      affaires: Array.from({ length: nombre }, (_, i) =>
        resumeDe(refereFixture({ id: offset + i + 1, numero_rg: `2025R${String(offset + i + 1).padStart(5, '0')}` })),
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
    expect(lu(within(pages).getByText(/^Affaires/))).toBe('Affaires 1 à 20 sur 45 (page 1 sur 3).');
    expect(within(pages).getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    fireEvent.click(within(pages).getByRole('button', { name: 'Page suivante' }));
    expect(
      await screen.findByRole('article', { name: `Affaire n°\u00a02025R00021 au greffe de Paris` }),
    ).toBeInTheDocument();
    expect(api.appelsA(RECHERCHE).map((a) => a.recherche.get('offset'))).toEqual(['0', '20']);
    expect(navigate).toHaveBeenLastCalledWith(`${CHEMIN}?nom=alpha&page=2`, { state: { conserverDefilement: true } });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Résultats' })).toHaveFocus());
  });

  it('searches without the token of a signed-in user: the cases are public', async () => {
    const api = services({ ...routesDuCompte(compteFixture()), [RECHERCHE]: { corps: resultatFixture() } });
    rendre(
      sessionStockee(),
      <>
        <SessionController path={CHEMIN} />
        <PageAffaires search="?siren=552100554" />
      </>,
    );
    await screen.findByText('2 affaires');
    await waitFor(() => expect(api.appelsA('GET /api/utilisateurs/user').length).toBeGreaterThan(0));
    expect(api.appelsA('GET /api/utilisateurs/user')[0]?.entetes.get('authorization')).toMatch(/^Bearer /);
    expect(api.appelsA(RECHERCHE)[0]?.entetes.get('authorization')).toBeNull();
  });

  it('follows the address when the browser goes back to an earlier search', async () => {
    services({
      [RECHERCHE]: (appel) =>
        appel.recherche.get('numero_rg') ? { corps: UNE_AFFAIRE } : { corps: { total: 0, affaires: [] } },
    });
    const vue = ouvrir('?nom=martin');
    expect(await screen.findByText(MESSAGE_AUCUNE_PARTIE)).toBeInTheDocument();
    vue.rerendre(<PageAffaires search="?greffe=7501&rg=2024F00012" />);
    expect(await screen.findByText('1 affaire')).toBeInTheDocument();
    expect(partie()).toHaveValue('');
    expect(rg()).toHaveValue('2024F00012');
    vue.rerendre(<PageAffaires search="?nom=martin" />);
    expect(await screen.findByText(MESSAGE_AUCUNE_PARTIE)).toBeInTheDocument();
    expect(partie()).toHaveValue('martin');
    expect(rg()).toHaveValue('');
  });
});
