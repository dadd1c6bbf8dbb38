import { Type, type Static } from 'typebox';

import { ErrorResponse, ValidationErrorResponse } from '../commun/erreurs.js';
import { CompteClient, typesCompte, typesProfil } from './compte-client.js';
import { LONGUEUR_LIBELLE, LONGUEUR_NOM, Texte, TexteOuNull, dateIso } from '../commun/comptes.js';

const libelle = (examples: string[]) => TexteOuNull({ max: LONGUEUR_LIBELLE, examples });
const ligne = (examples: string[]) => Texte({ min: 1, max: LONGUEUR_LIBELLE, examples });
const nom = (examples: string[]) => Texte({ min: 1, max: LONGUEUR_NOM, examples });

export const CreationDossierClient = Type.Object(
  {
    type_compte: Type.Enum(typesCompte, { description: 'MEMBRE gratuit ; ABONNE 99 € TTC par an (tarif en base).' }),
    type_profil: Type.Enum(typesProfil),
    siren: Type.Optional(
      Type.Unsafe<string | null>({
        type: ['string', 'null'],
        pattern: '^[0-9 ]{9,11}$',
        'x-error-message': 'doit être composé de 9 chiffres',
        description: 'Obligatoire pour un professionnel, absent pour un particulier ; clé de Luhn vérifiée.',
        examples: ['552100554'],
      }),
    ),
    denomination_sociale: Type.Optional(
      TexteOuNull({ max: LONGUEUR_NOM, description: 'Obligatoire pour un professionnel.', examples: ['MARTIN SARL'] }),
    ),
    libelle_courrier: Type.Optional(libelle(['MARTIN SARL'])),
    libelle_facturation: Type.Optional(libelle(['MARTIN SARL'])),
    contact_nom: nom(['Martin']),
    contact_prenom: nom(['Claire']),
    numero_voie_facturation: ligne(['12 rue de la Paix']),
    complement_adresse_facturation: Type.Optional(libelle(['Bâtiment B'])),
    code_postal_facturation: Type.String({
      pattern: '^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$',
      'x-error-message': "n'est pas un code postal valide",
      examples: ['75002'],
    }),
    ville_facturation: ligne(['Paris']),
    pays_facturation: Type.Optional(
      Type.String({
        pattern: '^[A-Z]{2}$',
        'x-error-message': 'doit être un code pays de 2 lettres (FR)',
        default: 'FR',
      }),
    ),
    date_debut: Type.Optional(
      dateIso("Début de la première période d'un abonné ; aujourd'hui (heure de Paris) par défaut."),
    ),
  },
  { additionalProperties: false },
);
export type CreationDossierClient = Static<typeof CreationDossierClient>;

export const creationSchema = {
  summary: 'Crée un compte client administré par l’utilisateur',
  description:
    'Position OUVERT, offre 14. Un abonné reçoit sa première période annuelle, EN_ATTENTE_DE_PAIEMENT. ' +
    "Le compte est sélectionné si l'utilisateur n'en avait aucun de sélectionné.",
  tags: ['comptes clients'],
  body: CreationDossierClient,
  response: { 201: CompteClient, 400: ValidationErrorResponse, 401: ErrorResponse },
};
