/**
 * Client of the periodic Kbis (services/src/modules/kbis-periodiques/README.md): ordering one,
 * the selected account's subscriptions, their issues, the delivery address of a postal one and
 * the cancellation. Every call carries the bearer token (the HTTP instance adds it); an issue's
 * PDF is fetched with it through the orders' visualisations route (telechargement.ts).
 */
import type { Commande } from '@portail/contrat/commandes';
import type {
  AdresseLivraison,
  CreationKbisPeriodique,
  Envoi,
  KbisPeriodique,
  KbisPeriodiqueResume,
  SaisieAdresse,
  StatutKbisPeriodique,
  envoisSchema,
  listeSchema,
} from '@portail/contrat/kbis-periodiques';
import type { Reponse } from '@portail/contrat/commun/reponse';
import { verifierPrix, versCommande } from './commandes';
import { appel, ReponseInattendue } from './erreurs';
import { http } from './http';
import { routes } from './routes';
import { lireFichier, type Fichier } from './telechargement';
import { verifier } from './verifier';

/** A page of the list (the answer of the list route). */
export type PageKbisPeriodiques = Reponse<typeof listeSchema>;
/** A subscription's issues, with the order they are downloaded from. */
export type EnvoisKbisPeriodique = Reponse<typeof envoisSchema>;
/** The order the subscription came from: where its issues' PDFs are downloaded (visualisations). */
type OrigineKbisPeriodique = KbisPeriodiqueResume['commande'];

const PDF = 'application/pdf';

function versOrigine(chemin: string, corps: unknown): OrigineKbisPeriodique {
  return verifier<OrigineKbisPeriodique>(chemin, corps, {
    reference_commande: 'string',
    jour_commande: 'string',
    id_article: 'number',
  });
}

function versAdresse(chemin: string, corps: unknown): AdresseLivraison | null {
  if (corps === null || corps === undefined) return null;
  const adresse = verifier<AdresseLivraison>(chemin, corps, {
    nom: 'string',
    numero_voie: 'string',
    complement: 'string?',
    code_postal: 'string',
    ville: 'string',
    pays: 'string',
  });
  return { ...adresse, complement: adresse.complement ?? null };
}

function versEnvoi(chemin: string, corps: unknown): Envoi {
  const envoi = verifier<Envoi>(chemin, corps, {
    rang: 'number',
    prevu_le: 'string',
    statut: 'string',
    libelle_statut: 'string',
    envoye_le: 'string?',
  });
  const document =
    envoi.document === null || envoi.document === undefined
      ? null
      : verifier<NonNullable<Envoi['document']>>(chemin, envoi.document, {
          id: 'number',
          code_verification: 'string?',
          nom_fichier: 'string',
          emis_le: 'string',
        });
  return {
    ...envoi,
    envoye_le: envoi.envoye_le ?? null,
    echoue_le: envoi.echoue_le ?? null,
    document: document && { ...document, code_verification: document.code_verification ?? null },
    adresse_livraison: versAdresse(chemin, envoi.adresse_livraison),
  };
}

function versResume(chemin: string, corps: unknown): KbisPeriodiqueResume {
  const resume = verifier<KbisPeriodiqueResume>(chemin, corps, {
    id: 'number',
    id_entite: 'number',
    siren: 'string',
    denomination: 'string',
    format_diffusion: 'string',
    quantite: 'number',
    nombre_envois: 'number',
    envois_effectues: 'number',
    prochain_envoi_le: 'string?',
    statut: 'string',
    libelle_statut: 'string',
    date_debut: 'string',
  });
  verifier(chemin, resume.periodicite, { frequence_mois: 'number', duree_mois: 'number' });
  verifierPrix(chemin, resume.prix_unitaire, 'prix_unitaire');
  verifierPrix(chemin, resume.montant, 'montant');
  return {
    ...resume,
    prochain_envoi_le: resume.prochain_envoi_le ?? null,
    commande: versOrigine(chemin, resume.commande),
  };
}

function versKbisPeriodique(chemin: string, corps: unknown): KbisPeriodique {
  const kbis = verifier<KbisPeriodique>(chemin, versResume(chemin, corps), {
    envois: 'array',
    email: 'string?',
    termine_le: 'string?',
    annule_le: 'string?',
  });
  const brut = corps as Partial<KbisPeriodique>;
  const remboursement = brut.remboursement ?? null;
  if (remboursement !== null) verifierPrix(chemin, remboursement, 'remboursement');
  return {
    ...kbis,
    adresse_livraison: versAdresse(chemin, brut.adresse_livraison),
    email: brut.email ?? null,
    termine_le: brut.termine_le ?? null,
    annule_le: brut.annule_le ?? null,
    remboursement,
    envois: (brut.envois ?? []).map((e) => versEnvoi(chemin, e)),
  };
}

export interface FiltreKbisPeriodiques {
  offset: number;
  limit: number;
  statut?: StatutKbisPeriodique;
}

/** The list's page size (SPEC §9 « default page size 10 »). */
export const TAILLE_PAGE_KBIS = 10;

export const kbisPeriodiques = {
  /**
   * An order of one periodic Kbis (`A_PAYER`, paid on its page like any other); 400 with the
   * field's message (`id_entite` not registered, `duree_mois` not a multiple of `frequence_mois`…).
   */
  commander: (nouveau: CreationKbisPeriodique): Promise<Commande> =>
    appel(async () =>
      versCommande(routes.kbisPeriodiques, await (await http()).post(routes.kbisPeriodiques, { json: nouveau }).json()),
    ),
  /** The selected account's subscriptions, newest first; `statut` filters. */
  lister: ({ offset, limit, statut }: FiltreKbisPeriodiques): Promise<PageKbisPeriodiques> =>
    appel(async () => {
      const searchParams: Record<string, string | number> = { offset, limit };
      if (statut) searchParams.statut = statut;
      const page = verifier<PageKbisPeriodiques>(
        routes.kbisPeriodiques,
        await (await http()).get(routes.kbisPeriodiques, { searchParams }).json(),
        { total: 'number', kbis_periodiques: 'array' },
      );
      return { ...page, kbis_periodiques: page.kbis_periodiques.map((k) => versResume(routes.kbisPeriodiques, k)) };
    }),
  /** One subscription with its issues; 404 « Kbis périodique introuvable. » (another account's too). */
  lire: (id: number): Promise<KbisPeriodique> =>
    appel(async () => {
      const chemin = routes.kbisPeriodique(id);
      return versKbisPeriodique(chemin, await (await http()).get(chemin).json());
    }),
  /** Its issues alone, with the order they are downloaded from. */
  envois: (id: number): Promise<EnvoisKbisPeriodique> =>
    appel(async () => {
      const chemin = routes.envoisKbisPeriodique(id);
      const corps = verifier<EnvoisKbisPeriodique>(chemin, await (await http()).get(chemin).json(), {
        envois: 'array',
      });
      return { commande: versOrigine(chemin, corps.commande), envois: corps.envois.map((e) => versEnvoi(chemin, e)) };
    }),
  /**
   * Where the next postal issues go; 400 with field messages, 409 for an electronic one or one
   * that is over (« … terminé ou annulé : il ne peut plus être modifié. »).
   */
  changerAdresse: (id: number, adresse: SaisieAdresse): Promise<KbisPeriodique> =>
    appel(async () => {
      const chemin = routes.adresseKbisPeriodique(id);
      return versKbisPeriodique(chemin, await (await http()).put(chemin, { json: adresse }).json());
    }),
  /** Cancels the issues still planned and refunds them to the wallet (`remboursement`); 409 once over. */
  resilier: (id: number): Promise<KbisPeriodique> =>
    appel(async () => {
      const chemin = routes.annulationsKbisPeriodique(id);
      const kbis = versKbisPeriodique(chemin, await (await http()).post(chemin, { json: {} }).json());
      if (kbis.statut !== 'ANNULE') throw new ReponseInattendue(chemin, 'statut ANNULE attendu');
      return kbis;
    }),
  /** The PDF of a sent electronic issue: its order's article, `id_document` naming that issue. */
  document: (origine: OrigineKbisPeriodique, document: { id: number; nom_fichier: string }): Promise<Fichier> =>
    appel(() =>
      lireFichier(routes.visualisations(origine.reference_commande), PDF, document.nom_fichier, {
        date_commande: origine.jour_commande,
        id_article: origine.id_article,
        id_document: document.id,
      }),
    ),
};
