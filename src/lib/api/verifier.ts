/** Clients check what they rely on and fail loudly on anything else (STYLE §2). */
import { ReponseInattendue } from './erreurs';

type Attendu = 'string' | 'number' | 'boolean' | 'array' | 'string?';

export function verifier<T>(chemin: string, valeur: unknown, attendus: Record<string, Attendu>): T {
  if (valeur === null || typeof valeur !== 'object') throw new ReponseInattendue(chemin, 'corps absent');
  const record = valeur as Record<string, unknown>;
  for (const [cle, type] of Object.entries(attendus)) {
    const champ = record[cle];
    const ok =
      type === 'array'
        ? Array.isArray(champ)
        : type === 'string?'
          ? champ === null || champ === undefined || typeof champ === 'string'
          : typeof champ === type;
    if (!ok) throw new ReponseInattendue(chemin, `${cle} manquant`);
  }
  return valeur as T;
}
