import { Type, type Static } from 'typebox';

/** Body of every error answer (4xx and 5xx); `message` is French and shown to users. */
export const ErrorResponse = Type.Object({
  statusCode: Type.Integer({ examples: [404] }),
  error: Type.String({ examples: ['Not Found'] }),
  message: Type.String({ examples: ['Ressource introuvable.'] }),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

export const FieldError = Type.Object({
  field: Type.String({ description: 'Partie de la requête et champ.', examples: ['query.departement'] }),
  message: Type.String({ examples: ['doit être un entier'] }),
});
export type FieldError = Static<typeof FieldError>;

/** HTTP 400: one entry per rejected field, so a form can show each message beside its field. */
export const ValidationErrorResponse = Type.Object({
  statusCode: Type.Literal(400),
  error: Type.Literal('Bad Request'),
  message: Type.String({ examples: ['Requête invalide : query.limit doit être un entier.'] }),
  errors: Type.Array(FieldError),
});
export type ValidationErrorResponse = Static<typeof ValidationErrorResponse>;
