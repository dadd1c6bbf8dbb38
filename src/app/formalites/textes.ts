/**
 * Wording of the formalities: types and states in words and colours, the SPEC §8 message of the
 * guichet unique, and what the pages say when nothing is found. The labels repeat the contract's
 * (the site takes only types from it): `satisfies` keeps the two in step.
 */
import type {
  EtatFormalite,
  MESSAGE_PROVENANCE_GUICHET_UNIQUE,
  OperationDgfip,
  TypeFormalite,
} from '@portail/contrat/formalites';
import { theme } from '../../theme';
import type { Teinte } from '../ui/resultats';

const { colors } = theme;

/** The contract's LIBELLES_TYPE_FORMALITE. */
export const LIBELLES_TYPE: Readonly<Record<TypeFormalite, string>> = {
  IMMATRICULATION: 'Immatriculation',
  MODIFICATION: 'Modification',
  CESSATION: 'Cessation d’activité',
  DEPOT_COMPTES: 'Dépôt des comptes annuels',
  INSCRIPTION_DGFIP: 'Inscription DGFiP',
};

/** The contract's LIBELLES_ETAT_FORMALITE, in the order a dossier goes through them. */
export const LIBELLES_ETAT: Readonly<Record<EtatFormalite, string>> = {
  RECUE: 'Reçue',
  EN_COURS_INSTRUCTION: 'En cours d’instruction',
  EN_ATTENTE_REGULARISATION: 'En attente de régularisation',
  VALIDEE: 'Validée',
  REJETEE: 'Rejetée',
  INSCRITE: 'Inscrite',
};

export const ETATS = Object.keys(LIBELLES_ETAT) as EtatFormalite[];

/** The contract's LIBELLES_OPERATION_DGFIP. */
export const LIBELLES_OPERATION: Readonly<Record<OperationDgfip, string>> = {
  INSCRIPTION: 'Inscription du privilège du Trésor',
  RENOUVELLEMENT: 'Renouvellement de l’inscription du privilège du Trésor',
  RADIATION: 'Radiation de l’inscription du privilège du Trésor',
};

export const OPERATIONS = Object.keys(LIBELLES_OPERATION) as OperationDgfip[];

/** The reason's heading of a state that carries one (the contract's ETATS_AVEC_MOTIF). */
export const LIBELLES_MOTIF: Partial<Record<EtatFormalite, string>> = {
  EN_ATTENTE_REGULARISATION: 'Régularisation demandée',
  REJETEE: 'Motif du rejet',
};

export const TEINTES_ETAT: Readonly<Record<EtatFormalite, Teinte>> = {
  RECUE: { texte: colors.primary, fond: colors.primarySoft },
  EN_COURS_INSTRUCTION: { texte: colors.primary, fond: colors.primarySoft },
  EN_ATTENTE_REGULARISATION: { texte: colors.warning, fond: colors.warningSoft },
  VALIDEE: { texte: colors.success, fond: colors.successSoft },
  REJETEE: { texte: colors.error, fond: colors.errorSoft },
  INSCRITE: { texte: colors.success, fond: colors.successSoft },
};

/** « Reçue », or the code of a state the site does not know yet. */
export const libelleEtat = (etat: string) => LIBELLES_ETAT[etat as EtatFormalite] ?? etat;
export const libelleType = (type: string) => LIBELLES_TYPE[type as TypeFormalite] ?? type;
export const teinteEtat = (etat: string): Teinte =>
  TEINTES_ETAT[etat as EtatFormalite] ?? { texte: colors.textMuted, fond: colors.surfaceAlt };

/** The site where company formalities are filed since 1 January 2023. */
export const GUICHET_UNIQUE = 'https://formalites.entreprises.gouv.fr';

/** SPEC §8, word for word (the type is the contract's constant: the compiler checks the text). */
export const MESSAGE_PROVENANCE: typeof MESSAGE_PROVENANCE_GUICHET_UNIQUE =
  'Une erreur est survenue lors de la validation de votre provenance du site guichet unique. Veuillez recommencer la procédure en vous rendant sur le site guichet unique ';

export const TITRE_SUIVI = 'Suivre une formalité';
export const MESSAGE_INDISPONIBLE =
  'Le service de suivi des formalités ne répond pas pour le moment. Veuillez réessayer dans un instant.';
export const MESSAGE_AUCUNE =
  'Aucune formalité ne correspond à ces critères. Vérifiez le numéro de liasse ou la référence indiqués sur le récépissé de dépôt, ou cherchez par SIREN.';
export const MESSAGE_INTROUVABLE =
  'Cette formalité est introuvable dans les formalités de votre compte client : vérifiez le lien utilisé, ou retrouvez-la par le suivi des formalités.';
