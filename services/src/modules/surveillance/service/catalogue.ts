import { aujourdhui, isValidSiren, libelleDomaineSurveillance, prix } from '@portail/domaine';

import type { Queryable } from '../../../db/index.js';
import { domainesSurveillance, typesEvenement, type TypeEvenement } from '@portail/contrat/surveillance';
import type { CatalogueSurveillance, PrixAvisDomaine } from '@portail/contrat/surveillance-legacy';
import { ChampsInvalides, CompteBloque, Introuvable, PlafondAtteint, TypeCompteSansSurveillance } from '../erreurs.js';
import { tarifAvis, type TarifAvis } from '../repository/avis.js';
import { lireSurveillances } from '../repository/lecture.js';
import { exigerOuvert, exigerPlace, type Compte } from './contexte.js';
import { TYPES_PAR_DOMAINE } from './domaines.js';
import { MESSAGE_DEJA_SURVEILLEE, MESSAGE_RADIEE, SIREN_INVALIDE } from './surveillances.js';

/**
 * The legacy « catalogue per dossier » (SPEC §7): what the account can watch on a company. Nothing
 * is written: opening a watch stays POST surveillance (free, FACTS §7).
 */

/**
 * Why POST surveillance would refuse this company now, in the order it checks (struck off, blocked
 * account, already watched, account type without a maximum, maximum reached), with its message;
 * null when it would open the watch. The rules are the opening's own functions, not a copy.
 */
async function refus(db: Queryable, compte: Compte, etat: string, dejaSurveillee: boolean): Promise<string | null> {
  if (etat === 'RADIEE') return MESSAGE_RADIEE;
  try {
    exigerOuvert(compte);
    if (dejaSurveillee) return MESSAGE_DEJA_SURVEILLEE;
    await exigerPlace(db, compte, 1);
    return null;
  } catch (erreur) {
    if (
      erreur instanceof CompteBloque ||
      erreur instanceof TypeCompteSansSurveillance ||
      erreur instanceof PlafondAtteint
    )
      return erreur.message;
    throw erreur;
  }
}

/**
 * The price of one notice of a domain's events for the account today, as POST revelation/avis
 * would charge it (`tarifAvis`): the highest of its types' rows; null when none is in force.
 */
function prixDomaine(tarifs: ReadonlyMap<TypeEvenement, TarifAvis>, types: readonly TypeEvenement[]) {
  let plusCher: TarifAvis | undefined;
  for (const type of types) {
    const tarif = tarifs.get(type);
    if (tarif !== undefined && (plusCher === undefined || tarif.ttc_centimes > plusCher.ttc_centimes)) plusCher = tarif;
  }
  if (plusCher === undefined) return null;
  const resultat: PrixAvisDomaine = {
    prix: prix({ ht: plusCher.ht_centimes, ttc: plusCher.ttc_centimes }),
    source_prix: plusCher.source,
  };
  return resultat;
}

export async function catalogueSurveillance(
  db: Queryable,
  compte: Compte,
  siren: string,
): Promise<CatalogueSurveillance> {
  if (!isValidSiren(siren)) throw new ChampsInvalides([{ champ: 'siren', message: SIREN_INVALIDE }], 'params');
  const { rows } = await db.query<{ id: string | number; siren: string; denomination: string; etat: string }>(
    'SELECT id, siren, denomination, etat FROM entreprises WHERE siren = $1',
    [siren],
  );
  const ligne = rows[0];
  if (ligne === undefined) throw new Introuvable('entreprise', { siren });
  const entreprise = { ...ligne, id: Number(ligne.id) };
  const [active] = await lireSurveillances(db, compte.id, `s.etat = 'ACTIVE' AND s.entreprise_id = $2`, [
    entreprise.id,
  ]);
  const motif = await refus(db, compte, entreprise.etat, active !== undefined);

  const jour = aujourdhui();
  const tarifs = new Map<TypeEvenement, TarifAvis>();
  for (const type of typesEvenement) {
    const tarif = await tarifAvis(db, compte.id, type, jour);
    if (tarif !== undefined) tarifs.set(type, tarif);
  }
  return {
    entreprise,
    surveillable: motif === null,
    motif,
    surveillance_id: active?.id ?? null,
    domaines: domainesSurveillance.map((code) => ({
      code,
      libelle: libelleDomaineSurveillance(code),
      types_evenement: [...TYPES_PAR_DOMAINE[code]],
      inclus: active?.domaines.includes(code) ?? false,
      prix_avis: prixDomaine(tarifs, TYPES_PAR_DOMAINE[code]),
    })),
  };
}
