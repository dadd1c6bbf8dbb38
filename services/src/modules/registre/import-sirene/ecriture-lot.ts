import type { Queryable } from '../../../db/index.js';
import type { ModeEcriture } from './chargement-initial.js';
import type { Destination, RejetBase } from './destination.js';
import { extrait, type Lot } from './lot.js';
import type { SessionImport } from './session.js';
import { enregistrerLot, type Compteurs, type Rejet } from './suivi.js';

const VIOLATION_UNICITE = '23505';

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
  mode: ModeEcriture,
): Promise<Compteurs> {
  try {
    return await session.transactionLot(mode, async (tx) => {
      await session.charger(tx, destination.staging, lot.lignes);
      const resultat = await destination.appliquer(tx, mode, lot.lignes.length);
      return enregistrer(tx, importId, lot, resultat.rejets, resultat, resultat.ecarts ?? []);
    });
  } catch (erreur) {
    // A plain INSERT met an existing key (a repeated SIRET, a siège moved
    // from an earlier batch): this batch and the next ones are upserted.
    if (mode.insertionDirecte && (erreur as { code?: unknown }).code === VIOLATION_UNICITE) {
      mode.insertionDirecte = false;
      return ecrireLot(session, destination, importId, lot, mode);
    }
    // The error is not reported as such: the replay names the refused line(s).
    return ecrireLigneParLigne(session, destination, importId, lot, { ...mode, insertionDirecte: false });
  }
}

async function ecrireLigneParLigne(
  session: SessionImport,
  destination: Destination,
  importId: number,
  lot: Lot,
  mode: ModeEcriture,
): Promise<Compteurs> {
  return session.transactionLot(mode, async (tx) => {
    const rejetsBase: RejetBase[] = [];
    const ecartsBase: RejetBase[] = [];
    const comptes = { creees: 0, modifiees: 0 };
    for (const [index, ligne] of lot.lignes.entries()) {
      await tx.query('SAVEPOINT ligne_sirene');
      try {
        await session.charger(tx, destination.staging, [ligne]);
        const resultat = await destination.appliquer(tx, mode, 1);
        await tx.query(`DELETE FROM ${destination.staging.nom}`);
        await tx.query('RELEASE SAVEPOINT ligne_sirene');
        rejetsBase.push(...resultat.rejets);
        ecartsBase.push(...(resultat.ecarts ?? []));
        comptes.creees += resultat.creees;
        comptes.modifiees += resultat.modifiees;
      } catch (erreur) {
        await tx.query('ROLLBACK TO SAVEPOINT ligne_sirene');
        const message = erreur instanceof Error ? erreur.message : String(erreur);
        rejetsBase.push({ ligne: lot.numeros[index] as number, motif: `Refusée par la base de données : ${message}` });
      }
    }
    return enregistrer(tx, importId, lot, rejetsBase, comptes, ecartsBase);
  });
}

async function enregistrer(
  tx: Queryable,
  importId: number,
  lot: Lot,
  rejetsBase: readonly RejetBase[],
  comptes: { creees: number; modifiees: number },
  ecartsBase: readonly RejetBase[],
): Promise<Compteurs> {
  const rejets: Rejet[] = [
    ...lot.rejets,
    ...rejetsBase.map(({ ligne, motif }) => ({ ligne, motif, extrait: extrait(lot.texte(ligne)) })),
  ];
  // The values set aside on the lines that were imported, one entry per line (reasons joined).
  const refusees = new Set(rejetsBase.map(({ ligne }) => ligne));
  const ecarts = new Map<number, Rejet>();
  let valeursEcartees = 0;
  const ecarter = (ligne: number, motif: string, texte: string) => {
    if (refusees.has(ligne)) return;
    valeursEcartees++;
    const deja = ecarts.get(ligne);
    if (deja !== undefined) deja.motif = `${deja.motif} ; ${motif}`;
    else ecarts.set(ligne, { ligne, motif, extrait: texte, ligneImportee: true });
  };
  for (const ecart of lot.ecarts) ecarter(ecart.ligne, ecart.motif, ecart.extrait);
  for (const { ligne, motif } of ecartsBase) ecarter(ligne, motif, extrait(lot.texte(ligne)));
  const compteurs: Compteurs = {
    lignesLues: lot.lues,
    lignesImportees: lot.lignes.length - rejetsBase.length,
    lignesRejetees: rejets.length,
    creees: comptes.creees,
    modifiees: comptes.modifiees,
    valeursEcartees,
  };
  await enregistrerLot(tx, importId, { ligne: lot.derniereLigne, octet: lot.octetFin }, compteurs, [
    ...rejets,
    ...ecarts.values(),
  ]);
  return compteurs;
}
