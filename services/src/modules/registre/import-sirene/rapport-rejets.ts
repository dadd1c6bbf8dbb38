import { once } from 'node:events';
import { open } from 'node:fs/promises';
import { finished } from 'node:stream/promises';

import type { Queryable } from '../../../db/index.js';
import { pageRejets } from './suivi.js';

const PAGE = 10_000;

function champCsv(valeur: string): string {
  return /[",\r\n]/.test(valeur) ? `"${valeur.replace(/"/g, '""')}"` : valeur;
}

/**
 * Writes the rejections of the given imports to a CSV file (fichier, ligne,
 * motif, extrait), read back from the database page by page: a resumed import
 * reports the lines rejected by its earlier runs too. Returns the row count.
 */
export async function ecrireRapportRejets(
  db: Queryable,
  imports: ReadonlyArray<{ importId: number; nom: string }>,
  chemin: string,
): Promise<number> {
  // Opened first, so that an unwritable path fails here with its own error.
  const sortie = (await open(chemin, 'w')).createWriteStream({ encoding: 'utf8' });
  sortie.on('error', () => undefined); // reported by `finished` below
  const ecrire = async (ligne: string) => {
    if (!sortie.write(`${ligne}\n`)) await once(sortie, 'drain');
  };
  let total = 0;
  try {
    await ecrire('fichier,ligne,motif,extrait');
    for (const { importId, nom } of imports) {
      let apres = 0;
      for (;;) {
        const page = await pageRejets(db, importId, apres, PAGE);
        for (const rejet of page) {
          await ecrire([nom, String(rejet.ligne), rejet.motif, rejet.extrait].map(champCsv).join(','));
          apres = rejet.ligne;
        }
        total += page.length;
        if (page.length < PAGE) break;
      }
    }
  } finally {
    sortie.end();
    await finished(sortie);
  }
  return total;
}
