import { Type, type TUnsafe } from 'typebox';

import { CUSTOM_MESSAGE_KEYWORD } from './messages.js';

/** SPEC §5 limits: 70 for names, 38 for libellés and address lines (one line of a French postal address). */
export const LONGUEUR_NOM = 70;
export const LONGUEUR_LIBELLE = 38;

const caracteres = (n: number) => `${n} caractère${n > 1 ? 's' : ''}`;
export const limiteA = (n: number) => `Limité à ${caracteres(n)}.`;
export const minimumRequis = (n: number) => `Minimum ${caracteres(n)} requis.`;
export const CARACTERES_SPECIAUX = 'Les caractères spéciaux ne sont pas autorisés';

// Letters (accented included), digits, spaces and the punctuation names and addresses use.
const SANS_CARACTERES_SPECIAUX = "^[\\p{L}\\p{N} '’.,&/()-]*$";

interface TexteOptions {
  max: number;
  /** Minimum length; 1 for a required field that must not be empty. */
  min?: number;
  /** false for free text (a reason) where any character is fine. */
  filtrer?: boolean;
  description?: string;
  examples?: unknown[];
}

/**
 * Each rule in its own allOf branch with its own `x-error-message`, so that a too long and a
 * badly written value each get their SPEC §5 message (one message per schema otherwise).
 */
function regles({ max, min, filtrer = true }: TexteOptions): Record<string, unknown>[] {
  const branches: Record<string, unknown>[] = [{ maxLength: max, [CUSTOM_MESSAGE_KEYWORD]: limiteA(max) }];
  if (min !== undefined) branches.unshift({ minLength: min, [CUSTOM_MESSAGE_KEYWORD]: minimumRequis(min) });
  if (filtrer) branches.push({ pattern: SANS_CARACTERES_SPECIAUX, [CUSTOM_MESSAGE_KEYWORD]: CARACTERES_SPECIAUX });
  return branches;
}

export function Texte(options: TexteOptions): TUnsafe<string> {
  const { description, examples } = options;
  return Type.Unsafe<string>({ type: 'string', allOf: regles(options), description, examples });
}

/** A text that may be null (a libellé the user has not given). */
export function TexteOuNull(options: TexteOptions): TUnsafe<string | null> {
  const { description, examples } = options;
  return Type.Unsafe<string | null>({ type: ['string', 'null'], allOf: regles(options), description, examples });
}

// Nullable in answers only: TypeBox unions would hide the reasons of a 400 in requests.
export { Nullable } from './communs.js';

export const dateIso = (description = 'Date au format AAAA-MM-JJ.') =>
  Type.String({ format: 'date', description, examples: ['2025-01-31'] });

export const IdCompteClient = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  description: 'Identifiant du compte client.',
  examples: [1],
});

export const IdParams = Type.Object({ id: IdCompteClient });

export const DateQuery = Type.Object(
  { date: Type.Optional(dateIso("Date d'observation, AAAA-MM-JJ ; aujourd'hui (heure de Paris) par défaut.")) },
  { additionalProperties: false },
);
