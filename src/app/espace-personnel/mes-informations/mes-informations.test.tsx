import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { SWRConfig } from 'swr';
import { comptesClients } from '../../../lib/api/comptes-clients';
import { ErreurApi } from '../../../lib/api/erreurs';
import { compteFixture, utilisateurFixture } from '../../../lib/api/fixtures';
import { utilisateurs } from '../../../lib/api/utilisateurs';
import { FormulaireLibelles } from './formulaire-libelles';
import { FormulaireMotDePasse } from './formulaire-mot-de-passe';
import { FormulaireUtilisateur } from './formulaire-utilisateur';

jest.mock('../../../lib/api/utilisateurs', () => ({
  utilisateurs: { modifier: jest.fn(), changerMotDePasse: jest.fn() },
}));
jest.mock('../../../lib/api/comptes-clients', () => ({ comptesClients: { modifierLibelles: jest.fn() } }));

const rendre = (ui: JSX.Element) =>
  render(
    <Provider store={createStore()}>
      <SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>
    </Provider>,
  );

describe('Mes informations', () => {
  it('checks the fields with the SPEC §5 messages, read with each field', async () => {
    const user = userEvent.setup();
    rendre(<FormulaireUtilisateur utilisateur={utilisateurFixture()} />);
    const nom = screen.getByLabelText('Nom (obligatoire)');
    await user.clear(nom);
    await user.type(nom, 'N'.repeat(71));
    const prenom = screen.getByLabelText('Prénom (obligatoire)');
    await user.clear(prenom);
    await user.type(prenom, 'Jean<3>');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes informations' }));
    expect(nom).toHaveAccessibleDescription('Limité à 70 caractères.');
    expect(prenom).toHaveAccessibleDescription('Les caractères spéciaux ne sont pas autorisés');
    expect(nom).toHaveAttribute('aria-invalid', 'true');
    expect(utilisateurs.modifier).not.toHaveBeenCalled();
  });

  it('shows the address of someone signed in at another provider without letting it be changed', async () => {
    const user = userEvent.setup();
    const u = utilisateurFixture();
    rendre(<FormulaireUtilisateur utilisateur={u} fournisseurExterne />);
    const email = screen.getByLabelText('Adresse e-mail (obligatoire)');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      'Votre adresse e-mail se modifie auprès de votre fournisseur d’identité.',
    );
    await user.type(email, 'autre');
    expect(email).toHaveValue(u.email);
  });

  it('says that a confirmation link went to a new e-mail address', async () => {
    const user = userEvent.setup();
    (utilisateurs.modifier as jest.Mock).mockResolvedValue(
      utilisateurFixture({ email_en_attente: 'nouvelle@example.fr' }),
    );
    rendre(<FormulaireUtilisateur utilisateur={utilisateurFixture()} />);
    const email = screen.getByLabelText('Adresse e-mail (obligatoire)');
    await user.clear(email);
    await user.type(email, 'nouvelle@example.fr');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes informations' }));
    expect(await screen.findByText(/Un lien de confirmation a été envoyé à nouvelle@example\.fr/)).toBeInTheDocument();
    expect(utilisateurs.modifier).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'nouvelle@example.fr', lastName: 'Martin', firstName: 'Jeanne' }),
    );
  });

  it('limits the account labels to 38 characters and shows the conflict message of the service', async () => {
    const user = userEvent.setup();
    rendre(<FormulaireLibelles compte={compteFixture({ version: 3 })} aCompleter={false} />);
    const courrier = screen.getByLabelText('Libellé des courriers (obligatoire)');
    await user.clear(courrier);
    await user.type(courrier, 'L'.repeat(39));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les libellés' }));
    expect(courrier).toHaveAccessibleDescription('38 caractères au maximum. Limité à 38 caractères.');
    await waitFor(() => expect(courrier).toHaveFocus());

    const conflit = 'Ce compte client a été modifié entre-temps : rechargez la page puis recommencez.';
    (comptesClients.modifierLibelles as jest.Mock).mockRejectedValue(new ErreurApi(409, conflit));
    await user.clear(courrier);
    await user.type(courrier, 'EXEMPLE');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les libellés' }));
    expect(within(await screen.findByRole('alert')).getByText(conflit)).toBeInTheDocument();
    expect(comptesClients.modifierLibelles).toHaveBeenCalledWith({
      id: 1,
      version: 3,
      libelle_courrier: 'EXEMPLE',
      libelle_facturation: 'EXEMPLE SAS',
    });
  });

  it('asks for a new password of at least 12 characters, with the message read with the field', async () => {
    const user = userEvent.setup();
    rendre(<FormulaireMotDePasse />);
    await user.type(screen.getByLabelText('Mot de passe actuel (obligatoire)'), 'ancien mot de passe');
    const nouveau = screen.getByLabelText('Nouveau mot de passe (obligatoire)');
    await user.type(nouveau, 'court');
    await user.type(screen.getByLabelText('Confirmation du nouveau mot de passe (obligatoire)'), 'court');
    await user.click(screen.getByRole('button', { name: 'Modifier mon mot de passe' }));
    expect(nouveau).toHaveAccessibleDescription(
      '12 caractères au minimum, difficile à deviner\u00a0: plusieurs mots sans rapport entre eux, par exemple. Minimum 12 caractères requis.',
    );
    expect(utilisateurs.changerMotDePasse).not.toHaveBeenCalled();
  });
});
