/**
 * Client of the basket service (`/api/paniers`, services/src/modules/paniers/README.md). A visitor's
 * basket is named by its `uid_invite` (query string, no bearer); a signed-in user's is the one of
 * their selected account (bearer, added by the HTTP instance), and then no uid is sent.
 */
import type { Diffusion } from '@portail/contrat/commun/paniers';
import type {
  AjoutAffaire,
  AjoutDebiteur,
  AjoutDebiteurApproche,
  AjoutEtatGages,
  Panier,
  SynthesesArticles,
} from '@portail/contrat/paniers';
import { appel, ReponseInattendue } from './erreurs';
import { http } from './http';
import { routes } from './routes';
import { verifier } from './verifier';

/** The guest's uid, or null for the signed-in user's own basket. */
export type Proprietaire = string | null;

function versPanier(chemin: string, corps: unknown): Panier {
  const panier = verifier<Panier>(chemin, corps, { nombre_articles: 'number', regroupements: 'array' });
  if (typeof panier.prix_devises?.ttc_formate !== 'string')
    throw new ReponseInattendue(chemin, 'prix_devises manquant');
  return panier;
}

const recherche = (uid: Proprietaire) => (uid ? { searchParams: { uid_invite: uid } } : {});

/** POSTs an addition to the visitor's (uid) or the signed-in user's basket; the basket after it. */
const ajout = (chemin: string, corps: unknown, uid: Proprietaire) =>
  appel(async () => versPanier(chemin, await (await http()).post(chemin, { ...recherche(uid), json: corps }).json()));

/** A document of a registry company (SPEC §9 order shortcuts: Kbis, annual accounts, deed, debt statement). */
export interface NouvelArticle {
  id_article_catalogue: string;
  id_entite: number;
  /** One filing of the company (annual accounts, deed); the latest when left out. */
  id_document?: number;
  diffusions: Diffusion[];
}

export const paniers = {
  ajouterArticle: (article: NouvelArticle, uid: Proprietaire) => ajout(routes.articlesPanier, article, uid),
  /** The certificate of the non-possessory pledges of a pledger: `siren` (9 digits) or `nom`, never both. */
  ajouterEtatGages: (corps: AjoutEtatGages, uid: Proprietaire) => ajout(routes.etatGagesPanier, corps, uid),
  /** The copy of a decision of a court case (greffe, roll number, `id_decision`); 400 when it has none. */
  ajouterCopieJugement: (corps: AjoutAffaire, uid: Proprietaire) => ajout(routes.copieJugementPanier, corps, uid),
  /** The état d'endettement of a debtor by SIREN (Luhn key checked by the service). */
  ajouterDebiteur: (corps: AjoutDebiteur, uid: Proprietaire) => ajout(routes.debiteursPanier, corps, uid),
  /** The état d'endettement of a debtor without SIREN: its name and département. */
  ajouterDebiteurApproche: (corps: AjoutDebiteurApproche, uid: Proprietaire) =>
    ajout(routes.debiteursApprochesPanier, corps, uid),
  /** The catalogue's articles and their prices of the day in a grid (`PUBLIC`: the visitors' one). */
  syntheses: (grille: string) =>
    appel(async () => {
      const chemin = routes.synthesesArticles(grille);
      return verifier<SynthesesArticles>(chemin, await (await http()).get(chemin).json(), { articles: 'array' });
    }),
  lire: (uid: Proprietaire) =>
    appel(async () => versPanier(routes.panier, await (await http()).get(routes.panier, recherche(uid)).json())),
  /** Replaces the article's diffusions (each format once, quantities 1–99). */
  modifierArticle: (id: number, diffusions: Diffusion[], uid: Proprietaire) =>
    appel(async () => {
      const chemin = routes.articlePanier(id);
      return versPanier(chemin, await (await http()).patch(chemin, { ...recherche(uid), json: { diffusions } }).json());
    }),
  retirerArticle: (id: number, uid: Proprietaire) =>
    appel(async () => {
      const chemin = routes.articlePanier(id);
      return versPanier(chemin, await (await http()).delete(chemin, recherche(uid)).json());
    }),
  /** Signed in: moves the guest's articles into the user's basket; the uid then belongs to the user. */
  fusionner: (uidInvite: string, grilleTarifaire: string) =>
    appel(async () =>
      versPanier(
        routes.connexionPanier,
        await (
          await http()
        )
          .post(routes.connexionPanier, { json: { uid_invite: uidInvite, uid_grille_tarifaire: grilleTarifaire } })
          .json(),
      ),
    ),
};

export type ClientPaniers = typeof paniers;
