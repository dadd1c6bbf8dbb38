/** Personal-space destinations reachable from the shell (SPEC §2 "Personal space"). */
export const ACCOUNT_PATHS = {
  home: '/espace-personnel',
  orders: '/espace-personnel/mes-commandes/mon-historique',
  revelations: '/espace-personnel/mes-surveillances/mes-revelations',
  basket: '/panier',
  signUp: '/inscription',
} as const;
