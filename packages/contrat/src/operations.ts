import { Type, type Static } from 'typebox';

/**
 * The operations channel of the services (plugins/app/operations.ts): what an operator's command
 * asks of a running instance whose embedded database it cannot open itself. Outside `/api`: the
 * portal server never relays it.
 */
export const DemandeActivite = Type.Object(
  {
    date: Type.Optional(
      Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Première journée, AAAA-MM-JJ.' }),
    ),
    jours: Type.Optional(Type.Integer({ minimum: 1, maximum: 366 })),
    graine: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    intensite: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
    simulation: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DemandeActivite = Static<typeof DemandeActivite>;

const EvenementSimule = Type.Object({
  type: Type.String(),
  nature: Type.String(),
  libelle: Type.String(),
  siren: Type.String(),
  entreprise_id: Type.Integer(),
  personne_physique_id: Type.Union([Type.Integer(), Type.Null()]),
});

export const BilanJourActivite = Type.Object({
  date: Type.String(),
  applique: Type.Boolean(),
  ouvre: Type.Boolean(),
  changements: Type.Record(Type.String(), Type.Integer()),
  evenements: Type.Integer(),
  simules: Type.Optional(Type.Array(EvenementSimule)),
});
export type BilanJourActivite = Static<typeof BilanJourActivite>;

export const ReponseActivite = Type.Object({
  bilans: Type.Array(BilanJourActivite),
  /** true: the fan-out of the new events into révélations is queued to run now. */
  diffusion_planifiee: Type.Boolean(),
});
export type ReponseActivite = Static<typeof ReponseActivite>;

/** 401 of the channel: no token, or not the instance's. */
export const RefusOperations = Type.Object({ message: Type.String() });
