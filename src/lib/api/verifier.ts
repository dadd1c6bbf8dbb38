/**
 * The one payload checker of the site: clients check what they rely on and fail loudly on anything
 * else (STYLE §2), with a ReponseInattendue naming the first missing field.
 */
import { ReponseInattendue, type Source } from './erreurs';

/** A field's expected type; `'string?'` also accepts null or nothing. `null` never passes the others. */
export type Attendu = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'string?';

/** The fields of an object the site relies on, with their types. */
export type Forme = Record<string, Attendu>;

export interface OptionsVerification {
  /** Who answered, for the error's wording (the app's services by default). */
  source?: Source;
  /** Where the object sits in the answer (`resultats[0]`); the answer itself by default. */
  ou?: string;
}

const conforme = (champ: unknown, type: Attendu): boolean => {
  if (type === 'array') return Array.isArray(champ);
  if (type === 'string?') return champ === null || champ === undefined || typeof champ === 'string';
  return typeof champ === type && champ !== null;
};

/** `valeur` as a T once each field of `forme` has its type; a ReponseInattendue otherwise. */
export function verifier<T>(
  chemin: string,
  valeur: unknown,
  forme: Forme,
  { source = 'service', ou }: OptionsVerification = {},
): T {
  if (valeur === null || typeof valeur !== 'object') {
    // The services' wording says « corps absent » for the answer itself, the others « corps manquant ».
    const absent = ou ? `${ou} manquant` : source === 'service' ? 'corps absent' : 'corps manquant';
    throw new ReponseInattendue(chemin, absent, source);
  }
  const record = valeur as Record<string, unknown>;
  for (const [cle, type] of Object.entries(forme)) {
    if (!conforme(record[cle], type))
      throw new ReponseInattendue(chemin, `${ou ? `${ou}.` : ''}${cle} manquant`, source);
  }
  return valeur as T;
}
