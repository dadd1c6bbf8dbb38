import { Type, type Static, type TSchema } from 'typebox';

import { ErrorResponse, ValidationErrorResponse } from './commun/erreurs.js';
import { Limit, Offset } from './commun/integers.js';
import { Nullable, Prix } from './commun/paniers.js';
import { CategorieInscription } from './entreprises/dossier.js';

const tags = ['commandes'];
export const statutsCommande = ['A_PAYER', 'PAYEE', 'LIVREE', 'ANNULEE'] as const;
export const moyensProposes = ['CARTE_BANCAIRE', 'PORTEFEUILLE_ELECTRONIQUE', 'DIFFERE'] as const;
/** SPEC §9, every payment means the portal knows. */
export const moyensPaiement = [
  'CARTE_BANCAIRE',
  'CARTE_BLEUE',
  'PORTEFEUILLE_ELECTRONIQUE',
  'VIREMENT',
  'CARTE_PREPAYEE',
  'DIFFERE',
  'PORTEFEUILLE_COMPTE_PROVISIONNE',
  'INTERNET_PLUS',
  'INTERNET_PLUS_PRO',
  'PRELEVEMENT_BANCAIRE',
] as const;

/** offset and limit of every paged list (10 by default, 50 at most). */
export const PAGE = { offset: Offset(), limit: Limit(10, 50) };

const Jour = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  'x-error-message': 'doit être une date AAAA-MM-JJ',
  examples: ['2026-11-25'],
});
const Reference = Type.String({
  pattern: '^CMD-[0-9]{4}-[0-9]{6,}$',
  'x-error-message': 'doit être une référence de commande (CMD-AAAA-NNNNNN)',
  examples: ['CMD-2026-000001'],
});
const Instant = Type.String({ format: 'date-time' });
const erreurs = {
  400: ValidationErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

export const CommandeResume = Type.Object({
  reference_commande: Type.String({ examples: ['CMD-2026-000001'] }),
  date_commande: Instant,
  jour_commande: Type.String({ description: 'Jour de la commande à Paris (AAAA-MM-JJ), le date_commande des appels.' }),
  statut: Type.Enum(statutsCommande),
  libelle_statut: Type.String(),
  moyen_paiement: Nullable(Type.Enum(moyensProposes)),
  nombre_articles: Type.Integer(),
  montant: Prix,
});
export type CommandeResume = Static<typeof CommandeResume>;

const SousArticle = Type.Object({
  id_sous_article_catalogue: Type.String(),
  format_diffusion: Type.Enum(['COURRIER', 'ELEC'] as const),
  quantite: Type.Integer(),
  nombre_envois: Type.Integer(),
  periodicite: Nullable(Type.Object({ frequence_mois: Type.Integer(), duree_mois: Type.Integer() })),
  prix_unitaire: Prix,
  montant: Prix,
});

const DocumentEmis = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  libelle: Type.String(),
  nom_fichier: Type.String(),
  taille: Type.Integer({ description: 'Octets.' }),
  code_verification: Nullable(Type.String()),
  emis_le: Instant,
});

const ArticleCommande = Type.Object({
  id: Type.Integer(),
  id_article_catalogue: Type.String(),
  type: Type.String(),
  libelle: Type.String(),
  donnees: Type.Record(Type.String(), Type.Unknown()),
  montant: Prix,
  sous_articles: Type.Array(SousArticle),
  documents: Type.Array(DocumentEmis),
  envois_postaux: Type.Array(Type.Object({ quantite: Type.Integer(), enregistre_le: Instant })),
});

export const Commande = Type.Intersect([
  CommandeResume,
  Type.Object({
    paye_le: Nullable(Instant),
    livree_le: Nullable(Instant),
    regroupements: Type.Array(
      Type.Object({
        id_entite: Nullable(Type.Integer()),
        siren: Nullable(Type.String()),
        denomination: Nullable(Type.String()),
        montant: Prix,
        articles: Type.Array(ArticleCommande),
      }),
    ),
    paiements: Type.Array(
      Type.Object({
        id_session: Type.String(),
        moyen_paiement: Type.Enum(moyensProposes),
        statut: Type.Enum(['OUVERTE', 'REUSSIE', 'REFUSEE'] as const),
        montant: Prix,
        cree_le: Instant,
        termine_le: Nullable(Instant),
      }),
    ),
    facture: Nullable(Type.Object({ numero: Type.String(), date_facture: Type.String() })),
  }),
]);
export type Commande = Static<typeof Commande>;

export const SessionPaiement = Type.Object({
  id_session: Type.String(),
  moyen_paiement: Type.Enum(moyensProposes),
  statut: Type.Enum(['OUVERTE', 'REUSSIE', 'REFUSEE'] as const),
  url_paiement: Nullable(Type.String()),
  reference_commande: Nullable(Type.String()),
  date_commande: Nullable(Type.String()),
});
export type SessionPaiement = Static<typeof SessionPaiement>;

const ParamsReference = Type.Object({ reference: Reference }, { additionalProperties: false });
const QueryJour = Type.Object({ date_commande: Type.Optional(Jour) }, { additionalProperties: false });
const QueryJourObligatoire = Type.Object({ date_commande: Jour }, { additionalProperties: false });

export const creationSchema = {
  summary: 'Passe commande du panier du compte client sélectionné',
  tags,
  body: Type.Optional(Type.Object({}, { additionalProperties: false })),
  response: { 201: Commande, ...erreurs },
};

export const listeSchema = {
  summary: 'Commandes du compte client sélectionné, les plus récentes d’abord',
  tags,
  querystring: Type.Object(
    {
      ...PAGE,
      statut: Type.Optional(Type.Enum(statutsCommande)),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      total: Type.Integer(),
      offset: Type.Integer(),
      limit: Type.Integer(),
      commandes: Type.Array(CommandeResume),
    }),
    ...erreurs,
  },
};

export const lectureSchema = {
  summary: 'Une commande du compte client sélectionné',
  tags,
  params: ParamsReference,
  querystring: QueryJour,
  response: { 200: Commande, ...erreurs },
};

export const annulationSchema = {
  summary: 'Annule une commande qui n’a pas été payée',
  tags,
  params: ParamsReference,
  response: { 200: Commande, ...erreurs },
};

export const sessionSchema = {
  summary: 'Ouvre une session de paiement pour une commande',
  tags,
  params: ParamsReference,
  body: Type.Object({ moyen_paiement: Type.Enum(moyensPaiement) }, { additionalProperties: false }),
  response: { 201: SessionPaiement, ...erreurs },
};

const fichier = <Q extends TSchema>(summary: string, querystring: Q) => ({
  summary,
  tags,
  params: ParamsReference,
  querystring,
  produces: ['application/pdf', 'application/zip'],
  response: { ...erreurs },
});

export const visualisationSchema = fichier(
  'Le document PDF d’un article livré',
  Type.Object(
    {
      date_commande: Jour,
      id_article: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
      id_document: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: 2_147_483_647,
          description: 'Un document précis de l’article (les envois d’un Kbis périodique) ; le premier sinon.',
        }),
      ),
    },
    { additionalProperties: false },
  ),
);
export const zipSchema = fichier('Tous les documents de la commande dans une archive zip', QueryJourObligatoire);
export const justificatifSchema = fichier('Justificatif de commande et de paiement (PDF)', QueryJourObligatoire);

export const demandeFactureSchema = {
  summary: 'Envoie la facture de la commande par courriel à l’utilisateur',
  tags,
  params: ParamsReference,
  response: { 202: Type.Object({ envoyee_a: Type.String() }), ...erreurs },
};

export const Facture = Type.Object({
  type: Type.Enum(['FACTURE', 'AVOIR'] as const, {
    description: 'FACTURE, ou AVOIR : avoir d’un remboursement sur le portefeuille électronique.',
  }),
  numero: Type.String({ description: 'FAAAA-NNNNNN (facture) ou AVAAAA-NNNNNN (avoir).' }),
  date_facture: Type.String({ description: 'Date de la facture ou de l’avoir (AAAA-MM-JJ).' }),
  reference_commande: Nullable(Type.String()),
  jour_commande: Nullable(Type.String()),
  periode: Nullable(Type.String({ description: 'AAAA-MM : facture mensuelle du paiement différé.' })),
  moyen_paiement: Type.String({ description: 'Avoir : PORTEFEUILLE_ELECTRONIQUE, où il est remboursé.' }),
  montant: Prix,
  facture_creditee: Nullable(
    Type.String({ description: 'Avoir : numéro de la facture qu’il annule, s’il y en a une.' }),
  ),
  motif: Nullable(Type.String({ description: 'Avoir : motif du remboursement.' })),
});
export type Facture = Static<typeof Facture>;

export const facturesSchema = {
  summary: 'Factures et avoirs du compte client sélectionné, les plus récents d’abord',
  tags: ['factures'],
  querystring: Type.Object(
    {
      ...PAGE,
    },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ total: Type.Integer(), factures: Type.Array(Facture) }), ...erreurs },
};

export const factureSchema = {
  summary: 'Une facture ou un avoir en PDF',
  tags: ['factures'],
  params: Type.Object(
    {
      numero: Type.String({
        pattern: '^(F|AV)[0-9]{4}-[0-9]{6}$',
        'x-error-message': 'doit être un numéro de facture (FAAAA-NNNNNN) ou d’avoir (AVAAAA-NNNNNN)',
      }),
    },
    { additionalProperties: false },
  ),
  produces: ['application/pdf'],
  response: { ...erreurs },
};

const ParamsCompte = Type.Object(
  {
    id: Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      'x-error-message': 'doit être un identifiant de compte client',
    }),
  },
  { additionalProperties: false },
);

export const moyensSchema = {
  summary: 'Moyens de paiement du compte client',
  tags: ['paiements'],
  params: ParamsCompte,
  response: {
    200: Type.Object({
      moyens: Type.Array(
        Type.Object({
          code: Type.Enum(moyensProposes),
          libelle: Type.String(),
          disponible: Type.Boolean(),
          raison: Type.Optional(Type.String()),
        }),
      ),
      portefeuille: Type.Object({ solde: Prix }),
    }),
    ...erreurs,
  },
};

export const intitulesSchema = {
  summary: 'Libellés des moyens de paiement (SPEC §9)',
  tags: ['paiements'],
  params: ParamsCompte,
  response: { 200: Type.Record(Type.String(), Type.String()), ...erreurs },
};

export const portefeuilleSchema = {
  summary: 'Solde et mouvements du portefeuille électronique',
  tags: ['paiements'],
  params: ParamsCompte,
  response: {
    200: Type.Object({
      solde: Prix,
      mouvements: Type.Array(
        Type.Object({
          id: Type.Integer(),
          date: Instant,
          type: Type.Enum(['RECHARGEMENT', 'PAIEMENT', 'REMBOURSEMENT'] as const),
          libelle: Type.String(),
          montant: Prix,
          reference_commande: Nullable(Type.String()),
          numero_avoir: Nullable(Type.String({ description: 'Remboursement : numéro de son avoir.' })),
        }),
      ),
    }),
    ...erreurs,
  },
};

export const MONTANT_RECHARGEMENT_MIN = 10;
export const MONTANT_RECHARGEMENT_MAX = 5000;

export const rechargementSchema = {
  summary: 'Recharge le portefeuille électronique par carte',
  tags: ['paiements'],
  params: ParamsCompte,
  body: Type.Object(
    {
      montant: Type.Number({
        minimum: MONTANT_RECHARGEMENT_MIN,
        maximum: MONTANT_RECHARGEMENT_MAX,
        'x-error-message': `doit être un montant entre ${MONTANT_RECHARGEMENT_MIN} et ${MONTANT_RECHARGEMENT_MAX} euros`,
      }),
    },
    { additionalProperties: false },
  ),
  response: { 201: SessionPaiement, ...erreurs },
};

export const verificationSchema = {
  summary: 'Vérifie un code de vérification de document (public)',
  tags: ['documents'],
  params: Type.Object({ code: Type.String({ maxLength: 40 }) }, { additionalProperties: false }),
  response: {
    200: Type.Object({
      code: Type.String(),
      document: Type.Object({
        type: Type.String(),
        libelle: Type.String(),
        emis_le: Instant,
        entreprise: Type.Object({ siren: Nullable(Type.String()), denomination: Nullable(Type.String()) }),
        greffe: Nullable(Type.String()),
        numero_gestion: Nullable(Type.String()),
        empreinte_sha256: Type.String(),
      }),
    }),
    ...erreurs,
  },
};

/** Largest file `POST verifications/{code}/document` reads: the portal server's forward limit. */
export const TAILLE_MAX_FICHIER_VERIFIE = 1024 * 1024;

/** What the verification found of the seal of an uploaded file (its last signature). */
export const etatsCachet = ['INTACT', 'ROMPU', 'AUTRE_CERTIFICAT', 'ABSENT'] as const;

export const verificationFichierSchema = {
  summary: 'Vérifie un fichier PDF reçu : est-ce exactement le document délivré, son cachet est-il intact ? (public)',
  description:
    'Corps : les octets du fichier (application/pdf), au plus 1 Mio. `identique` : même empreinte SHA-256 que le document délivré sous ce code. `cachet.etat` : INTACT (signature valide sur tout le fichier, certificat du portail), ROMPU (le contenu ne correspond plus à la signature), AUTRE_CERTIFICAT (signature valide d’un autre certificat), ABSENT (aucune signature).',
  tags: ['documents'],
  consumes: ['application/pdf'],
  params: Type.Object({ code: Type.String({ maxLength: 40 }) }, { additionalProperties: false }),
  response: {
    200: Type.Object({
      code: Type.String(),
      identique: Type.Boolean(),
      empreinte_sha256: Type.String({ description: 'Empreinte du fichier envoyé.' }),
      cachet: Type.Object({
        etat: Type.Enum(etatsCachet),
        signe_le: Nullable(Instant),
        titulaire: Nullable(Type.String({ description: 'Nom du certificat qui a signé.' })),
      }),
      message: Type.String(),
    }),
    ...erreurs,
    413: ErrorResponse,
  },
};
export type VerificationFichier = Static<(typeof verificationFichierSchema.response)[200]>;

const Encaissement = Type.Object({
  id_session: Type.String(),
  date: Instant,
  objet: Type.Enum(['COMMANDE', 'RECHARGEMENT'] as const),
  libelle: Type.String(),
  moyen_paiement: Type.String(),
  libelle_moyen: Type.String(),
  montant: Prix,
  reference_commande: Nullable(Type.String()),
  jour_commande: Nullable(Type.String()),
  facture: Nullable(Type.String()),
  reference_prestataire: Nullable(Type.String({ description: 'Identifiant de la notification du prestataire.' })),
});

const PageEncaissements = {
  querystring: Type.Object(
    {
      ...PAGE,
    },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ total: Type.Integer(), encaissements: Type.Array(Encaissement) }), ...erreurs },
};

const DetailEncaissement = {
  querystring: Type.Object(
    { id_session: Type.String({ format: 'uuid', 'x-error-message': 'doit être un identifiant de paiement' }) },
    { additionalProperties: false },
  ),
  response: { 200: Encaissement, ...erreurs },
};

export const encaissementsSchema = {
  summary: 'Paiements reçus du compte client (cartes, portefeuille, différé), les plus récents d’abord',
  tags: ['factures'],
  ...PageEncaissements,
};
export const encaissementSchema = { summary: 'Un paiement reçu', tags: ['factures'], ...DetailEncaissement };
export const paiementsDirectsSchema = {
  summary: 'Paiements par carte des commandes du compte client',
  tags: ['factures'],
  ...PageEncaissements,
};
export const paiementDirectSchema = { summary: 'Un paiement par carte', tags: ['factures'], ...DetailEncaissement };

export const etatEndettementSchema = {
  summary: 'Débiteurs et inscriptions d’un état d’endettement commandé',
  tags,
  params: ParamsReference,
  querystring: Type.Object(
    {
      date_commande: Jour,
      id_article: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
      numero_debiteur: Type.Optional(
        Type.String({ pattern: '^[0-9]{9}$', 'x-error-message': 'doit être un numéro SIREN de 9 chiffres' }),
      ),
      code_greffe: Type.Optional(
        Type.String({ pattern: '^[0-9]{4}$', 'x-error-message': 'doit être un code greffe de 4 chiffres' }),
      ),
      type_inscription: Type.Optional(CategorieInscription),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      reference_commande: Type.String(),
      id_article: Type.Integer(),
      type: Type.String(),
      critere: Type.Record(Type.String(), Type.Unknown()),
      debiteurs: Type.Array(
        Type.Object({
          numero_debiteur: Type.String(),
          id_entite: Type.Integer(),
          denomination: Type.String(),
          greffe: Nullable(Type.Object({ code: Type.String(), nom: Type.String() })),
          inscriptions: Type.Array(
            Type.Object({
              type_inscription: Type.String(),
              libelle: Type.String(),
              numero: Type.String(),
              code_greffe: Nullable(Type.String()),
              date_inscription: Type.String(),
              date_radiation: Nullable(Type.String()),
              en_vigueur: Type.Boolean(),
              montant: Nullable(Type.Number()),
              creancier: Type.String(),
            }),
          ),
        }),
      ),
    }),
    ...erreurs,
  },
};
