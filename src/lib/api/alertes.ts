/**
 * Client of the alerts of new révélations (services/src/modules/surveillance/alertes/README.md):
 * the user's e-mail mode for the selected account, the account's signed webhook and its deliveries,
 * and the public one-click unsubscribe of an alert e-mail. The account's calls carry the bearer
 * token (the HTTP instance adds it) and name the selected account (another account's: 404).
 */
import type { Livraison, ModeAlerte, PreferencesAlertes, Webhook } from '@portail/contrat/surveillance-alertes';
import { appel, estIntrouvable } from './erreurs';
import { http, type ContexteAppel } from './http';
import { routes } from './routes';
import { verifier } from './verifier';

export type { Livraison, ModeAlerte, PreferencesAlertes, Webhook };

/** The contract's modes (a type-only import: the list is written here, checked against it). */
export const MODES_ALERTE = ['IMMEDIATE', 'QUOTIDIENNE', 'AUCUNE'] as const satisfies readonly ModeAlerte[];

/** The deliveries' page size (the service's default). */
export const TAILLE_PAGE_LIVRAISONS = 20;

export interface ListeLivraisons {
  total: number;
  offset: number;
  limit: number;
  livraisons: Livraison[];
}

/** A webhook just registered or changed; `secret` only when it was created (shown this once). */
export interface WebhookEnregistre {
  webhook: Webhook;
  secret: string | null;
}

/** The unsubscribe link is the token: no bearer token, no refresh. */
const SANS_JETON = { context: { jeton: false, rafraichir: false } satisfies ContexteAppel };

function versPreferences(chemin: string, corps: unknown): PreferencesAlertes {
  const p = verifier<PreferencesAlertes>(chemin, corps, { mode: 'string', modifie_le: 'string?' });
  return { ...p, modifie_le: p.modifie_le ?? null };
}

const versWebhook = (chemin: string, corps: unknown): Webhook =>
  verifier<Webhook>(chemin, corps, { id: 'number', url: 'string', cree_le: 'string', modifie_le: 'string' });

function versLivraison(chemin: string, corps: unknown): Livraison {
  const l = verifier<Livraison>(
    chemin,
    corps,
    { id: 'number', statut: 'string', tentatives: 'number', cree_le: 'string', derniere_tentative_le: 'string?' },
    { ou: 'livraisons[]' },
  );
  return {
    ...l,
    code_http: l.code_http ?? null,
    derniere_erreur: l.derniere_erreur ?? null,
    derniere_tentative_le: l.derniere_tentative_le ?? null,
    livree_le: l.livree_le ?? null,
  };
}

export const alertes = {
  /** The user's mode for the account (`modifie_le` null: never chosen, the default QUOTIDIENNE). */
  preferences: (idCompte: number): Promise<PreferencesAlertes> =>
    appel(async () => {
      const chemin = routes.preferencesAlertes(idCompte);
      return versPreferences(chemin, await (await http()).get(chemin).json());
    }),
  /** 400 naming `mode` for an unknown one. */
  choisirMode: (idCompte: number, mode: ModeAlerte): Promise<PreferencesAlertes> =>
    appel(async () => {
      const chemin = routes.preferencesAlertes(idCompte);
      return versPreferences(chemin, await (await http()).put(chemin, { json: { mode } }).json());
    }),
  /** Public (the link of an e-mail): sets the mode to AUCUNE; 400 naming `jeton` for a bad link. */
  desabonner: (jeton: string): Promise<{ mode: 'AUCUNE'; message: string }> =>
    appel(async () => {
      const chemin = routes.desabonnementAlertes;
      const reponse = await (await http()).post(chemin, { ...SANS_JETON, searchParams: { jeton } }).json();
      return verifier<{ mode: 'AUCUNE'; message: string }>(chemin, reponse, { mode: 'string', message: 'string' });
    }),
};

export const webhooks = {
  /** The account's webhook, without its secret; null when it has none (the service's 404). */
  lire: (idCompte: number): Promise<Webhook | null> =>
    appel(async () => {
      const chemin = routes.webhook(idCompte);
      return versWebhook(chemin, await (await http()).get(chemin).json());
    }).catch((e: unknown) => {
      if (estIntrouvable(e)) return null;
      throw e;
    }),
  /** Creates it (201, with its secret) or changes its address (200, secret kept); 400 naming `url`. */
  enregistrer: (idCompte: number, url: string): Promise<WebhookEnregistre> =>
    appel(async () => {
      const chemin = routes.webhook(idCompte);
      const reponse = await (await http()).put(chemin, { json: { url } });
      const corps = await reponse.json();
      const webhook = versWebhook(chemin, corps);
      if (reponse.status !== 201) return { webhook, secret: null };
      return { webhook, secret: verifier<{ secret: string }>(chemin, corps, { secret: 'string' }).secret };
    }),
  /** Deletes it and its deliveries. */
  supprimer: (idCompte: number): Promise<void> =>
    appel(async () => {
      await (await http()).delete(routes.webhook(idCompte));
    }),
  /** Its deliveries, newest first. */
  livraisons: (idCompte: number, offset: number, limit = TAILLE_PAGE_LIVRAISONS): Promise<ListeLivraisons> =>
    appel(async () => {
      const chemin = routes.livraisonsWebhook(idCompte);
      const corps = verifier<ListeLivraisons>(
        chemin,
        await (await http()).get(chemin, { searchParams: { offset, limit } }).json(),
        { total: 'number', offset: 'number', limit: 'number', livraisons: 'array' },
      );
      return { ...corps, livraisons: corps.livraisons.map((l) => versLivraison(chemin, l)) };
    }),
};
