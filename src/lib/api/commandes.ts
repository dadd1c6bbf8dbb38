/**
 * Client of the orders and payments service (services/src/modules/commandes/README.md): orders,
 * payment sessions, documents, invoices, payment means, the electronic wallet and the public
 * verification of a document. Every call carries the bearer token (the HTTP instance adds it);
 * files are fetched with it too (telechargement.ts).
 */
import { appel, ReponseInattendue } from './erreurs';
import { http } from './http';
import { routes } from './routes';
import type {
  Commande,
  CommandeResume,
  SessionPaiement,
  encaissementSchema,
  encaissementsSchema,
  etatEndettementSchema,
  facturesSchema,
  intitulesSchema,
  listeSchema,
  moyensPaiement as codesMoyensPaiement,
  moyensSchema,
  portefeuilleSchema,
  verificationSchema,
  VerificationFichier,
} from '@portail/contrat/commandes';
import type { Prix } from '@portail/contrat/commun/paniers';
import type { Reponse } from '@portail/contrat/commun/reponse';
import { lireFichier, type Fichier } from './telechargement';
import { verifier } from './verifier';

export type StatutCommande = CommandeResume['statut'];
/** SPEC §9: every payment means the portal knows (the service takes three of them for an order). */
export type CodeMoyenPaiement = (typeof codesMoyensPaiement)[number];
export type RegroupementCommande = Commande['regroupements'][number];
export type ArticleCommande = RegroupementCommande['articles'][number];
export type DocumentCommande = ArticleCommande['documents'][number];
export type PaiementCommande = Commande['paiements'][number];
export type PageCommandes = Reponse<typeof listeSchema>;
export type PageFactures = Reponse<typeof facturesSchema>;
export type PageEncaissements = Reponse<typeof encaissementsSchema>;
export type Encaissement = Reponse<typeof encaissementSchema>;
export type MoyensPaiement = Reponse<typeof moyensSchema>;
/** `{ [code]: libelle }` for every SPEC §9 code. */
export type IntitulesMoyens = Reponse<typeof intitulesSchema>;
export type Portefeuille = Reponse<typeof portefeuilleSchema>;
export type TypeMouvement = Portefeuille['mouvements'][number]['type'];
export type Verification = Reponse<typeof verificationSchema>;
/** The debtors of an ordered état d'endettement and their inscriptions (SPEC §7 « etat_endettement »). */
export type EtatEndettement = Reponse<typeof etatEndettementSchema>;

const PDF = 'application/pdf';
const ZIP = 'application/zip';

/** A `Prix` of the answer, or a loud failure (shared with the periodic Kbis client). */
export function verifierPrix(chemin: string, prix: unknown, nom: string): Prix {
  if (typeof (prix as Partial<Prix> | null)?.ttc_formate !== 'string')
    throw new ReponseInattendue(chemin, `${nom} manquant`);
  return prix as Prix;
}

function versResume(chemin: string, corps: unknown): CommandeResume {
  const resume = verifier<CommandeResume>(chemin, corps, {
    reference_commande: 'string',
    date_commande: 'string',
    jour_commande: 'string',
    statut: 'string',
    libelle_statut: 'string',
    nombre_articles: 'number',
  });
  verifierPrix(chemin, resume.montant, 'montant');
  return resume;
}

/** An order as the service gives it, checked (POST kbis_periodiques answers one too). */
export function versCommande(chemin: string, corps: unknown): Commande {
  const commande = verifier<Commande>(chemin, versResume(chemin, corps), {
    regroupements: 'array',
    paiements: 'array',
  });
  const regroupements = commande.regroupements.map((groupe) => {
    verifier(chemin, groupe, { articles: 'array' });
    verifierPrix(chemin, groupe.montant, 'regroupements.montant');
    return {
      ...groupe,
      articles: groupe.articles.map((article) => {
        verifier(chemin, article, { id: 'number', type: 'string', libelle: 'string', sous_articles: 'array' });
        return {
          ...article,
          donnees: article.donnees ?? {},
          documents: Array.isArray(article.documents) ? article.documents : [],
          envois_postaux: Array.isArray(article.envois_postaux) ? article.envois_postaux : [],
        };
      }),
    };
  });
  return { ...commande, regroupements, facture: commande.facture ?? null };
}

function versSession(chemin: string, corps: unknown): SessionPaiement {
  return verifier<SessionPaiement>(chemin, corps, {
    id_session: 'string',
    moyen_paiement: 'string',
    statut: 'string',
    url_paiement: 'string?',
  });
}

export interface FiltreCommandes {
  offset: number;
  limit: number;
  statut?: StatutCommande;
}

/** The history's page size (SPEC §9 « default page size 10 »). */
export const TAILLE_PAGE = 10;

export const commandes = {
  /** Turns the caller's basket into an order (`A_PAYER`); 400 `panier` when it is empty. */
  creer: () =>
    appel(async () => versCommande(routes.commandes, await (await http()).post(routes.commandes, { json: {} }).json())),
  lister: ({ offset, limit, statut }: FiltreCommandes) =>
    appel(async () => {
      const searchParams: Record<string, string | number> = { offset, limit };
      if (statut) searchParams.statut = statut;
      const page = verifier<PageCommandes>(
        routes.commandes,
        await (await http()).get(routes.commandes, { searchParams }).json(),
        { total: 'number', commandes: 'array' },
      );
      return { ...page, commandes: page.commandes.map((c) => versResume(routes.commandes, c)) };
    }),
  /** `jour`: the order's day (AAAA-MM-JJ); another day answers 404 « Commande introuvable. ». */
  lire: (reference: string, jour: string) =>
    appel(async () => {
      const chemin = routes.commande(reference);
      return versCommande(chemin, await (await http()).get(chemin, { searchParams: { date_commande: jour } }).json());
    }),
  /** The order's day, read from the history, for an address that does not give it (null: not found). */
  trouverJour: async (reference: string): Promise<string | null> => {
    for (let offset = 0; ; offset += TAILLE_PAGE) {
      const page = await commandes.lister({ offset, limit: TAILLE_PAGE });
      const trouvee = page.commandes.find((c) => c.reference_commande === reference);
      if (trouvee) return trouvee.jour_commande;
      if (page.commandes.length === 0 || offset + TAILLE_PAGE >= page.total) return null;
    }
  },
  /** 409 « Cette commande ne peut plus être annulée. » unless `A_PAYER`. */
  annuler: (reference: string) =>
    appel(async () => {
      const chemin = routes.annulationCommande(reference);
      return versCommande(chemin, await (await http()).post(chemin, { json: {} }).json());
    }),
  /** A payment session: the card's hosted page (`url_paiement`), or the wallet / deferred billing at once. */
  payer: (reference: string, moyen: CodeMoyenPaiement) =>
    appel(async () => {
      const chemin = routes.sessionsPaiement(reference);
      return versSession(chemin, await (await http()).post(chemin, { json: { moyen_paiement: moyen } }).json());
    }),
  /** The PDF of an article (409 before `LIVREE`, 404 without an electronic document). */
  document: (reference: string, jour: string, idArticle: number, nom: string): Promise<Fichier> =>
    appel(() =>
      lireFichier(routes.visualisations(reference), PDF, nom, { date_commande: jour, id_article: idArticle }),
    ),
  /** Every PDF of the order in one archive. */
  archive: (reference: string, jour: string): Promise<Fichier> =>
    appel(() => lireFichier(routes.visualisationsZip(reference), ZIP, `${reference}.zip`, { date_commande: jour })),
  /** The order and payment receipt (after payment). */
  justificatif: (reference: string, jour: string): Promise<Fichier> =>
    appel(() =>
      lireFichier(routes.justificatifs(reference), PDF, `justificatif-${reference}.pdf`, { date_commande: jour }),
    ),
  /** The invoice PDF e-mailed to the caller; the address it went to. */
  demanderFacture: (reference: string) =>
    appel(async () => {
      const chemin = routes.demandesFacture(reference);
      return verifier<{ envoyee_a: string }>(chemin, await (await http()).post(chemin, { json: {} }).json(), {
        envoyee_a: 'string',
      });
    }),
};

/** The debtors of an ordered état d'endettement and their inscriptions (after payment). */
export const etatsEndettement = {
  lire: (reference: string, jour: string, idArticle: number) =>
    appel(async () => {
      const chemin = routes.etatEndettement(reference);
      return verifier<EtatEndettement>(
        chemin,
        await (await http()).get(chemin, { searchParams: { date_commande: jour, id_article: idArticle } }).json(),
        { debiteurs: 'array', reference_commande: 'string' },
      );
    }),
};

/** A credit note's number (AV2026-000001): its PDF is read where invoices are. */
export const estAvoir = (numero: string) => numero.startsWith('AV');

export const factures = {
  lister: ({ offset, limit }: { offset: number; limit: number }) =>
    appel(async () => {
      const page = verifier<PageFactures>(
        routes.factures,
        await (await http()).get(routes.factures, { searchParams: { offset, limit } }).json(),
        { total: 'number', factures: 'array' },
      );
      for (const facture of page.factures) {
        verifier(routes.factures, facture, { numero: 'string', date_facture: 'string' });
        verifierPrix(routes.factures, facture.montant, 'montant');
      }
      return page;
    }),
  telecharger: (numero: string): Promise<Fichier> =>
    appel(() => lireFichier(routes.facture(numero), PDF, `${estAvoir(numero) ? 'avoir' : 'facture'}-${numero}.pdf`)),
};

function verifierEncaissement(chemin: string, encaissement: unknown): Encaissement {
  const lu = verifier<Encaissement>(chemin, encaissement, { id_session: 'string', date: 'string', libelle: 'string' });
  verifierPrix(chemin, lu.montant, 'montant');
  return lu;
}

/**
 * Payments received from the account (SPEC §7: `factures/encaissements` and `encaissements/paiements`),
 * or only those paid by card (`paiements_directs` and `paiements_directs/details`) when `cartes`.
 */
export const encaissements = {
  lister: ({ offset, limit, cartes }: { offset: number; limit: number; cartes: boolean }) =>
    appel(async () => {
      const chemin = cartes ? routes.paiementsDirects : routes.encaissements;
      const page = verifier<PageEncaissements>(
        chemin,
        await (await http()).get(chemin, { searchParams: { offset, limit } }).json(),
        { total: 'number', encaissements: 'array' },
      );
      for (const encaissement of page.encaissements) verifierEncaissement(chemin, encaissement);
      return page;
    }),
  /** One payment by its reference (the payment session's identifier); 404 when it is not the account's. */
  lire: (idSession: string, cartes: boolean) =>
    appel(async () => {
      const chemin = cartes ? routes.paiementDirect : routes.encaissement;
      return verifierEncaissement(
        chemin,
        await (await http()).get(chemin, { searchParams: { id_session: idSession } }).json(),
      );
    }),
};

export const moyensPaiement = {
  /** The means of the account, each available or not (with why), and the wallet's balance. */
  lire: (idCompte: number) =>
    appel(async () => {
      const chemin = routes.moyensPaiement(idCompte);
      const corps = verifier<MoyensPaiement>(chemin, await (await http()).get(chemin).json(), { moyens: 'array' });
      for (const moyen of corps.moyens)
        verifier(chemin, moyen, { code: 'string', libelle: 'string', disponible: 'boolean' });
      verifierPrix(chemin, corps.portefeuille?.solde, 'portefeuille.solde');
      return corps;
    }),
  /** The French label of every SPEC §9 code. */
  intitules: (idCompte: number) =>
    appel(async () => {
      const chemin = routes.intitulesMoyensPaiement(idCompte);
      return verifier<IntitulesMoyens>(chemin, await (await http()).get(chemin).json(), {});
    }),
};

export const portefeuilles = {
  lire: (idCompte: number) =>
    appel(async () => {
      const chemin = routes.portefeuille(idCompte);
      const corps = verifier<Portefeuille>(chemin, await (await http()).get(chemin).json(), { mouvements: 'array' });
      verifierPrix(chemin, corps.solde, 'solde');
      return corps;
    }),
  /** A card session for a top-up (`montant` in euros, 10 to 5 000); the wallet is credited on the notification. */
  recharger: (idCompte: number, montant: number) =>
    appel(async () => {
      const chemin = routes.rechargements(idCompte);
      return versSession(chemin, await (await http()).post(chemin, { json: { montant } }).json());
    }),
};

export const verifications = {
  /** Public: 404 « Aucun document ne correspond à ce code de vérification. ». */
  verifier: (code: string) =>
    appel(async () => {
      const chemin = routes.verification(code);
      const corps = verifier<Verification>(chemin, await (await http()).get(chemin).json(), { code: 'string' });
      verifier(chemin, corps.document, { libelle: 'string', emis_le: 'string', empreinte_sha256: 'string' });
      return corps;
    }),
  /**
   * Public: whether a PDF file is exactly the document issued under `code` and whether its seal is
   * intact (the service's French `message` says which); 400 for a file that is no PDF.
   */
  verifierFichier: (code: string, fichier: Blob) =>
    appel(async () => {
      const chemin = routes.verificationFichier(code);
      // The bytes themselves: a Blob of another realm (jsdom's, in tests) would be sent as its name.
      const octets = new Uint8Array(await fichier.arrayBuffer());
      const corps = verifier<VerificationFichier>(
        chemin,
        await (await http()).post(chemin, { body: octets, headers: { 'content-type': 'application/pdf' } }).json(),
        { identique: 'boolean', message: 'string', cachet: 'object' },
      );
      verifier(chemin, corps.cachet, { etat: 'string' });
      return corps;
    }),
};
