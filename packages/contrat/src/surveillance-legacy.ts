import { Type, type Static } from 'typebox';

import { Nullable } from './commun/communs.js';
import { ErrorResponse, ValidationErrorResponse } from './commun/erreurs.js';
import { INT4_MAX } from './commun/integers.js';
import { Prix } from './commun/paniers.js';
import { domainesSurveillance, EntrepriseResume, Surveillance, typesEvenement } from './surveillance.js';

/**
 * Two calls of the legacy surveillance service (SPEC §7 « Legacy service: … catalogue per dossier,
 * deleteDomaineSurveillancePaye (payload lotsSurveillanceToDelete) »): what an account can watch on
 * a company, and the removal of domains from several watches at once. No domain is paid (FACTS §7:
 * opening a watch is free, only consulted notices are charged). Rules:
 * services/src/modules/surveillance/README.md.
 */
const tags = ['surveillance'];
const erreurs = {
  400: ValidationErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

/** The largest batch of deleteDomaineSurveillancePaye. */
export const LOTS_SURVEILLANCE_MAX = 100;

const Siren = Type.String({
  pattern: '^[0-9]{9}$',
  'x-error-message': 'doit être composé de 9 chiffres',
  description: 'SIREN de l’entreprise (clé de contrôle vérifiée).',
  examples: ['552100554'],
});

export const PrixAvisDomaine = Type.Object({
  prix: Prix,
  source_prix: Type.String({
    description: 'Source de la ligne de tarif appliquée.',
    examples: ['Grille Infogreffe 2015 (1,56 € par événement RCS consulté)'],
  }),
});
export type PrixAvisDomaine = Static<typeof PrixAvisDomaine>;

export const DomaineCatalogue = Type.Object({
  code: Type.Enum(domainesSurveillance),
  libelle: Type.String({ examples: ['Registre, comptes et actes'] }),
  types_evenement: Type.Array(Type.Enum(typesEvenement)),
  inclus: Type.Boolean({
    description: 'Le domaine est l’un des domaines de la surveillance active du compte sur cette entreprise.',
  }),
  prix_avis: Type.Union([PrixAvisDomaine, Type.Null()], {
    description:
      'Prix de consultation d’un avis de ces événements pour ce compte aujourd’hui (le plus élevé de ses types) ; ' +
      'null sans ligne de tarif en vigueur. L’ouverture d’une surveillance est gratuite.',
  }),
});
export type DomaineCatalogue = Static<typeof DomaineCatalogue>;

export const CatalogueSurveillance = Type.Object({
  entreprise: EntrepriseResume,
  surveillable: Type.Boolean({
    description: 'Le compte peut ouvrir aujourd’hui une surveillance de cette entreprise.',
  }),
  motif: Nullable(
    Type.String({
      description:
        'Pourquoi elle ne peut pas l’être : le refus que donnerait POST surveillance (null si surveillable).',
    }),
  ),
  surveillance_id: Nullable(
    Type.Integer({ description: 'La surveillance active de cette entreprise par le compte, s’il en a une.' }),
  ),
  domaines: Type.Array(DomaineCatalogue),
});
export type CatalogueSurveillance = Static<typeof CatalogueSurveillance>;

export const catalogueSurveillanceSchema = {
  summary: 'Ce que le compte peut surveiller sur une entreprise (appel historique : catalogue par dossier)',
  tags,
  params: Type.Object({ siren: Siren }, { additionalProperties: false }),
  response: { 200: CatalogueSurveillance, ...erreurs },
};

export const LotSurveillance = Type.Object(
  {
    id_surveillance: Type.Integer({
      minimum: 1,
      maximum: INT4_MAX,
      description: 'Identifiant de la surveillance.',
      examples: [1],
      'x-error-message': 'doit être un identifiant (entier positif)',
    }),
    domaines: Type.Array(Type.Enum(domainesSurveillance), {
      minItems: 1,
      maxItems: domainesSurveillance.length,
      uniqueItems: true,
      description: 'Domaines à retirer de cette surveillance, un au moins, sans doublon.',
      examples: [['PROCEDURES_COLLECTIVES']],
    }),
  },
  { additionalProperties: false },
);
export type LotSurveillance = Static<typeof LotSurveillance>;

export const SuppressionDomaines = Type.Object(
  {
    lotsSurveillanceToDelete: Type.Array(LotSurveillance, {
      minItems: 1,
      maxItems: LOTS_SURVEILLANCE_MAX,
      description: 'Une surveillance par lot, de 1 à 100 lots.',
    }),
  },
  { additionalProperties: false },
);
export type SuppressionDomaines = Static<typeof SuppressionDomaines>;

export const DomainesSupprimes = Type.Object({
  surveillances: Type.Array(Surveillance, {
    description: 'Les surveillances après le changement, dans l’ordre des lots ; sans domaine restant : TERMINEE.',
  }),
});
export type DomainesSupprimes = Static<typeof DomainesSupprimes>;

export const suppressionDomainesSchema = {
  summary: 'Retire des domaines de surveillances du compte (appel historique deleteDomaineSurveillancePaye)',
  description:
    'Tous les lots ou aucun. Une surveillance dont le dernier domaine est retiré prend fin (TERMINEE, motif SUPPRESSION). ' +
    'Aucun domaine n’est payant : l’ouverture d’une surveillance est gratuite, seuls les avis consultés sont facturés.',
  tags,
  body: SuppressionDomaines,
  response: { 200: DomainesSupprimes, ...erreurs },
};
