import { Type, type Static } from 'typebox';

import { Adresse, Capital, DateIso, Libelle, Nullable } from '../commun/communs.js';

export const EtatEntreprise = Type.Enum(['ACTIVE', 'RADIEE'], { description: 'ACTIVE ou RADIEE.' });
export const EtatEtablissement = Type.Enum(['ACTIF', 'FERME'], { description: 'ACTIF ou FERME.' });

/** What a list shows of a company: SEO lists, a person's mandates, an establishment's parent. */
export const EntrepriseResume = Type.Object({
  id: Type.Integer({ examples: [1] }),
  siren: Type.String({ examples: ['552100554'] }),
  sirenFormate: Type.String({ examples: ['552 100 554'] }),
  denomination: Type.String({ examples: ['EXEMPLE INDUSTRIES'] }),
  sigle: Nullable(Type.String()),
  formeJuridique: Libelle,
  etat: EtatEntreprise,
  naf: Nullable(Libelle),
  capital: Nullable(Capital),
  dateImmatriculation: Nullable(DateIso),
  siege: Nullable(
    Type.Object({
      codePostal: Nullable(Type.String({ examples: ['75008'] })),
      commune: Nullable(Type.String({ examples: ['PARIS'] })),
    }),
  ),
  nombreEtablissements: Type.Integer(),
});
export type EntrepriseResume = Static<typeof EntrepriseResume>;

/** An establishment as a list shows it. */
export const EtablissementResume = Type.Object({
  id: Type.Integer({ examples: [10] }),
  siret: Type.String({ examples: ['55210055400013'] }),
  siretFormate: Type.String({ examples: ['552 100 554 00013'] }),
  nic: Type.String({ examples: ['00013'] }),
  siege: Type.Boolean(),
  enseigne: Nullable(Type.String()),
  denominationUsuelle: Nullable(Type.String()),
  adresse: Adresse,
  naf: Nullable(Libelle),
  etat: EtatEtablissement,
  dateCreation: Nullable(DateIso),
  dateFermeture: Nullable(DateIso),
});
export type EtablissementResume = Static<typeof EtablissementResume>;
