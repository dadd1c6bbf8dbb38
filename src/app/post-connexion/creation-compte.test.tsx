/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { compteFixture } from '../../lib/api/fixtures';
import { attendreBasesAccessibilite, attendreErreursLiees } from '../../test/accessibilite';
import { apiFactice, refus } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../test/session';
import { PagePostConnexion } from './page-post-connexion';

const CREATION = 'POST /api/comptes_clients/signatures/creation_dossier_client';
const cree = compteFixture({ id: 7, selectionne: true });

function demarrer(reponseCreation = { status: 201, corps: cree } as { status: number; corps: unknown }) {
  const api = apiFactice({
    ...routesDuCompte(),
    'GET /api/comptes_clients': { corps: [] },
    [CREATION]: reponseCreation,
    'POST /api/comptes_clients/7/selectionner': { corps: { compte_client: cree, habilitations: 'COMMANDER' } },
  });
  rendre(sessionStockee(), <PagePostConnexion />);
  return { api, user: userEvent.setup() };
}

const champ = (label: string) => screen.getByLabelText(label);
const creer = () => screen.getByRole('button', { name: 'Créer mon compte client' });

async function remplirParticulier(user: ReturnType<typeof userEvent.setup>) {
  await user.type(champ('Prénom du contact (obligatoire)'), 'Jeanne');
  await user.type(champ('Nom du contact (obligatoire)'), 'Martin');
  await user.type(champ('Numéro et voie (obligatoire)'), '12 rue de la Paix');
  await user.type(champ('Code postal (obligatoire)'), '75002');
  await user.type(champ('Ville (obligatoire)'), 'Paris');
}

describe('/post-connexion: creation of a customer account', () => {
  it('checks the fields with the SPEC §5 messages, read with each field, and sends nothing', async () => {
    const { api, user } = demarrer();
    attendreBasesAccessibilite();
    await user.type(champ('Nom du contact (obligatoire)'), 'N'.repeat(71));
    await user.type(champ('Prénom du contact (obligatoire)'), 'Jeanne<script>');
    await user.type(champ('Ville (obligatoire)'), 'V'.repeat(39));
    await user.type(champ('Numéro et voie (obligatoire)'), '1'.repeat(39));
    await user.clear(champ('Pays (obligatoire)'));
    await user.type(champ('Pays (obligatoire)'), 'France');
    await user.click(creer());
    expect(champ('Nom du contact (obligatoire)')).toHaveAccessibleDescription('Limité à 70 caractères.');
    expect(champ('Prénom du contact (obligatoire)')).toHaveAccessibleDescription(
      'Les caractères spéciaux ne sont pas autorisés',
    );
    expect(champ('Ville (obligatoire)')).toHaveAccessibleDescription('Limité à 38 caractères.');
    expect(champ('Numéro et voie (obligatoire)')).toHaveAccessibleDescription('Limité à 38 caractères.');
    expect(champ('Code postal (obligatoire)')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(champ('Pays (obligatoire)')).toHaveAccessibleDescription(
      'Code du pays en 2 lettres, par exemple FR pour la France. Saisissez le code du pays en 2 lettres, par exemple FR.',
    );
    attendreErreursLiees();
    await waitFor(() => expect(champ('Prénom du contact (obligatoire)')).toHaveFocus());
    expect(api.appelsA(CREATION)).toHaveLength(0);
  });

  it('asks a professional for the SIREN and the company name', async () => {
    const { api, user } = demarrer();
    await user.click(screen.getByRole('radio', { name: 'Un professionnel' }));
    await remplirParticulier(user);
    await user.click(creer());
    expect(champ('Numéro SIREN (obligatoire)')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(champ('Dénomination de l’entreprise (obligatoire)')).toHaveAccessibleDescription(
      'Ce champ est obligatoire.',
    );
    await user.type(champ('Numéro SIREN (obligatoire)'), '5521');
    await user.click(creer());
    expect(champ('Numéro SIREN (obligatoire)')).toHaveAccessibleDescription('Le numéro SIREN comporte 9 chiffres.');
    attendreErreursLiees();
    expect(api.appelsA(CREATION)).toHaveLength(0);
  });

  it('sends a private person’s file as the service’s schema expects, then opens the personal space', async () => {
    const { api, user } = demarrer();
    await remplirParticulier(user);
    await user.click(creer());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/espace-personnel'));
    expect(api.appelsA(CREATION)[0]?.corps).toEqual({
      type_compte: 'MEMBRE',
      type_profil: 'PARTICULIER',
      siren: null,
      denomination_sociale: null,
      libelle_facturation: 'Martin Jeanne',
      contact_nom: 'Martin',
      contact_prenom: 'Jeanne',
      numero_voie_facturation: '12 rue de la Paix',
      complement_adresse_facturation: null,
      code_postal_facturation: '75002',
      ville_facturation: 'Paris',
      pays_facturation: 'FR',
    });
    expect(api.appelsA('POST /api/comptes_clients/7/selectionner')).toHaveLength(1);
  });

  it('sends a professional subscriber’s SIREN without spaces and the company name', async () => {
    const { api, user } = demarrer();
    await user.click(screen.getByRole('radio', { name: 'Abonné : je souscris un abonnement' }));
    await user.click(screen.getByRole('radio', { name: 'Un professionnel' }));
    await user.type(champ('Numéro SIREN (obligatoire)'), '552 100 554');
    await user.type(champ('Dénomination de l’entreprise (obligatoire)'), 'EXEMPLE SAS');
    await remplirParticulier(user);
    await user.type(champ('Complément d’adresse'), 'Bâtiment B');
    await user.click(creer());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/espace-personnel'));
    expect(api.appelsA(CREATION)[0]?.corps).toMatchObject({
      type_compte: 'ABONNE',
      type_profil: 'PROFESSIONNEL',
      siren: '552100554',
      denomination_sociale: 'EXEMPLE SAS',
      libelle_facturation: 'EXEMPLE SAS',
      complement_adresse_facturation: 'Bâtiment B',
      pays_facturation: 'FR',
    });
  });

  it('shows the field messages of a 400 from the service, read with their fields', async () => {
    const { user } = demarrer(
      refus(400, 'La demande contient des champs invalides.', [
        { field: 'body.siren', message: "n'est pas un numéro SIREN valide (clé de contrôle incorrecte)" },
        { field: 'body.code_postal_facturation', message: 'doit être composé de 5 chiffres' },
      ]),
    );
    await user.click(screen.getByRole('radio', { name: 'Un professionnel' }));
    await user.type(champ('Numéro SIREN (obligatoire)'), '552100555');
    await user.type(champ('Dénomination de l’entreprise (obligatoire)'), 'EXEMPLE SAS');
    await remplirParticulier(user);
    await user.click(creer());
    expect(
      within(await screen.findByRole('alert')).getByText('La demande contient des champs invalides.'),
    ).toBeVisible();
    expect(champ('Numéro SIREN (obligatoire)')).toHaveAccessibleDescription(
      "n'est pas un numéro SIREN valide (clé de contrôle incorrecte)",
    );
    expect(champ('Code postal (obligatoire)')).toHaveAccessibleDescription('doit être composé de 5 chiffres');
    attendreErreursLiees();
    expect(navigate).not.toHaveBeenCalled();
  });
});
