import { Type, type Static } from 'typebox';

import { ErrorResponse, ValidationErrorResponse } from '../commun/erreurs.js';
import { ApresId, Limit, Offset } from '../commun/integers.js';
import { CodeDepartement, CodeNaf, Division } from '../commun/communs.js';
import { EntrepriseResume } from './resumes.js';

const tags = ['seo'];
const erreurs = { 400: ValidationErrorResponse, 404: ErrorResponse };
const nombreEntreprises = Type.Integer({ description: 'Entreprises actives (siège dans le département).' });
const DepartementNomme = Type.Object({
  code: Type.String({ examples: ['75'] }),
  nom: Type.String({ examples: ['Paris'] }),
});
const Secteur = Type.Object({ code: Type.String({ examples: ['62'] }), libelle: Type.String() });

export const departementsSchema = {
  summary: 'Départements ayant des entreprises actives',
  description: 'Comptes précalculés (table statistiques_seo), par code.',
  tags,
  response: {
    200: Type.Object({
      departements: Type.Array(Type.Object({ ...DepartementNomme.properties, nombre_entreprises: nombreEntreprises })),
    }),
  },
};

export const SecteursParams = Type.Object({ dep: CodeDepartement });

export const secteursSchema = {
  summary: "Secteurs d'activité (divisions NAF) d'un département",
  description: 'Divisions ayant au moins une entreprise active, par code.',
  tags,
  params: SecteursParams,
  response: {
    200: Type.Object({
      departement: DepartementNomme,
      secteurs: Type.Array(Type.Object({ ...Secteur.properties, nombre_entreprises: nombreEntreprises })),
    }),
    ...erreurs,
  },
};

export const CodesNafParams = Type.Object({ dep: CodeDepartement, division: Division });

export const codesNafSchema = {
  summary: "Codes NAF d'un secteur dans un département",
  tags,
  params: CodesNafParams,
  response: {
    200: Type.Object({
      departement: DepartementNomme,
      secteur: Secteur,
      codes_naf: Type.Array(
        Type.Object({
          code: Type.String({ examples: ['62.01Z'] }),
          libelle: Type.String(),
          nombre_entreprises: nombreEntreprises,
        }),
      ),
    }),
    ...erreurs,
  },
};

export const LIMIT_SEO = 50;
export const LIMIT_PLAN = 50_000;

/** Deep pages would walk the index one row at a time; the sitemap (plan) reaches every company. */
export const OFFSET_MAX_SEO = 10_000;

export const EntreprisesSeoQuery = Type.Object(
  {
    numero_departement: Type.Optional(CodeDepartement),
    secteur_activite: Type.Optional(Division),
    code_naf: Type.Optional(CodeNaf),
    code_greffe: Type.Optional(
      Type.String({ pattern: '^[0-9]{4}$', examples: ['7501'], 'x-error-message': 'doit être composé de 4 chiffres' }),
    ),
    capital_social: Type.Optional(Type.Number({ minimum: 0, description: 'Capital minimum, en euros.' })),
    limit: Type.Optional(Limit(LIMIT_SEO, 100)),
    offset: Type.Optional(Offset(OFFSET_MAX_SEO)),
  },
  { additionalProperties: false },
);
export type EntreprisesSeoQuery = Static<typeof EntreprisesSeoQuery>;

export const entreprisesSeoSchema = {
  summary: "Entreprises actives, les plus grandes d'abord",
  description:
    "Par nombre d'établissements puis capital. Le total vient des comptes précalculés quand seuls le département, " +
    'le secteur, le code NAF ou le greffe filtrent ; avec capital_social ou plusieurs filtres dont le greffe, il est ' +
    `compté à la demande et plafonné à ${OFFSET_MAX_SEO}.`,
  tags,
  querystring: EntreprisesSeoQuery,
  response: {
    200: Type.Object({ total: Type.Integer(), entreprises: Type.Array(EntrepriseResume) }),
    400: ValidationErrorResponse,
  },
};

export const typesPlan = ['entreprises', 'etablissements'] as const;
export type TypePlan = (typeof typesPlan)[number];

export const PlanParams = Type.Object({
  type: Type.Enum(typesPlan, { description: 'entreprises, ou etablissements (une liste par entreprise).' }),
});

export const PlanQuery = Type.Object(
  {
    apres_id: Type.Optional(ApresId()),
    limit: Type.Optional(Limit(LIMIT_PLAN, LIMIT_PLAN)),
  },
  { additionalProperties: false },
);

export const ElementPlan = Type.Object({
  id: Type.Integer({ description: "Identifiant de l'entreprise." }),
  siren: Type.String(),
  denomination: Type.String(),
  lastmod: Type.String({ format: 'date', description: 'Date de dernière mise à jour (AAAA-MM-JJ).' }),
});
export type ElementPlan = Static<typeof ElementPlan>;

const MaxId = Type.Object({
  max_id: Type.Integer({ description: "Plus grand id d'entreprise du plan (0 s'il est vide).", examples: [1000000] }),
});

export const resumePlanSchema = {
  summary: 'Étendue du plan du site',
  description: "Plus grand id de chaque type de plan, pour découper l'index des sitemaps en plages d'ids.",
  tags,
  response: { 200: Type.Object({ entreprises: MaxId, etablissements: MaxId }) },
};

export const planSchema = {
  summary: 'Plan du site (sitemap) par pages',
  description:
    'Pages par clé : id > apres_id, par id croissant. Les entrepreneurs individuels en sont exclus (pages en noindex) ; ' +
    "le type etablissements ne retient que les entreprises d'au moins deux établissements.",
  tags,
  params: PlanParams,
  querystring: PlanQuery,
  response: { 200: Type.Object({ elements: Type.Array(ElementPlan) }), 400: ValidationErrorResponse },
};

/** A sector or NAF code of the browse tree with its number of active companies. */
export type CompteSeo = Static<(typeof secteursSchema.response)[200]>['secteurs'][number];
/** A département of the browse tree with its number of active companies. */
export type DepartementSeo = Static<(typeof departementsSchema.response)[200]>['departements'][number];
