/** A refusal of a service (400) placed on the fields of the form that sent the request. */
import { ErreurApi } from '../../lib/api/erreurs';

const PREDICAT = /^(n['’]|ne |doit |est |a |comporte |contient )/u;

/** « n'est pas un numéro SIREN valide » → « Le numéro SIREN n’est pas un numéro SIREN valide. » */
function phrase(sujet: string, message: string): string {
  const texte = message
    .trim()
    .replace(/[.\s]+$/u, '')
    .replace(/'/g, '’');
  if (PREDICAT.test(texte)) return `${sujet} ${texte}.`;
  return `${texte.charAt(0).toLocaleUpperCase('fr-FR')}${texte.slice(1)}.`;
}

/** A refusal of the service (400), each message on the field it names; the rest for the whole form. */
export interface RefusParChamp<C extends string> {
  champs: Partial<Record<C, string>>;
  general: string | null;
}

/** Where a parameter of the request is shown: the form's field, and how the message names it. */
export interface Cible<C extends string> {
  champ: C;
  sujet: string;
}

/**
 * The messages of a 400 on the fields `cible` finds for their parameters (the first message of a
 * field wins); the service's message for the whole form when no field, or not every, was found.
 * Null for any other error.
 */
export function refusParChamp<C extends string>(
  erreur: unknown,
  cible: (parametre: string) => Cible<C> | undefined,
): RefusParChamp<C> | null {
  if (!(erreur instanceof ErreurApi) || erreur.status !== 400) return null;
  const champs: Partial<Record<C, string>> = {};
  const autres: string[] = [];
  for (const { field, message } of erreur.champs) {
    const trouvee = cible(field.replace(/^(query|querystring)[./]/u, ''));
    if (trouvee) champs[trouvee.champ] ??= phrase(trouvee.sujet, message);
    else autres.push(message);
  }
  const general = Object.keys(champs).length === 0 || autres.length > 0 ? erreur.message : null;
  return { champs, general };
}
