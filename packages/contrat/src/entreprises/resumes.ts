import { Type, type Static } from 'typebox';

import { Adresse, Capital, DateIso, Libelle, Nullable } from '../commun/communs.js';

export const EtatEntreprise = Type.Enum(['ACTIVE', 'RADIEE'], { description: 'ACTIVE ou RADIEE.' });
export const EtatEtablissement = Type.Enum(['ACTIF', 'FERME'], { description: 'ACTIF ou FERME.' });
export type EtatEntreprise = Static<typeof EtatEntreprise>;
export type EtatEtablissement = Static<typeof EtatEtablissement>;

/** What a list shows of a company: SEO lists, a person's mandates, an establishment's parent. */
export const EntrepriseResume = Type.Object({
  id: Type.Integer({ examples: [1] }),
  siren: Type.String({ examples: ['552100554'] }),
  siren_formate: Type.String({ examples: ['552 100 554'] }),
  denomination: Type.String({ examples: ['EXEMPLE INDUSTRIES'] }),
  sigle: Nullable(Type.String()),
  forme_juridique: Libelle,
  etat: EtatEntreprise,
  naf: Nullable(Libelle),
  capital: Nullable(Capital),
  date_immatriculation: Nullable(DateIso),
  siege: Nullable(
    Type.Object({
      code_postal: Nullable(Type.String({ examples: ['75008'] })),
      commune: Nullable(Type.String({ examples: ['PARIS'] })),
    }),
  ),
  nombre_etablissements: Type.Integer(),
});
export type EntrepriseResume = Static<typeof EntrepriseResume>;

/** An establishment as a list shows it. */
export const EtablissementResume = Type.Object({
  id: Type.Integer({ examples: [10] }),
  siret: Type.String({ examples: ['55210055400013'] }),
  siret_formate: Type.String({ examples: ['552 100 554 00013'] }),
  nic: Type.String({ examples: ['00013'] }),
  siege: Type.Boolean(),
  enseigne: Nullable(Type.String()),
  denomination_usuelle: Nullable(Type.String()),
  adresse: Adresse,
  naf: Nullable(Libelle),
  etat: EtatEtablissement,
  date_creation: Nullable(DateIso),
  date_fermeture: Nullable(DateIso),
});
export type EtablissementResume = Static<typeof EtablissementResume>;
