import type { Db } from '../../../db/index.js';
import type { Surveillance } from '@portail/contrat/surveillance';
import type { DomainesSupprimes, SuppressionDomaines } from '@portail/contrat/surveillance-legacy';
import { ChampsInvalides, Introuvable } from '../erreurs.js';
import { lireSurveillances } from '../repository/lecture.js';
import { exigerOuvert, type Compte } from './contexte.js';
import { ecrireDomaines, exigerActive, finirSurveillance } from './surveillances.js';

const CHAMP = 'lotsSurveillanceToDelete';

/** Each watch once: two lots of one watch would make the order of the lots matter. */
function verifierDoublons(corps: SuppressionDomaines): void {
  const premiers = new Map<number, number>();
  corps.lotsSurveillanceToDelete.forEach((lot, i) => {
    const premier = premiers.get(lot.id_surveillance);
    if (premier !== undefined)
      throw new ChampsInvalides([
        {
          champ: `${CHAMP}/${i}/id_surveillance`,
          message: `reprend la surveillance ${lot.id_surveillance} du lot ${premier} : une surveillance par lot`,
        },
      ]);
    premiers.set(lot.id_surveillance, i);
  });
}

/**
 * The legacy « deleteDomaineSurveillancePaye » (SPEC §7): removes domains from watches of the
 * account, every lot or none, in one transaction that locks the watches' rows (in id order: two
 * batches wait for each other rather than deadlock). A watch left without a domain ends as DELETE
 * ends it (TERMINEE, SUPPRESSION); the others take their remaining domains as PUT writes them. No
 * domain is paid (FACTS §7: opening a watch is free), so nothing is refunded nor charged.
 */
export async function supprimerDomaines(
  db: Db,
  compte: Compte,
  corps: SuppressionDomaines,
): Promise<DomainesSupprimes> {
  verifierDoublons(corps);
  const lots = corps.lotsSurveillanceToDelete;
  const ids = lots.map((lot) => lot.id_surveillance);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      'SELECT id FROM surveillances WHERE compte_client_id = $1 AND id = ANY($2::int[]) ORDER BY id FOR UPDATE',
      [compte.id, ids],
    );
    const verrouillees = new Set(rows.map((r) => Number(r.id)));
    const absente = ids.find((id) => !verrouillees.has(id));
    if (absente !== undefined) throw new Introuvable('surveillance', { id: absente, compte: compte.id });
    exigerOuvert(compte);

    const lire = async () =>
      new Map(
        (await lireSurveillances(tx, compte.id, 's.id = ANY($2::int[])', [ids])).map((s): [number, Surveillance] => [
          s.id,
          s,
        ]),
      );
    const actuelles = await lire();
    // Every lot is checked before anything is written.
    const restes = lots.map((lot, i) => {
      const surveillance = actuelles.get(lot.id_surveillance) as Surveillance;
      exigerActive(surveillance);
      const manquants = lot.domaines.filter((d) => !surveillance.domaines.includes(d));
      if (manquants.length > 0)
        throw new ChampsInvalides([
          {
            champ: `${CHAMP}/${i}/domaines`,
            message: `contient ${manquants.join(', ')}, absent${manquants.length > 1 ? 's' : ''} de la surveillance ${surveillance.id} (ses domaines : ${surveillance.domaines.join(', ')})`,
          },
        ]);
      return surveillance.domaines.filter((d) => !lot.domaines.includes(d));
    });
    for (const [i, lot] of lots.entries()) {
      const reste = restes[i] ?? [];
      if (reste.length === 0) await finirSurveillance(tx, compte, lot.id_surveillance);
      else await ecrireDomaines(tx, lot.id_surveillance, reste);
    }
    const apres = await lire();
    return { surveillances: ids.map((id) => apres.get(id) as Surveillance) };
  });
}
