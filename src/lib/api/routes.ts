/**
 * Every address of the services the site calls (SPEC §7), relative to the portal's origin (it
 * forwards `/auth/*` and `/api/*` to the services) or, on the server (getServerData), to
 * SERVICES_URL. Components never build URLs: clients take them from here.
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
  /** The account's subscription periods and offer (GET), the order paying a period (POST). */
  abonnements: 'api/commandes/abonnements',
  creationDossierClient: 'api/comptes_clients/signatures/creation_dossier_client',
  panier: 'api/paniers',
  articlesPanier: 'api/paniers/articles',
  articlePanier: (id: Id) => `api/paniers/articles/${id}`,
  connexionPanier: 'api/paniers/connexions',
  /** The certificate of the non-possessory pledges of a pledger (SIREN or name, greffe optional). */
  etatGagesPanier: 'api/paniers/gages',
  /** Public search in the register of non-possessory pledges (gages sans dépossession). */
  gages: 'api/gages',
  /** The copy of a decision of a court case (greffe, roll number, decision). */
  copieJugementPanier: 'api/paniers/affaires',
  debiteursPanier: 'api/paniers/etats_endettement/debiteurs',
  debiteursApprochesPanier: 'api/paniers/etats_endettement/debiteurs_approches',
  /** Public search of court cases (by greffe and roll number, by a party's name or SIREN). */
  affaires: 'api/affaires',
  /** One court case: parties, hearings, decisions (read by getServerData). */
  affaire: (id: Id) => `api/affaires/${id}`,
  commandes: 'api/commandes',
  commande: (reference: string) => `api/commandes/${encodeURIComponent(reference)}`,
  annulationCommande: (reference: string) => `api/commandes/${encodeURIComponent(reference)}/annulations`,
  sessionsPaiement: (reference: string) => `api/commandes/${encodeURIComponent(reference)}/paiements/sessions`,
  visualisations: (reference: string) => `api/commandes/${encodeURIComponent(reference)}/visualisations`,
  visualisationsZip: (reference: string) => `api/commandes/${encodeURIComponent(reference)}/visualisations/zip`,
  justificatifs: (reference: string) => `api/commandes/${encodeURIComponent(reference)}/justificatifs`,
  demandesFacture: (reference: string) => `api/commandes/${encodeURIComponent(reference)}/factures/demandes`,
  etatEndettement: (reference: string) => `api/commandes/${encodeURIComponent(reference)}/etat_endettement`,
  factures: 'api/factures',
  facture: (numero: string) => `api/factures/${encodeURIComponent(numero)}`,
  /** Payments received (every session) and their detail; the card ones by their own paths (SPEC §7). */
  encaissements: 'api/factures/encaissements',
  encaissement: 'api/encaissements/paiements',
  paiementsDirects: 'api/paiements_directs',
  paiementDirect: 'api/paiements_directs/details',
  moyensPaiement: (idCompte: Id) => `api/moyens_paiements/${idCompte}`,
  intitulesMoyensPaiement: (idCompte: Id) => `api/moyens_paiements/${idCompte}/intitules`,
  portefeuille: (idCompte: Id) => `api/portefeuilles/${idCompte}`,
  rechargements: (idCompte: Id) => `api/portefeuilles/${idCompte}/rechargements`,
  verification: (code: string) => `api/verifications/${encodeURIComponent(code)}`,
  verificationFichier: (code: string) => `api/verifications/${encodeURIComponent(code)}/document`,
  kbisPeriodiques: 'api/kbis_periodiques',
  kbisPeriodique: (id: Id) => `api/kbis_periodiques/${id}`,
  envoisKbisPeriodique: (id: Id) => `api/kbis_periodiques/${id}/envois`,
  adresseKbisPeriodique: (id: Id) => `api/kbis_periodiques/${id}/adresse_livraison`,
  annulationsKbisPeriodique: (id: Id) => `api/kbis_periodiques/${id}/annulations`,
  /** Surveillance service (services/src/modules/surveillance/README.md, SPEC §7). */
  revelations: 'api/revelation',
  revelationsEnAlerte: 'api/revelation/enAlerte',
  revelation: (idCompte: Id, id: Id) => `api/revelation/${idCompte}/${id}`,
  avisRevelation: (idCompte: Id, id: Id) => `api/revelation/avis/${idCompte}/${id}`,
  rapportRevelation: (idCompte: Id, id: Id) => `api/revelation/rapport/${idCompte}/${id}`,
  surveillances: 'api/surveillance',
  surveillancesActives: 'api/surveillance/true',
  surveillance: (idCompte: Id, id: Id) => `api/surveillance/${idCompte}/${id}`,
  rapportSurveillance: (idCompte: Id, id: Id) => `api/surveillance/rapport/${idCompte}/${id}`,
  groupesFavoris: (idCompte: Id) => `api/favori/${idCompte}`,
  groupeFavoris: (idCompte: Id, id: Id) => `api/favori/${idCompte}/${id}`,
  /** Alerts of new révélations (services/src/modules/surveillance/alertes/README.md). */
  preferencesAlertes: (idCompte: Id) => `api/alertes/${idCompte}/preferences`,
  desabonnementAlertes: 'api/alertes/desabonnement',
  webhook: (idCompte: Id) => `api/webhooks/${idCompte}`,
  livraisonsWebhook: (idCompte: Id) => `api/webhooks/${idCompte}/livraisons`,
  /** Formalities (SPEC §7 « formalities follow-up service »): the public follow-up, then the selected account's. */
  suiviFormalites: 'api/formalites/suivi',
  formalites: 'api/formalites',
  formalite: (identifiant: string) => `api/formalites/${encodeURIComponent(identifiant)}`,
  recepisseFormalite: (identifiant: string) => `api/formalites/${encodeURIComponent(identifiant)}/recepisse`,
  formalitesSuivies: 'api/formalites/suivies',
  formaliteSuivie: (identifiant: string) => `api/formalites/suivies/${encodeURIComponent(identifiant)}`,
  formaliteDgfip: 'api/formalites/dgfip',
  provenanceFormalite: 'api/formalites/provenances',
  /** The prices of a tariff grid (`PUBLIC`: the visitors' one). */
  synthesesArticles: (grille: string) => `api/grilles_tarifaires/${encodeURIComponent(grille)}/syntheses_articles`,
} as const;

/** The search service: its base, and each address relative to it (the client's errors name them so). */
export const routesRecherche = {
  base: 'api/recherche',
  entreprises: 'entreprises_etablissements',
  personnes: 'personnes',
  suggestions: 'suggestions',
} as const;

/** The registry data of the entity pages, read by getServerData (src/lib/registre/client.ts). */
export const routesRegistre = {
  entreprises: 'api/entreprises',
  entreprise: (id: Id) => `api/entreprises/${id}`,
  fiche: (id: Id) => `api/entreprises/${id}/fiche`,
  etablissementsDe: (id: Id) => `api/entreprises/${id}/etablissements`,
  evenements: (id: Id) => `api/entreprises/${id}/evenements`,
  etablissement: (id: Id) => `api/etablissements/${id}`,
  personne: (id: Id) => `api/personnes_physiques/${id}`,
  fonctions: 'api/fonctions',
  departements: 'api/seo/departements',
  secteurs: (departement: string) => `api/seo/departements/${encodeURIComponent(departement)}/secteurs`,
  codesNaf: (departement: string, secteur: string) =>
    `api/seo/departements/${encodeURIComponent(departement)}/secteurs/${encodeURIComponent(secteur)}/naf`,
  entreprisesSeo: 'api/seo/entreprises',
  greffes: 'api/greffes',
  greffe: (code: string) => `api/greffes/${encodeURIComponent(code)}`,
  communesDuGreffe: (code: string) => `api/greffes/${encodeURIComponent(code)}/communes`,
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
  monAbonnement: '/espace-personnel/mon-abonnement',
  mesCommandes: '/espace-personnel/mes-commandes/mon-historique',
  commande: '/espace-personnel/mes-commandes/commande',
  mesKbisPeriodiques: '/espace-personnel/mes-commandes/mes-kbis-periodiques',
  mesFactures: '/espace-personnel/mes-factures',
  moyensDePaiement: '/espace-personnel/moyens-de-paiement',
  portefeuille: '/espace-personnel/portefeuille-electronique-details',
  mesSurveillances: '/espace-personnel/mes-surveillances',
  mesRevelations: '/espace-personnel/mes-surveillances/mes-revelations',
  /** The « Alertes » section of Mes surveillances (e-mail mode, webhook). */
  alertesSurveillance: '/espace-personnel/mes-surveillances#alertes',
  /** Public: the unsubscribe link of an alert e-mail (`?jeton=`). */
  desabonnementAlertes: '/alertes/desabonnement',
  verifierDocument: '/verifier-un-document',
  /** Public: the register of non-possessory pledges (`?siren=|nom=&greffe=&radies=1&page=`). */
  rechercheGages: '/services/recherche-gage-sans-depossession',
  /** Public: the search of court cases (`?greffe=&rg=` or `?nom=|siren=&greffe=`, `&page=`). */
  consulterAffaire: '/services/consulter-une-affaire',
  /** Public: the formalities follow-up (`?reference=&siren=&denomination=&greffe=&page=`). */
  suiviFormalite: '/formalites/suivi-formalite',
  conditionsFormalites: '/formalites/conditions-d-acces',
  etapesPrealables: '/formalites/etapes-prealables',
  /** The entry form of the tax office's inscription (signed-in users submit it). */
  saisieDgfip: '/formalites-dgfip/saisie-inscription',
  mesFormalites: '/espace-personnel/mes-formalites',
  /** One dossier of the account (`?ref={numero_liasse}&identifiantFormalite={identifiant}`). */
  formalite: '/espace-personnel/mes-formalites/commande',
} as const;

/** The page of a court case (rendered on the server at each request). */
export const pageAffaire = (id: Id) => `/services/detail-affaire/${id}`;

const avecRecherche = (chemin: string, parametres: Record<string, string | number | null | undefined>) => {
  const recherche = new URLSearchParams();
  for (const [cle, valeur] of Object.entries(parametres))
    if (valeur !== null && valeur !== undefined && valeur !== '') recherche.set(cle, String(valeur));
  const texte = recherche.toString();
  return texte ? `${chemin}?${texte}` : chemin;
};

/** Addresses of the orders pages (SPEC §2 « Orders »), with their queries. */
export const pagesCommandes = {
  /** 1-based page of the history; page 1 is the bare path. */
  historique: (page = 1) => avecRecherche(pages.mesCommandes, { page: page > 1 ? page : null }),
  /** `jour`: the order's day (AAAA-MM-JJ), the `date_commande` the service asks for. */
  commande: (reference: string, jour: string | null, paiement?: 'reussi' | 'refuse') =>
    avecRecherche(pages.commande, { reference_commande: reference, date_commande: jour, paiement }),
  etatEndettement: (reference: string, idArticle: number, jour: string | null) =>
    avecRecherche(`${pages.commande}/${encodeURIComponent(reference)}/etat-endettement/${idArticle}`, {
      date_commande: jour,
    }),
  debiteurs: (reference: string, idArticle: number, jour: string | null) =>
    avecRecherche(`${pages.commande}/${encodeURIComponent(reference)}/etat-endettement/${idArticle}/debiteurs`, {
      date_commande: jour,
    }),
  procedureCollective: (reference: string, idArticle: number, jour: string | null) =>
    avecRecherche(`${pages.commande}/${encodeURIComponent(reference)}/procedure-collective/${idArticle}`, {
      date_commande: jour,
    }),
  /** 1-based page of the periodic Kbis; page 1 is the bare path. */
  kbisPeriodiques: (page = 1) => avecRecherche(pages.mesKbisPeriodiques, { page: page > 1 ? page : null }),
  kbisPeriodique: (id: number) => `${pages.mesKbisPeriodiques}/${id}`,
  factures: (page = 1) => avecRecherche(pages.mesFactures, { page: page > 1 ? page : null }),
  /** The payments view of mes-factures: its page, the card payments only, one payment by its reference. */
  paiements: ({ page = 1, cartes = false, paiement }: { page?: number; cartes?: boolean; paiement?: string } = {}) =>
    avecRecherche(pages.mesFactures, {
      vue: 'paiements',
      cartes: cartes ? 1 : null,
      page: page > 1 ? page : null,
      paiement,
    }),
  verification: (code: string) => avecRecherche(pages.verifierDocument, { code }),
} as const;

/** Addresses of the formalities pages (SPEC §2), with their queries. */
export const pagesFormalites = {
  /** The account's dossiers, in one state or all; page 1 is left out. */
  liste: (etat: string | null = null, page = 1) =>
    avecRecherche(pages.mesFormalites, { etat, page: page > 1 ? page : null }),
  /** One dossier: `ref` is its liasse number, `identifiantFormalite` its identifier. */
  detail: (identifiant: string, numeroLiasse: string | null = null) =>
    avecRecherche(pages.formalite, { ref: numeroLiasse, identifiantFormalite: identifiant }),
  /** The public follow-up, searching a liasse number, an identifier or a reference. */
  suivi: (reference: string) => avecRecherche(pages.suiviFormalite, { reference }),
} as const;

/** The steps of subscribing (SPEC §2 « /mon-abonnement?etape={step} »), in their order. */
export const etapesAbonnement = ['offre', 'facturation', 'paiement', 'confirmation'] as const;
export type EtapeAbonnement = (typeof etapesAbonnement)[number];

/** Addresses of the subscription pages: a step (with the period it is about), and the resume link of a period. */
export const pagesAbonnement = {
  etape: (etape: EtapeAbonnement, uuid?: string | null) => avecRecherche(pages.monAbonnement, { etape, uuid }),
  reprise: (uuid: string) => `${pages.monAbonnement}/reprise/${encodeURIComponent(uuid)}`,
  /** The confirmation of the period an order pays (back from the card page of that order). */
  confirmationCommande: (reference: string) =>
    avecRecherche(pages.monAbonnement, { etape: 'confirmation', reference_commande: reference }),
} as const;

/** Today as AAAA-MM-JJ in the user's time zone (the `date` query of SPEC §7). */
export function aujourdhui(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
