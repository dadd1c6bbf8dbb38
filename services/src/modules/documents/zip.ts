import { horlogeParis } from '@portail/domaine';
import { Zip, ZipDeflate } from 'fflate';

/**
 * A ZIP of the order's documents, deterministic: the same files and date give the same bytes
 * (fixed compression level, every entry dated `date`, entries in the given order). fflate's
 * streaming writer runs synchronously with ZipDeflate, and keeps the order (zipSync takes an
 * object, whose integer-like keys would come first).
 */

export interface FichierArchive {
  nom: string;
  contenu: Uint8Array;
}

/**
 * ZIP entries carry an MS-DOS date without time zone, which fflate reads in the process's local
 * time: this Date's local fields are Paris's wall clock at `date`, whatever the server's zone.
 * The format covers 1980–2099 only.
 */
function dateDos(date: Date): Date {
  const { annee, mois, jour, heure, minute, seconde } = horlogeParis(date);
  if (Number.isNaN(annee) || annee < 1980) return new Date(1980, 0, 1, 0, 0, 0);
  if (annee > 2099) return new Date(2099, 11, 31, 23, 59, 58);
  return new Date(annee, mois - 1, jour, heure, minute, seconde);
}

/** A name safe in any unzip tool: no folders, no characters Windows refuses. */
function nomSur(nom: string): string {
  const propre = nom
    .normalize('NFC')
    .replace(/[\p{Cc}/\\:*?"<>|]/gu, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 200);
  return propre === '' ? 'document' : propre;
}

/** « kbis.pdf », « kbis (2).pdf », « kbis (3).pdf »… compared without case, as Windows and macOS do. */
export function nomsUniques(noms: readonly string[]): string[] {
  const pris = new Set<string>();
  return noms.map((brut) => {
    const nom = nomSur(brut);
    const point = nom.lastIndexOf('.');
    const [base, extension] = point > 0 ? [nom.slice(0, point), nom.slice(point)] : [nom, ''];
    let candidat = nom;
    for (let n = 2; pris.has(candidat.toLowerCase()); n++) candidat = `${base} (${n})${extension}`;
    pris.add(candidat.toLowerCase());
    return candidat;
  });
}

export function archiveZip(fichiers: readonly FichierArchive[], date: Date): Uint8Array {
  const mtime = dateDos(date);
  const noms = nomsUniques(fichiers.map((f) => f.nom));
  const morceaux: Uint8Array[] = [];
  let termine = false;
  const zip = new Zip((erreur, morceau, fin) => {
    if (erreur) throw erreur;
    morceaux.push(morceau);
    termine = fin;
  });
  fichiers.forEach((fichier, i) => {
    const entree = new ZipDeflate(noms[i] as string, { level: 6 });
    entree.mtime = mtime;
    zip.add(entree);
    entree.push(fichier.contenu, true);
  });
  zip.end();
  if (!termine) throw new Error('Archive ZIP incomplète.');
  const archive = new Uint8Array(morceaux.reduce((total, m) => total + m.length, 0));
  let position = 0;
  for (const morceau of morceaux) {
    archive.set(morceau, position);
    position += morceau.length;
  }
  return archive;
}
