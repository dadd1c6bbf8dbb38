/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { compteFixture } from '../../lib/api/fixtures';
import { aujourdhui } from '../../lib/api/routes';
import { hydrateAuthAtom } from '../../state/auth';
import { attendreBasesAccessibilite, attendreErreursLiees } from '../../test/accessibilite';
import { apiFactice, refus, type Appel } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee, visiteur } from '../../test/session';
import { SessionController } from '../session/session-controller';
import { inscriteFixture } from './fixtures';
import { PageSaisieDgfip } from './page-saisie-dgfip';

const DEPOT = 'POST /api/formalites/dgfip';

const vue = () => (
  <>
    <SessionController path="/formalites-dgfip/saisie-inscription" />
    <PageSaisieDgfip />
  </>
);

const champ = (nom: RegExp) => screen.getByLabelText(nom) as HTMLInputElement;
const saisir = (nom: RegExp, valeur: string) => fireEvent.change(champ(nom), { target: { value: valeur } });

function remplir() {
  saisir(/^Numéro SIREN du redevable/, '552 100 554');
  saisir(/^Service des impôts des entreprises/, 'SIE de Paris 2e');
  saisir(/^Nom et prénom de l’agent/, 'Claire Dubois');
  saisir(/^Impôt ou taxe/, 'TVA');
  saisir(/^Montant des sommes dues/, '12 500,50');
  saisir(/^Date d’exigibilité/, aujourdhui());
}

describe('/formalites-dgfip/saisie-inscription', () => {
  it('invites a visitor to sign in instead of submitting', () => {
    apiFactice({});
    const store = visiteur();
    store.set(hydrateAuthAtom);
    rendre(store, <PageSaisieDgfip />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Saisir une inscription du privilège du Trésor' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Déposer la formalité' })).not.toBeInTheDocument();
  });

  it('checks a field when it is left, with the SPEC §5 message, until it is corrected', async () => {
    apiFactice(routesDuCompte(compteFixture()));
    rendre(sessionStockee(), vue());
    saisir(/^Service des impôts des entreprises/, 'SIE <Paris>');
    fireEvent.blur(champ(/^Service des impôts des entreprises/));
    expect(await screen.findByText('Les caractères spéciaux ne sont pas autorisés')).toBeInTheDocument();
    expect(champ(/^Service des impôts des entreprises/)).toHaveAttribute('aria-invalid', 'true');
    attendreErreursLiees();
    saisir(/^Service des impôts des entreprises/, 'SIE de Paris 2e');
    expect(screen.queryByText('Les caractères spéciaux ne sont pas autorisés')).not.toBeInTheDocument();

    saisir(/^Nom et prénom de l’agent/, 'C');
    fireEvent.blur(champ(/^Nom et prénom de l’agent/));
    expect(await screen.findByText('Minimum 2 caractères requis.')).toBeInTheDocument();
  });

  it('refuses to send an incomplete form, and moves the focus to the first mistake', async () => {
    const api = apiFactice(routesDuCompte(compteFixture()));
    rendre(sessionStockee(), vue());
    const bouton = await screen.findByRole('button', { name: 'Déposer la formalité' });
    await waitFor(() => expect(bouton).toBeEnabled());
    fireEvent.click(bouton);
    await waitFor(() => expect(champ(/^Numéro SIREN du redevable/)).toHaveFocus());
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(6);
    expect(api.appelsA(DEPOT)).toHaveLength(0);
  });

  it('files the formality, places a refusal of the service on its field, then confirms with the liasse number', async () => {
    const api = apiFactice({
      ...routesDuCompte(compteFixture()),
      [DEPOT]: refus(400, 'Requête invalide.', [{ field: 'body.siren', message: 'n’est pas immatriculé au RCS' }]),
    });
    rendre(sessionStockee(), vue());
    const bouton = await screen.findByRole('button', { name: 'Déposer la formalité' });
    await waitFor(() => expect(bouton).toBeEnabled());
    remplir();
    fireEvent.click(bouton);
    expect(await screen.findByText('Le numéro SIREN n’est pas immatriculé au RCS.')).toBeInTheDocument();
    expect(champ(/^Numéro SIREN du redevable/)).toHaveAttribute('aria-invalid', 'true');
    expect((api.appelsA(DEPOT)[0] as Appel).corps).toEqual({
      operation: 'INSCRIPTION',
      siren: '552100554',
      service_impots: 'SIE de Paris 2e',
      impot: 'TVA',
      montant: 12500.5,
      date_exigibilite: aujourdhui(),
      agent: 'Claire Dubois',
    });

    api.routes[DEPOT] = { status: 201, corps: inscriteFixture() };
    saisir(/^Numéro SIREN du redevable/, '732 829 320');
    fireEvent.click(screen.getByRole('button', { name: 'Déposer la formalité' }));
    expect(await screen.findByText('Votre formalité a été enregistrée.')).toBeInTheDocument();
    expect(screen.getByText('69012026000042')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /dans mes formalités$/ })).toHaveAttribute(
      'href',
      '/espace-personnel/mes-formalites/commande?ref=69012026000042&identifiantFormalite=D00000000042',
    );
    attendreBasesAccessibilite();
  });
});
