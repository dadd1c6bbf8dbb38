/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compteFixture } from '../../../lib/api/fixtures';
import { attendreBasesAccessibilite } from '../../../test/accessibilite';
import { apiFactice, refus, type Appel } from '../../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../../test/session';
import { capterTelechargements } from '../../../test/telechargements';
import { SessionController } from '../../session/session-controller';
import { EspacePersonnelApp } from '../espace-personnel-app';
import { groupeFixture, surveillanceFixture } from './fixtures';

const CHEMIN = '/espace-personnel/mes-surveillances';
const vue = (
  <>
    <SessionController path={CHEMIN} />
    <EspacePersonnelApp pathname={CHEMIN} />
  </>
);

const DUVAL = surveillanceFixture();
const MARTIN = surveillanceFixture({
  id: 8,
  entreprise: null,
  personne_physique: { id: 300, nom: 'MARTIN', prenoms: 'Claire' },
  domaines: ['RCS_BILAN_ACTES'],
  groupe_favoris: { id: 3, libelle: 'Clients' },
  non_lues: 0,
});
const CLIENTS = groupeFixture({ nombre_surveillances: 1 });
const FOURNISSEURS = groupeFixture({ id: 4, libelle: 'Fournisseurs' });

const routes = () => ({
  ...routesDuCompte(compteFixture()),
  'GET /api/surveillance/true': { corps: { total: 2, surveillances: [DUVAL, MARTIN] } },
  'GET /api/favori/1': { corps: { groupes_favoris: [CLIENTS, FOURNISSEURS] } },
  // The « Alertes » section (alertes.test.tsx): the default mode, no webhook.
  'GET /api/alertes/1/preferences': { corps: { id_compte_client: 1, mode: 'QUOTIDIENNE', modifie_le: null } },
  'GET /api/webhooks/1': refus(404, 'Aucun webhook pour ce compte client.'),
});

const carte = (nom: string) => screen.getByRole('listitem', { name: nom });

describe('/espace-personnel/mes-surveillances', () => {
  it('lists the watches by folder with their domains and unread révélations', async () => {
    apiFactice(routes());
    rendre(sessionStockee(), vue);
    const clients = await screen.findByRole('region', { name: 'Clients' });
    expect(within(clients).getByText('1 surveillance')).toBeInTheDocument();
    expect(within(clients).getByRole('heading', { level: 3, name: 'Claire MARTIN' })).toBeInTheDocument();
    expect(within(clients).getByText('aucune révélation non lue')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Fournisseurs' })).getByText('0 surveillance'),
    ).toBeInTheDocument();
    const sans = screen.getByRole('region', { name: 'Sans groupe' });
    const duval = within(sans).getByRole('listitem', { name: 'ATELIERS DUVAL & FILS' });
    expect(duval).toHaveTextContent('SIREN 552 100 554');
    expect(duval).toHaveTextContent('surveillée depuis le 2 mars 2026');
    expect(duval).toHaveTextContent('Domaines : Registre, comptes et actes');
    expect(duval).toHaveTextContent('2 révélations non lues');
    expect(screen.getByRole('link', { name: 'Consulter mes révélations' })).toHaveAttribute(
      'href',
      '/espace-personnel/mes-surveillances/mes-revelations',
    );
    attendreBasesAccessibilite();
  });

  it('creates a folder, refusing an empty name itself and showing the service’s refusal by the field', async () => {
    const api = apiFactice({
      ...routes(),
      'POST /api/favori/1': (appel) =>
        (appel.corps as { libelle: string }).libelle === 'Clients'
          ? refus(409, 'Vous avez déjà un groupe de favoris « Clients ».')
          : { status: 201, corps: groupeFixture({ id: 5, libelle: 'Concurrents' }) },
    });
    rendre(sessionStockee(), vue);
    const champ = await screen.findByLabelText('Nom du nouveau groupe');
    fireEvent.click(screen.getByRole('button', { name: 'Créer le groupe' }));
    expect(await screen.findByText('Indiquez le nom du groupe.')).toBeInTheDocument();
    expect(champ).toHaveAttribute('aria-invalid', 'true');
    expect(api.appelsA('POST /api/favori/1')).toHaveLength(0);

    fireEvent.change(champ, { target: { value: 'Clients' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer le groupe' }));
    expect(await screen.findByText('Vous avez déjà un groupe de favoris « Clients ».')).toBeInTheDocument();

    const lectures = api.appelsA('GET /api/favori/1').length;
    fireEvent.change(champ, { target: { value: '  Concurrents ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer le groupe' }));
    await waitFor(() => expect(screen.getByText('Le groupe « Concurrents » a été créé.')).toBeInTheDocument());
    expect(api.appelsA('POST /api/favori/1').at(-1)?.corps).toEqual({ libelle: 'Concurrents' });
    await waitFor(() => expect(api.appelsA('GET /api/favori/1').length).toBeGreaterThan(lectures));
  });

  it('moves a watch to a folder', async () => {
    const api = apiFactice({
      ...routes(),
      'PUT /api/surveillance/1/7': { corps: surveillanceFixture({ groupe_favoris: { id: 3, libelle: 'Clients' } }) },
    });
    rendre(sessionStockee(), vue);
    await screen.findByRole('region', { name: 'Sans groupe' });
    const duval = carte('ATELIERS DUVAL & FILS');
    const deplacer = within(duval).getByRole('button', { name: 'Déplacer ATELIERS DUVAL & FILS' });
    expect(deplacer).toBeDisabled();
    fireEvent.change(within(duval).getByLabelText('Groupe d’ATELIERS DUVAL & FILS'), { target: { value: '3' } });
    fireEvent.click(deplacer);
    expect(
      await screen.findByText('ATELIERS DUVAL & FILS est maintenant dans le groupe « Clients ».'),
    ).toBeInTheDocument();
    const [modification] = api.appelsA('PUT /api/surveillance/1/7') as [Appel];
    expect(modification.corps).toEqual({ groupe_favoris_id: 3 });
    expect(modification.entetes.get('authorization')).toMatch(/^Bearer /);
  });

  it('changes the domains of a company watch, at least one', async () => {
    const api = apiFactice({
      ...routes(),
      'PUT /api/surveillance/1/7': {
        corps: surveillanceFixture({ domaines: ['RCS_BILAN_ACTES', 'PROCEDURES_COLLECTIVES'] }),
      },
    });
    rendre(sessionStockee(), vue);
    await screen.findByRole('region', { name: 'Sans groupe' });
    expect(within(carte('Claire MARTIN')).queryByRole('button', { name: /Modifier les domaines/ })).toBeNull();
    const duval = carte('ATELIERS DUVAL & FILS');
    fireEvent.click(within(duval).getByRole('button', { name: 'Modifier les domaines de ATELIERS DUVAL & FILS' }));
    const groupe = within(duval).getByRole('group', { name: 'Domaines surveillés d’ATELIERS DUVAL & FILS' });
    fireEvent.click(within(groupe).getByRole('checkbox', { name: /^Registre, comptes et actes/ }));
    fireEvent.click(within(duval).getByRole('button', { name: 'Enregistrer les domaines' }));
    expect(await within(duval).findByText('Choisissez au moins un domaine.')).toBeInTheDocument();
    expect(api.appelsA('PUT /api/surveillance/1/7')).toHaveLength(0);
    fireEvent.click(within(groupe).getByRole('checkbox', { name: /^Registre, comptes et actes/ }));
    fireEvent.click(within(groupe).getByRole('checkbox', { name: /^Procédures collectives/ }));
    fireEvent.click(within(duval).getByRole('button', { name: 'Enregistrer les domaines' }));
    expect(
      await screen.findByText('Les domaines surveillés d’ATELIERS DUVAL & FILS ont été modifiés.'),
    ).toBeInTheDocument();
    expect(api.appelsA('PUT /api/surveillance/1/7')[0]?.corps).toEqual({
      domaines: ['RCS_BILAN_ACTES', 'PROCEDURES_COLLECTIVES'],
    });
  });

  it('ends a watch after a confirmation, and says why when the service refuses', async () => {
    const api = apiFactice({
      ...routes(),
      'DELETE /api/surveillance/1/7': { corps: surveillanceFixture({ etat: 'TERMINEE', motif_fin: 'SUPPRESSION' }) },
      'DELETE /api/surveillance/1/8': refus(
        403,
        'Votre compte client est bloqué : ses surveillances ne peuvent pas être modifiées.',
      ),
    });
    const user = userEvent.setup();
    rendre(sessionStockee(), vue);
    await screen.findByRole('region', { name: 'Sans groupe' });
    await user.click(screen.getByRole('button', { name: 'Mettre fin à la surveillance d’ATELIERS DUVAL & FILS' }));
    const dialogue = screen.getByRole('alertdialog', { name: 'Mettre fin à la surveillance' });
    expect(within(dialogue).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(dialogue).getByRole('button', { name: 'Oui, mettre fin' }));
    expect(await screen.findByText('La surveillance d’ATELIERS DUVAL & FILS est terminée.')).toBeInTheDocument();
    expect(api.appelsA('DELETE /api/surveillance/1/7')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Mettre fin à la surveillance de Claire MARTIN' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Oui, mettre fin' }));
    await waitFor(() =>
      expect(
        screen.getByText(
          'Claire MARTIN : Votre compte client est bloqué : ses surveillances ne peuvent pas être modifiées.',
        ),
      ).toBeInTheDocument(),
    );
  });

  it('renames and deletes a folder', async () => {
    const api = apiFactice({
      ...routes(),
      'PUT /api/favori/1/4': { corps: groupeFixture({ id: 4, libelle: 'Sous-traitants' }) },
      'DELETE /api/favori/1/3': { status: 204 },
    });
    const user = userEvent.setup();
    rendre(sessionStockee(), vue);
    await screen.findByRole('region', { name: 'Fournisseurs' });
    await user.click(screen.getByRole('button', { name: 'Renommer le groupe « Fournisseurs »' }));
    const champ = screen.getByLabelText('Nouveau nom du groupe « Fournisseurs »');
    await user.clear(champ);
    await user.type(champ, 'Sous-traitants');
    await user.click(screen.getByRole('button', { name: 'Renommer' }));
    expect(
      await screen.findByText('Le groupe « Fournisseurs » s’appelle maintenant « Sous-traitants ».'),
    ).toBeInTheDocument();
    expect(api.appelsA('PUT /api/favori/1/4')[0]?.corps).toEqual({ libelle: 'Sous-traitants' });

    await user.click(screen.getByRole('button', { name: 'Supprimer le groupe « Clients »' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Ses surveillances continuent, sans groupe.');
    await user.click(screen.getByRole('button', { name: 'Oui, supprimer' }));
    expect(await screen.findByText('Le groupe « Clients » a été supprimé.')).toBeInTheDocument();
    expect(api.appelsA('DELETE /api/favori/1/3')).toHaveLength(1);
  });

  it('downloads a watch’s PDF report with the bearer token', async () => {
    const capture = capterTelechargements();
    const api = apiFactice({
      ...routes(),
      'GET /api/surveillance/rapport/1/7': {
        corps: 'pdf',
        entetes: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="surveillance-7.pdf"',
        },
      },
    });
    rendre(sessionStockee(), vue);
    fireEvent.click(await screen.findByRole('button', { name: 'Rapport (PDF) de ATELIERS DUVAL & FILS' }));
    await waitFor(() => expect(capture.enregistrements).toHaveLength(1));
    capture.restaurer();
    expect(capture.enregistrements[0]?.nom).toBe('surveillance-7.pdf');
    const [lecture] = api.appelsA('GET /api/surveillance/rapport/1/7') as [Appel];
    expect(lecture.entetes.get('authorization')).toMatch(/^Bearer /);
    expect(lecture.entetes.get('accept')).toBe('application/pdf');
  });

  it('says how to start when nothing is watched', async () => {
    apiFactice({
      ...routes(),
      'GET /api/surveillance/true': { corps: { total: 0, surveillances: [] } },
      'GET /api/favori/1': { corps: { groupes_favoris: [] } },
    });
    rendre(sessionStockee(), vue);
    expect(await screen.findByText('Vous ne surveillez encore aucune entreprise.')).toBeInTheDocument();
    expect(screen.getByText(/choisissez « Surveiller cette entreprise »/)).toBeInTheDocument();
  });
});
