/**
 * Every address the app calls (SPEC §7), relative to the portal's origin (it forwards `/auth/*`
 * and `/api/*` to the services). Components never build URLs: clients take them from here.
 */
type Id = number | string;

export const routes = {
  discovery: 'auth/.well-known/openid-configuration',
  deconnexion: 'auth/deconnexion',
  utilisateur: 'api/utilisateurs/user',
  motDePasse: 'api/utilisateurs/user/mot_de_passe',
  comptesClients: 'api/comptes_clients',
  compteSelectionne: 'api/comptes_clients/selectionne',
  compteClient: (id: Id) => `api/comptes_clients/${id}`,
  selectionner: (id: Id) => `api/comptes_clients/${id}/selectionner`,
  abonnement: (id: Id) => `api/comptes_clients/abonnements/${id}`,
  suppression: (id: Id) => `api/comptes_clients/${id}/suppression`,
  demandeDesabonnement: (id: Id) => `api/comptes_clients/${id}/demande_desabonnement`,
  creationDossierClient: 'api/comptes_clients/signatures/creation_dossier_client',
  panier: 'api/paniers',
  articlePanier: (id: Id) => `api/paniers/articles/${id}`,
  connexionPanier: 'api/paniers/connexions',
} as const;

/** Pages of the site and of the services the app sends the user to. */
export const pages = {
  accueil: '/',
  inscription: '/inscription',
  postConnexion: '/post-connexion',
  selectionCompte: '/selection-compte-client',
  panier: '/panier',
  espacePersonnel: '/espace-personnel',
  mesInformations: '/espace-personnel/mes-informations',
  monEntreprise: '/espace-personnel/mon-entreprise',
  suppressionCompte: '/espace-personnel/suppression-de-mon-compte',
  demandeDesabonnement: '/espace-personnel/demande-desabonnement',
} as const;

/** Today as AAAA-MM-JJ in the user's time zone (the `date` query of SPEC §7). */
export function aujourdhui(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
