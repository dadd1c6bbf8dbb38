import { Type, type Static } from 'typebox';

import { Nullable } from './commun/communs.js';
import { ErrorResponse, ValidationErrorResponse } from './commun/erreurs.js';
import { Prix } from './commun/paniers.js';
import { ParamsRevelation, ParamsSurveillance, Revelation } from './surveillance.js';

/**
 * Surveillance notices (« avis ») and reports (SPEC §7 « Surveillance service »: revelation/avis,
 * revelation/rapport, surveillance/rapport; FACTS §7: only the notices consulted are invoiced, once,
 * and the notice says what it costs before it is opened). Rules: services/src/modules/surveillance/README.md.
 */
const tags = ['surveillance'];
const erreurs = {
  400: ValidationErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
const Instant = Type.String({ format: 'date-time' });

/** Where a consulted notice was charged: the electronic wallet, or the account's monthly deferred invoice. */
export const modesFacturationAvis = ['PORTEFEUILLE', 'FACTURE_MENSUELLE'] as const;
export type ModeFacturationAvis = (typeof modesFacturationAvis)[number];

export const Avis = Type.Object({
  titre: Type.String({ examples: ['Transfert du siège social'] }),
  paragraphes: Type.Array(Type.String(), {
    description: 'Texte de l’avis : ce qui a changé, avant → après, la date, le greffe.',
  }),
  greffe: Nullable(Type.Object({ code: Type.String({ examples: ['7501'] }), libelle: Type.String() })),
  date_evenement: Type.String({ examples: ['2026-03-02'] }),
});
export type Avis = Static<typeof Avis>;

export const AvisRevelation = Type.Object({
  revelation: Revelation,
  prix: Prix,
  source_prix: Type.String({
    description: 'Source de la ligne de tarif appliquée.',
    examples: ['Grille Infogreffe 2015 (1,56 € par événement RCS consulté)'],
  }),
  consultee_le: Nullable(Instant),
  mode_facturation: Nullable(Type.Enum(modesFacturationAvis)),
  avis: Nullable(Avis),
});
export type AvisRevelation = Static<typeof AvisRevelation>;

export const avisRevelationSchema = {
  summary: 'L’avis d’une révélation : son prix avant consultation (gratuit à lire), son texte une fois consulté',
  tags,
  params: ParamsRevelation,
  response: { 200: AvisRevelation, ...erreurs },
};

export const consultationAvisSchema = {
  summary:
    'Consulte l’avis d’une révélation : facturé une seule fois (portefeuille électronique, sinon facture mensuelle), la révélation est marquée lue',
  tags,
  params: ParamsRevelation,
  response: { 200: AvisRevelation, ...erreurs },
};

export const rapportRevelationSchema = {
  summary: 'Rapport PDF d’une révélation dont l’avis a été consulté (409 avant)',
  tags,
  params: ParamsRevelation,
  produces: ['application/pdf'],
  response: { ...erreurs },
};

export const rapportSurveillanceSchema = {
  summary: 'Rapport PDF d’une surveillance : cible, domaines, groupe, dates, état et ses révélations (gratuit)',
  tags,
  params: ParamsSurveillance,
  produces: ['application/pdf'],
  response: { ...erreurs },
};
