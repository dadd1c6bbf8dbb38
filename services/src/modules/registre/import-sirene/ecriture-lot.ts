import type { Queryable } from '../../../db/index.js';
import type { Destination, RejetBase } from './destination.js';
import { extrait, type Lot } from './lot.js';
import type { SessionImport } from './session.js';
import { enregistrerLot, type Compteurs, type Rejet } from './suivi.js';

/**
 * Commits one batch: staging load, upsert, rejections and resume position in
 * one transaction. Lines are checked in JS beforehand, so the batch should not
 * fail; if the database still refuses it, the batch is replayed line by line
 * (one savepoint each) and only the refused lines are rejected.
 */
export async function ecrireLot(
  session: SessionImport,
  destination: Destination,
  importId: number,
  lot: Lot,
): Promise<Compteurs> {
  try {
    return await session.db.transaction(async (tx) => {
      await session.reglerTransaction(tx);
      await session.charger(tx, destination.staging, lot.lignes, lot.propres);
      const resultat = await destination.appliquer(tx);
      return enregistrer(tx, importId, lot, resultat.rejets, resultat);
    });
  } catch {
    // The error is not reported as such: the replay names the refused line(s).
    return ecrireLigneParLigne(session, destination, importId, lot);
  }
}

async function ecrireLigneParLigne(
  session: SessionImport,
  destination: Destination,
  importId: number,
  lot: Lot,
): Promise<Compteurs> {
  return session.db.transaction(async (tx) => {
    await session.reglerTransaction(tx);
    const rejetsBase: RejetBase[] = [];
    const comptes = { creees: 0, modifiees: 0 };
    for (const [index, ligne] of lot.lignes.entries()) {
      await tx.query('SAVEPOINT ligne_sirene');
      try {
        await session.charger(tx, destination.staging, [ligne]);
        const resultat = await destination.appliquer(tx);
        await tx.query(`DELETE FROM ${destination.staging.nom}`);
        await tx.query('RELEASE SAVEPOINT ligne_sirene');
        rejetsBase.push(...resultat.rejets);
        comptes.creees += resultat.creees;
        comptes.modifiees += resultat.modifiees;
      } catch (erreur) {
        await tx.query('ROLLBACK TO SAVEPOINT ligne_sirene');
        const message = erreur instanceof Error ? erreur.message : String(erreur);
        rejetsBase.push({ ligne: lot.numeros[index] as number, motif: `Refusée par la base de données : ${message}` });
      }
    }
    return enregistrer(tx, importId, lot, rejetsBase, comptes);
  });
}

async function enregistrer(
  tx: Queryable,
  importId: number,
  lot: Lot,
  rejetsBase: readonly RejetBase[],
  comptes: { creees: number; modifiees: number },
): Promise<Compteurs> {
  const rejets: Rejet[] = [
    ...lot.rejets,
    ...rejetsBase.map(({ ligne, motif }) => ({ ligne, motif, extrait: extrait(lot.texte(ligne)) })),
  ];
  const compteurs: Compteurs = {
    lignesLues: lot.lues,
    lignesImportees: lot.lignes.length - rejetsBase.length,
    lignesRejetees: rejets.length,
    creees: comptes.creees,
    modifiees: comptes.modifiees,
  };
  await enregistrerLot(tx, importId, { ligne: lot.derniereLigne, octet: lot.octetFin }, compteurs, rejets);
  return compteurs;
}
