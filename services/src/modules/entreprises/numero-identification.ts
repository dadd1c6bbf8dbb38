import { isValidSiren, isValidSiret, normaliserNumero } from '@portail/domaine';
import { ChampInvalide } from './erreurs.js';

export type NumeroIdentification = { siren: string } | { siret: string };

const CHAMP = 'numero_identification';

function verifier(numero: string, valide: (numero: string) => boolean, nom: 'SIREN' | 'SIRET'): string {
  if (!valide(numero)) {
    throw new ChampInvalide('querystring', CHAMP, `n'est pas un numéro ${nom} valide (clé de contrôle incorrecte)`);
  }
  return numero;
}

/**
 * A SIREN or SIRET typed by a user, spaces removed (the schema has already
 * checked there are 9 or 14 digits), its key checked (FACTS §4, La Poste's
 * exception included).
 */
export function lireNumeroIdentification(saisie: string): NumeroIdentification {
  const numero = normaliserNumero(saisie);
  return numero.length === 9
    ? { siren: verifier(numero, isValidSiren, 'SIREN') }
    : { siret: verifier(numero, isValidSiret, 'SIRET') };
}

/** A SIRET typed by a user (the schema has checked its 14 digits), its key checked. */
export function lireSiret(saisie: string): string {
  return verifier(normaliserNumero(saisie), isValidSiret, 'SIRET');
}
