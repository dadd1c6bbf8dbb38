/**
 * The addresses the client-only apps answer (Gatsby pages with a `*` match path): the personal
 * space, the search pages, the formalities' forward links. One home for them: the apps route with
 * these tables, and the build's link check (src/build/contenu/verification-liens.ts) refuses a CMS
 * or menu link into an app at an address the app would answer with « Page introuvable ».
 */
import { pages } from './api/routes';
import { RECHERCHE_AVANCEE_PATH, RESULTATS_PATH } from './recherche/constantes';

/** The personal space's addresses without identifiers; each has its screen in espace-personnel-app.tsx. */
export const CHEMINS_ESPACE: readonly string[] = [
  pages.espacePersonnel,
  pages.mesInformations,
  pages.monEntreprise,
  pages.suppressionCompte,
  pages.demandeDesabonnement,
  pages.monAbonnement,
  pages.mesCommandes,
  pages.commande,
  pages.mesKbisPeriodiques,
  pages.mesFactures,
  pages.moyensDePaiement,
  pages.portefeuille,
  pages.mesSurveillances,
  pages.mesRevelations,
  pages.mesFormalites,
  pages.formalite,
];

const ARTICLE = `^${pages.commande}/(?<reference>[^/]+)`;

/** The personal space's addresses with identifiers in their path (SPEC §2 « Orders »), named groups. */
export const MOTIFS_ESPACE = {
  etatEndettement: new RegExp(`${ARTICLE}/etat-endettement/(?<idArticle>\\d+)$`),
  debiteurs: new RegExp(`${ARTICLE}/etat-endettement/(?<idArticle>\\d+)/debiteurs$`),
  procedureCollective: new RegExp(`${ARTICLE}/procedure-collective/(?<idArticle>\\d+)$`),
  repriseAbonnement: new RegExp(`^${pages.monAbonnement}/reprise/(?<uuid>[^/]+)$`),
  kbisPeriodique: new RegExp(`^${pages.mesKbisPeriodiques}/(?<id>\\d+)$`),
} as const;

/** The formalities' forward links: /Lien/mmbId/{mmbdId}, /Lien/liasse/{numero}, /Lien/formalite/{identifiant}. */
export const MOTIF_LIEN = /^\/Lien\/(mmbId|liasse|formalite)\/([^/]+)\/?$/;

const sansBarreFinale = (chemin: string) => (chemin.length > 1 ? chemin.replace(/\/+$/, '') : chemin);

const pageEspace = (chemin: string) =>
  CHEMINS_ESPACE.includes(chemin) || Object.values(MOTIFS_ESPACE).some((motif) => motif.test(chemin));

/** By match path, whether the app has a page at an address (without query nor final slash). */
export const APPS_CLIENT: Readonly<Record<string, (chemin: string) => boolean>> = {
  '/espace-personnel/*': (chemin) => pageEspace(sansBarreFinale(chemin)),
  '/recherche-entreprise-dirigeant/*': (chemin) =>
    [RECHERCHE_AVANCEE_PATH, RESULTATS_PATH].includes(sansBarreFinale(chemin)),
  '/Lien/*': (chemin) => MOTIF_LIEN.test(chemin),
};
