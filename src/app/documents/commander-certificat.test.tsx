import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { CommanderCertificat, lirePhrase, MESSAGES_CERTIFICAT, TITRE_CERTIFICAT } from './commander-certificat';

const bloc = () => screen.getByRole('region', { name: TITRE_CERTIFICAT });
const champ = () => within(bloc()).getByRole('textbox', { name: 'Nom ou numéro SIREN de l’entreprise' });
const chercher = () => fireEvent.click(within(bloc()).getByRole('button', { name: 'Rechercher l’entreprise' }));

describe('« Commander un certificat relatif aux procédures collectives »', () => {
  it('says the certificate is ordered from the company’s page, and searches it with a plain GET form', () => {
    render(<CommanderCertificat />);
    expect(bloc()).toHaveTextContent(
      'Le certificat se commande depuis la fiche de l’entreprise, dans le cadre « Commander un document officiel »',
    );
    const formulaire = within(bloc()).getByRole('search', { name: 'Rechercher l’entreprise du certificat' });
    // Without JavaScript the browser sends `?phrase=` to the results page itself.
    expect(formulaire).toHaveAttribute('method', 'get');
    expect(formulaire).toHaveAttribute('action', '/recherche-entreprise-dirigeant/resultats-de-recherche');
    expect(champ()).toHaveAttribute('name', 'phrase');
  });

  it('opens the search results of the phrase typed', () => {
    render(<CommanderCertificat />);
    fireEvent.change(champ(), { target: { value: '  Ateliers   Duval ' } });
    chercher();
    expect(navigate).toHaveBeenCalledWith(
      '/recherche-entreprise-dirigeant/resultats-de-recherche?phrase=Ateliers+Duval',
    );
  });

  it('asks for a name or a SIREN before searching', async () => {
    render(<CommanderCertificat />);
    chercher();
    expect(champ()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES_CERTIFICAT.vide));
    expect(champ()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(champ()).toHaveFocus());
    fireEvent.change(champ(), { target: { value: 'a' } });
    expect(champ()).not.toHaveAttribute('aria-invalid');
    chercher();
    expect(champ()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES_CERTIFICAT.court));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reads the phrase as the search bars do', () => {
    expect(lirePhrase(' 552 100 554 ')).toEqual({ phrase: '552 100 554' });
    expect(lirePhrase('   ')).toEqual({ erreur: MESSAGES_CERTIFICAT.vide });
  });
});
