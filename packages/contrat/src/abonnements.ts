import { Type, type Static } from 'typebox';

import { Nullable } from './commun/communs.js';
import { IdCompteClient, dateIso } from './commun/comptes.js';
import { ErrorResponse, ValidationErrorResponse } from './commun/erreurs.js';
import { Prix } from './commun/paniers.js';
import { Commande, statutsCommande } from './commandes.js';
import { statutsAbonnement } from './comptes-clients/abonnement.js';
import { AdresseFacturation, typesCompte } from './comptes-clients/compte-client.js';
import { CreationDossierClient } from './comptes-clients/creation.js';

/**
 * The subscription (SPEC §2 « mon-abonnement », §7 `commandes/abonnements`; FACTS §7): the
 * account's periods, the offer, and the order that pays a period through the ordinary order and
 * payment flow. Routes and rules: services/src/modules/abonnements/README.md.
 */
const tags = ['abonnements'];

const Uuid = Type.String({
  format: 'uuid',
  'x-error-message': 'doit être un identifiant de période (UUID)',
  description: 'Identifiant public de la période (lien de reprise /mon-abonnement/reprise/{uuid}).',
});

export const PeriodeAbonnement = Type.Object({
  id: Type.Integer(),
  uuid: Type.String({ format: 'uuid' }),
  formule: Type.String({ examples: ['ANNUEL'] }),
  libelle: Type.String({ examples: ['Abonnement annuel'] }),
  date_debut: dateIso('Premier jour ; pour une période payée, le jour du paiement au plus tôt.'),
  date_fin: Nullable(dateIso('Dernier jour inclus ; null pour une adhésion de membre.')),
  montant: Prix,
  statut: Type.Enum(statutsAbonnement),
  resiliation_demandee_le: Nullable(dateIso()),
  paye_le: Nullable(Type.String({ format: 'date-time' })),
  adresse_facturation: AdresseFacturation,
  commande: Nullable(
    Type.Object({
      reference_commande: Type.String({ examples: ['CMD-2026-000001'] }),
      jour_commande: dateIso('Jour de la commande à Paris.'),
      statut: Type.Enum(statutsCommande),
    }),
  ),
});
export type PeriodeAbonnement = Static<typeof PeriodeAbonnement>;

export const MesAbonnements = Type.Object({
  id_compte_client: IdCompteClient,
  type_compte: Type.Enum(typesCompte),
  abonne_actif: Type.Boolean({
    description: "Les droits d'abonné sont ouverts aujourd'hui : une période payée couvre la date du jour.",
  }),
  paye_jusqu_au: Nullable(dateIso('Dernier jour couvert par une période payée (renouvellements compris).')),
  offre: Type.Object({
    formule: Type.String({ examples: ['ANNUEL'] }),
    libelle: Type.String({ examples: ['Abonnement annuel'] }),
    duree_mois: Type.Integer({ examples: [12] }),
    montant: Prix,
    plafond_surveillances: Nullable(
      Type.Integer({ description: 'Surveillances actives permises à un abonné (grille en vigueur).' }),
    ),
  }),
  abonnements: Type.Array(PeriodeAbonnement, { description: 'Les périodes du compte, la plus récente d’abord.' }),
});
export type MesAbonnements = Static<typeof MesAbonnements>;

export const listeAbonnementsSchema = {
  summary: "Périodes d'abonnement du compte client, l'offre et les droits en cours",
  tags,
  querystring: Type.Object({ id_compte_client: IdCompteClient }, { additionalProperties: false }),
  response: { 200: MesAbonnements, 400: ValidationErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
};

/** The billing block a subscriber may correct before paying: the fields and rules of an account's creation. */
export const AdresseFacturationSaisie = Type.Pick(CreationDossierClient, [
  'libelle_facturation',
  'contact_nom',
  'contact_prenom',
  'numero_voie_facturation',
  'complement_adresse_facturation',
  'code_postal_facturation',
  'ville_facturation',
  'pays_facturation',
]);
export type AdresseFacturationSaisie = Static<typeof AdresseFacturationSaisie>;

export const CommandeAbonnementCorps = Type.Object(
  {
    id_compte_client: IdCompteClient,
    uuid: Type.Optional(Uuid),
    adresse_facturation: Type.Optional(AdresseFacturationSaisie),
  },
  { additionalProperties: false },
);
export type CommandeAbonnementCorps = Static<typeof CommandeAbonnementCorps>;

export const CommandeAbonnement = Type.Object({ abonnement: PeriodeAbonnement, commande: Commande });
export type CommandeAbonnement = Static<typeof CommandeAbonnement>;

export const commandeAbonnementSchema = {
  summary: "Commande qui paie une période d'abonnement",
  description:
    'La période désignée par uuid, sinon la période en attente de paiement du compte, sinon une nouvelle période ' +
    'annuelle (adhésion d’un membre, renouvellement, reprise après expiration). Renvoie la commande à payer déjà ' +
    'ouverte pour cette période s’il y en a une. Réservé aux administrateurs du compte client.',
  tags,
  body: CommandeAbonnementCorps,
  response: {
    200: CommandeAbonnement,
    201: CommandeAbonnement,
    400: ValidationErrorResponse,
    401: ErrorResponse,
    403: ErrorResponse,
    404: ErrorResponse,
    409: ErrorResponse,
  },
};
