/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Livraison, Webhook } from '../../../lib/api/alertes';
import { compteFixture } from '../../../lib/api/fixtures';
import { attendreBasesAccessibilite } from '../../../test/accessibilite';
import { apiFactice, refus, type Appel, type Gestionnaire } from '../../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../../test/session';
import { SessionController } from '../../session/session-controller';
import { EspacePersonnelApp } from '../espace-personnel-app';

const CHEMIN = '/espace-personnel/mes-surveillances';
const vue = (
  <>
    <SessionController path={CHEMIN} />
    <EspacePersonnelApp pathname={CHEMIN} />
  </>
);

const PREFERENCES = 'GET /api/alertes/1/preferences';
const CHOIX = 'PUT /api/alertes/1/preferences';
const WEBHOOK = 'GET /api/webhooks/1';
const ENREGISTREMENT = 'PUT /api/webhooks/1';
const LIVRAISONS = 'GET /api/webhooks/1/livraisons';

const webhookFixture = (url = 'https://exemple.fr/greffeo'): Webhook => ({
  id: 4,
  id_compte_client: 1,
  url,
  cree_le: '2026-03-02T09:15:00.000Z',
  modifie_le: '2026-03-02T09:15:00.000Z',
});

const livraison = (id: number, surcharge: Partial<Livraison> = {}): Livraison => ({
  id,
  id_revelation: 100 + id,
  statut: 'LIVREE',
  tentatives: 1,
  code_http: 200,
  derniere_erreur: null,
  cree_le: '2026-03-12T10:00:00.000Z',
  derniere_tentative_le: '2026-03-12T10:00:01.000Z',
  livree_le: '2026-03-12T10:00:01.000Z',
  ...surcharge,
});

const routes = (extra: Record<string, Gestionnaire> = {}) => ({
  ...routesDuCompte(compteFixture()),
  'GET /api/surveillance/true': { corps: { total: 0, surveillances: [] } },
  'GET /api/favori/1': { corps: { groupes_favoris: [] } },
  [PREFERENCES]: { corps: { id_compte_client: 1, mode: 'QUOTIDIENNE', modifie_le: null } },
  [WEBHOOK]: refus(404, 'Aucun webhook pour ce compte client.'),
  ...extra,
});

const section = () => screen.findByRole('region', { name: 'Alertes' });

describe('/espace-personnel/mes-surveillances: the « Alertes » section', () => {
  it('shows the saved mode, saves another one with a confirmation', async () => {
    const api = apiFactice(
      routes({
        [CHOIX]: (appel) => ({
          corps: {
            id_compte_client: 1,
            mode: (appel.corps as { mode: string }).mode,
            modifie_le: '2026-03-12T10:00:00Z',
          },
        }),
      }),
    );
    const user = userEvent.setup();
    rendre(sessionStockee(), vue);
    const alertes = await section();
    expect(alertes).toHaveAttribute('id', 'alertes');
    const groupe = await within(alertes).findByRole('group', { name: 'Recevoir les alertes par courriel' });
    expect(within(groupe).getByRole('radio', { name: /^Un récapitulatif par jour/ })).toBeChecked();
    await user.click(within(groupe).getByRole('radio', { name: /^À chaque révélation/ }));
    await user.click(within(alertes).getByRole('button', { name: 'Enregistrer le mode d’alerte' }));
    expect(
      await within(alertes).findByText(
        'Votre choix est enregistré. Vous recevrez un courriel à chaque nouvelle révélation.',
      ),
    ).toBeInTheDocument();
    const [choix] = api.appelsA(CHOIX) as [Appel];
    expect(choix.corps).toEqual({ mode: 'IMMEDIATE' });
    expect(choix.entetes.get('authorization')).toMatch(/^Bearer /);
    expect(within(groupe).getByRole('radio', { name: /^À chaque révélation/ })).toBeChecked();
    expect(within(alertes).getByText('Aucun webhook n’est enregistré pour ce compte client.')).toBeInTheDocument();
    attendreBasesAccessibilite();
  });

  it('says so when the mode cannot be saved', async () => {
    apiFactice(
      routes({
        [CHOIX]: refus(400, 'Requête invalide.', [
          { field: 'body.mode', message: 'doit valoir AUCUNE, IMMEDIATE ou QUOTIDIENNE' },
        ]),
      }),
    );
    const user = userEvent.setup();
    rendre(sessionStockee(), vue);
    const alertes = await section();
    await user.click(await within(alertes).findByRole('radio', { name: /^Aucune alerte par courriel/ }));
    await user.click(within(alertes).getByRole('button', { name: 'Enregistrer le mode d’alerte' }));
    expect(
      await within(alertes).findByText(
        'Votre choix n’a pas pu être enregistré : doit valoir AUCUNE, IMMEDIATE ou QUOTIDIENNE',
      ),
    ).toBeInTheDocument();
  });

  it('registers a webhook, shows its secret once with a copy button, and the service’s refusal by the field', async () => {
    const api = apiFactice(
      routes({
        [ENREGISTREMENT]: (appel) => {
          const { url } = appel.corps as { url: string };
          if (url.includes('10.0.0.1'))
            return refus(400, 'Requête invalide.', [
              {
                field: 'body.url',
                message: 'désigne une adresse privée ou locale, refusée pour des raisons de sécurité',
              },
            ]);
          return { status: 201, corps: { ...webhookFixture(url), secret: 'whsec_abc123' } };
        },
        [LIVRAISONS]: { corps: { total: 0, offset: 0, limit: 20, livraisons: [] } },
      }),
    );
    const user = userEvent.setup();
    rendre(sessionStockee(), vue);
    const alertes = await section();
    const champ = await within(alertes).findByRole('textbox', { name: 'Adresse du webhook' });
    await user.click(within(alertes).getByRole('button', { name: 'Enregistrer le webhook' }));
    expect(champ).toHaveAccessibleDescription(/Indiquez l’adresse https qui recevra les révélations\./);
    expect(api.appelsA(ENREGISTREMENT)).toHaveLength(0);

    await user.type(champ, 'https://10.0.0.1/hook');
    await user.click(within(alertes).getByRole('button', { name: 'Enregistrer le webhook' }));
    await waitFor(() => expect(champ).toHaveAttribute('aria-invalid', 'true'));
    expect(champ).toHaveAccessibleDescription(
      /L’adresse désigne une adresse privée ou locale, refusée pour des raisons de sécurité\./,
    );

    await user.clear(champ);
    await user.type(champ, 'https://exemple.fr/greffeo');
    await user.click(within(alertes).getByRole('button', { name: 'Enregistrer le webhook' }));
    const secret = await within(alertes).findByRole('region', { name: 'Secret de signature du webhook' });
    expect(secret).toHaveTextContent('whsec_abc123');
    expect(secret).toHaveTextContent('il ne sera plus jamais affiché');
    expect(api.appelsA(ENREGISTREMENT).at(-1)?.corps).toEqual({ url: 'https://exemple.fr/greffeo' });
    await user.click(within(secret).getByRole('button', { name: 'Copier le secret' }));
    // user-event's clipboard stands for the browser's.
    expect(await navigator.clipboard.readText()).toBe('whsec_abc123');
    expect(await within(secret).findByText('Le secret est copié dans le presse-papiers.')).toBeInTheDocument();
    expect(alertes).toHaveTextContent('Adresse actuelle : https://exemple.fr/greffeo');
    expect(alertes).toHaveTextContent('X-Greffeo-Signature : v1= suivi de l’empreinte HMAC-SHA256');
    expect(await within(alertes).findByText(/^Aucune livraison pour l’instant/)).toBeInTheDocument();

    await user.click(within(secret).getByRole('button', { name: 'J’ai conservé le secret' }));
    expect(within(alertes).queryByText('whsec_abc123')).toBeNull();
    attendreBasesAccessibilite();
  });

  it('changes the address without a new secret, lists the deliveries by page, and deletes the webhook after a confirmation', async () => {
    let existe = true;
    const page1 = Array.from({ length: 20 }, (_, i) => livraison(30 - i));
    const page2 = [
      livraison(10, {
        statut: 'ECHEC',
        tentatives: 8,
        code_http: 500,
        derniere_erreur: 'Réponse HTTP 500',
        livree_le: null,
      }),
      livraison(9, {
        statut: 'EN_ATTENTE',
        tentatives: 0,
        code_http: null,
        derniere_tentative_le: null,
        livree_le: null,
      }),
    ];
    const api = apiFactice(
      routes({
        [WEBHOOK]: () => (existe ? { corps: webhookFixture() } : refus(404, 'Aucun webhook.')),
        [ENREGISTREMENT]: (appel) => ({ corps: webhookFixture((appel.corps as { url: string }).url) }),
        [LIVRAISONS]: (appel) =>
          appel.recherche.get('offset') === '20'
            ? { corps: { total: 22, offset: 20, limit: 20, livraisons: page2 } }
            : { corps: { total: 22, offset: 0, limit: 20, livraisons: page1 } },
        'DELETE /api/webhooks/1': () => {
          existe = false;
          return { status: 204 };
        },
      }),
    );
    const user = userEvent.setup();
    rendre(sessionStockee(), vue);
    const alertes = await section();
    const tableau = await within(alertes).findByRole('table', { name: 'Dernières livraisons du webhook' });
    expect(within(tableau).getAllByRole('row')).toHaveLength(21);
    expect(alertes).toHaveTextContent('22 livraisons, les plus récentes d’abord (1 à 20).');
    const premiere = within(tableau).getAllByRole('row')[1] as HTMLElement;
    expect(premiere).toHaveTextContent('n° 130Livrée1200');
    await user.click(within(alertes).getByRole('button', { name: 'Livraisons plus anciennes' }));
    await waitFor(() => expect(within(tableau).getAllByRole('row')).toHaveLength(3));
    const [, echec, attente] = within(tableau).getAllByRole('row') as HTMLElement[];
    expect(echec).toHaveTextContent('n° 110ÉchecRéponse HTTP 5008500');
    expect(attente).toHaveTextContent('n° 109En attente0—');
    expect(within(alertes).getByRole('button', { name: 'Livraisons plus anciennes' })).toBeDisabled();
    expect(api.appelsA(LIVRAISONS).at(-1)?.recherche.get('limit')).toBe('20');

    const champ = within(alertes).getByRole('textbox', { name: 'Nouvelle adresse du webhook' });
    expect(champ).toHaveValue('https://exemple.fr/greffeo');
    await user.clear(champ);
    await user.type(champ, 'https://exemple.fr/v2');
    await user.click(within(alertes).getByRole('button', { name: 'Changer l’adresse' }));
    expect(
      await within(alertes).findByText(
        'L’adresse du webhook est changée : les révélations seront envoyées à https://exemple.fr/v2. Son secret ne change pas.',
      ),
    ).toBeInTheDocument();
    expect(within(alertes).queryByRole('region', { name: 'Secret de signature du webhook' })).toBeNull();

    await user.click(within(alertes).getByRole('button', { name: 'Supprimer le webhook' }));
    const dialogue = screen.getByRole('alertdialog', { name: 'Supprimer le webhook' });
    expect(dialogue).toHaveTextContent('l’historique de ses livraisons sera effacé');
    await user.click(within(dialogue).getByRole('button', { name: 'Annuler' }));
    expect(api.appelsA('DELETE /api/webhooks/1')).toHaveLength(0);
    await user.click(within(alertes).getByRole('button', { name: 'Supprimer le webhook' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Oui, supprimer' }));
    expect(
      await within(alertes).findByText('Le webhook est supprimé : plus aucune révélation ne lui sera envoyée.'),
    ).toBeInTheDocument();
    expect(api.appelsA('DELETE /api/webhooks/1')).toHaveLength(1);
    expect(within(alertes).getByText('Aucun webhook n’est enregistré pour ce compte client.')).toBeInTheDocument();
    expect(within(alertes).queryByRole('table')).toBeNull();
  });
});
