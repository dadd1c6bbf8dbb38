import { normaliserNom } from '../../../lib/normaliser.js';
import type { ArrondissementSource, CommuneSource, DepartementSource } from './sources.js';

export interface GreffeSiege {
  code: string;
  departement: string;
  /** The seat commune's name. */
  ville: string;
}

/**
 * Where the préfecture's arrondissement holds no registry seat: the seat
 * nearest to the préfecture by road (Laon → Soissons, Moulins → Cusset,
 * Saint-Lô → Coutances).
 */
const GREFFE_DE_LA_PREFECTURE: Readonly<Record<string, string>> = { '02': '0203', '03': '0301', '50': '5002' };

/**
 * The registry with jurisdiction over each commune (INSEE code → greffe code).
 *
 * Infogreffe's official commune → greffe table is not available offline, so
 * jurisdictions are derived deterministically from the administrative map:
 * 1. a département with one registry: every commune goes to it (Évry 7801
 *    serves all of 91, Pontoise 7802 all of 95);
 * 2. with several registries, the commune seating a registry goes to it;
 * 3. any other commune goes to the registry seated in its arrondissement; where
 *    an arrondissement seats several (Grasse: Antibes, Cannes, Grasse), to the
 *    one seated in the arrondissement's chef-lieu, else the lowest code;
 * 4. arrondissements seating no registry go to the préfecture's registry (the
 *    one of rule 3 for the préfecture's arrondissement, or the nearest seat
 *    named in GREFFE_DE_LA_PREFECTURE).
 * Départements without a registry (975 to 989, outside the national RCS map)
 * get none: their communes are absent from the result.
 */
export function ressortsDesGreffes(
  communes: readonly CommuneSource[],
  arrondissements: readonly ArrondissementSource[],
  departements: readonly DepartementSource[],
  greffes: readonly GreffeSiege[],
): Map<string, string> {
  const greffesParDepartement = groupBy(greffes, (greffe) => greffe.departement);
  const communesParDepartement = groupBy(communes, (commune) => commune.departement);
  const chefsLieux = new Map(arrondissements.map((arrondissement) => [arrondissement.code, arrondissement.chefLieu]));
  const ressorts = new Map<string, string>();

  for (const [departement, communesDuDepartement] of communesParDepartement) {
    const greffesDuDepartement = greffesParDepartement.get(departement) ?? [];
    if (greffesDuDepartement.length === 0) continue;
    const [unique] = greffesDuDepartement;
    if (greffesDuDepartement.length === 1 && unique !== undefined) {
      for (const commune of communesDuDepartement) ressorts.set(commune.code, unique.code);
      continue;
    }

    const parSiege = new Map<string, string>();
    for (const greffe of greffesDuDepartement)
      parSiege.set(communeDuSiege(greffe, communesDuDepartement).code, greffe.code);

    const parArrondissement = new Map<string, string>();
    const sieges = communesDuDepartement.filter((commune) => parSiege.has(commune.code));
    for (const [arrondissement, siegesDeLArrondissement] of groupBy(sieges, (siege) => siege.arrondissement ?? '')) {
      const auChefLieu = siegesDeLArrondissement.find((siege) => siege.code === chefsLieux.get(arrondissement));
      const codes = siegesDeLArrondissement.map((siege) => parSiege.get(siege.code) as string).sort();
      parArrondissement.set(
        arrondissement,
        auChefLieu ? (parSiege.get(auChefLieu.code) as string) : (codes[0] as string),
      );
    }

    const prefecture = departements.find((candidat) => candidat.code === departement)?.chefLieu;
    const arrondissementPrefecture = communesDuDepartement.find(
      (commune) => commune.code === prefecture,
    )?.arrondissement;
    const greffePrefecture =
      parArrondissement.get(arrondissementPrefecture ?? '') ?? GREFFE_DE_LA_PREFECTURE[departement];
    if (greffePrefecture === undefined) {
      throw new Error(`Aucun greffe retenu pour la préfecture du département ${departement}.`);
    }

    for (const commune of communesDuDepartement) {
      ressorts.set(
        commune.code,
        parSiege.get(commune.code) ?? parArrondissement.get(commune.arrondissement ?? '') ?? greffePrefecture,
      );
    }
  }
  return ressorts;
}

function communeDuSiege(greffe: GreffeSiege, communes: readonly CommuneSource[]): CommuneSource {
  const nom = normaliserNom(greffe.ville);
  const candidates = communes.filter((commune) => normaliserNom(commune.nom) === nom);
  const plusPeuplee = candidates.sort((a, b) => (b.population ?? 0) - (a.population ?? 0))[0];
  if (plusPeuplee === undefined) {
    throw new Error(`Commune du siège du greffe ${greffe.code} (${greffe.ville}) introuvable.`);
  }
  return plusPeuplee;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
