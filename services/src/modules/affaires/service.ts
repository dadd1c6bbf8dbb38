import type { Queryable } from '../../db/index.js';
import { aujourdhui, lireSiren } from '@portail/domaine';
import {
  NUMERO_RG_PATTERN,
  type Affaire,
  type RechercheAffairesQuery,
  type ResultatAffaires,
} from '@portail/contrat/affaires';
import { ChampsInvalides, DomainError } from '../../domain-error.js';
import { motsRecherche } from '../../lib/normaliser.js';
import { sourceDistante } from './distante.js';
import { sourceRegistre } from './repository.js';
import type { CritereAffaires, SourceAffaires } from './source.js';

export class AffaireIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(id: number) {
    super('Affaire introuvable.', { id });
  }
}

/** The source AFFAIRES_SOURCE_URL names, this registry's tables when unset. */
export const sourceAffaires = (url: string | undefined): SourceAffaires =>
  url === undefined ? sourceRegistre : sourceDistante(url);

const invalide = (champ: string, message: string) => new ChampsInvalides([{ champ, message }], 'querystring');

/** A roll number as typed (spaces, lower case) in its canonical form, or undefined. */
export function lireNumeroRg(saisie: string): string | undefined {
  const numero = saisie.replace(/[\s/-]+/g, '').toUpperCase();
  return new RegExp(NUMERO_RG_PATTERN).test(numero) ? numero : undefined;
}

/** The one search the query asks for, checked; a 400 naming the field otherwise. */
export function lireCritere(query: RechercheAffairesQuery): CritereAffaires {
  const donnes = (['numero_rg', 'nom', 'siren'] as const).filter((champ) => query[champ] !== undefined);
  if (donnes.length !== 1) {
    throw invalide(
      donnes[1] ?? 'numero_rg',
      'indiquez un seul critère : le numéro RG avec son greffe, le nom d’une partie ou son SIREN',
    );
  }
  const code_greffe = query.code_greffe;
  if (query.numero_rg !== undefined) {
    const numero_rg = lireNumeroRg(query.numero_rg);
    if (numero_rg === undefined) {
      throw invalide('numero_rg', 'n’est pas un numéro RG (année, lettre F, R, I ou J, cinq chiffres : 2024F00123)');
    }
    if (code_greffe === undefined) throw invalide('code_greffe', 'est nécessaire pour chercher un numéro RG');
    return { numero_rg, code_greffe };
  }
  const avecGreffe = code_greffe === undefined ? {} : { code_greffe };
  if (query.siren !== undefined) {
    const siren = lireSiren(query.siren);
    if (siren === null) throw invalide('siren', "n'est pas un numéro SIREN valide (9 chiffres, clé de contrôle)");
    return { siren, ...avecGreffe };
  }
  const nom = (query.nom ?? '').trim().replace(/\s+/g, ' ');
  const mots = motsRecherche(nom);
  if (mots.length === 0) throw invalide('nom', 'doit contenir au moins une lettre ou un chiffre');
  return { mots, nom, ...avecGreffe };
}

export async function rechercherAffaires(
  db: Queryable,
  source: SourceAffaires,
  query: RechercheAffairesQuery,
  instant = new Date(),
): Promise<ResultatAffaires> {
  const critere = lireCritere(query);
  return source.rechercher(db, critere, { offset: query.offset ?? 0, limit: query.limit ?? 20 }, aujourdhui(instant));
}

export async function lireAffaire(
  db: Queryable,
  source: SourceAffaires,
  id: number,
  instant = new Date(),
): Promise<Affaire> {
  const affaire = await source.lire(db, id, aujourdhui(instant));
  if (affaire === undefined) throw new AffaireIntrouvable(id);
  return affaire;
}

/** The case a basket article names (greffe and roll number), or undefined. */
export async function trouverAffaire(
  db: Queryable,
  source: SourceAffaires,
  codeGreffe: string,
  numeroRg: string,
  instant = new Date(),
): Promise<Affaire | undefined> {
  const numero_rg = lireNumeroRg(numeroRg);
  if (numero_rg === undefined) return undefined;
  const jour = aujourdhui(instant);
  const { affaires } = await source.rechercher(
    db,
    { numero_rg, code_greffe: codeGreffe },
    { offset: 0, limit: 1 },
    jour,
  );
  const trouvee = affaires[0];
  return trouvee === undefined ? undefined : source.lire(db, trouvee.id, jour);
}
