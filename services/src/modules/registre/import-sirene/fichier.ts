import { createHash } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';

import { EnTeteInvalide, verifierEnTete, type EnTete, type NatureFichier } from './colonnes.js';
import { decouperChamps, lireEnTete, LigneIllisible } from './lecture-csv.js';
import type { IdentiteFichier } from './suivi.js';

/** An input file that cannot be read: a usage error, reported before anything is imported. */
export class FichierIllisible extends Error {
  constructor(
    readonly fichier: string,
    raison: string,
  ) {
    super(`Fichier ${fichier} illisible : ${raison}.`);
    this.name = 'FichierIllisible';
  }
}

export interface FichierPrepare {
  chemin: string;
  nom: string;
  enTete: EnTete;
  /** Byte offset of the first data line. */
  octetDonnees: number;
  identite: IdentiteFichier;
}

const TAILLE_EMPREINTE = 1 << 20;

/** Checks the file and its header, and computes its identity; writes nothing. */
export async function preparerFichier(chemin: string, nature: NatureFichier): Promise<FichierPrepare> {
  const absolu = resolve(chemin);
  const infos = await stat(absolu).catch((erreur: NodeJS.ErrnoException) => {
    throw new FichierIllisible(chemin, erreur.code === 'ENOENT' ? 'fichier introuvable' : erreur.message);
  });
  if (!infos.isFile()) throw new FichierIllisible(chemin, "ce n'est pas un fichier");

  const enTete = await lireEnTete(absolu);
  if (enTete === undefined) throw new EnTeteInvalide(chemin, ['fichier vide']);
  let noms: string[];
  try {
    noms = decouperChamps(enTete.texte);
  } catch (erreur) {
    if (erreur instanceof LigneIllisible) throw new EnTeteInvalide(chemin, [erreur.message]);
    throw erreur;
  }

  return {
    chemin: absolu,
    nom: basename(absolu),
    enTete: verifierEnTete(chemin, nature, noms),
    octetDonnees: enTete.octetFin,
    identite: {
      nature,
      fichier: absolu,
      taille: infos.size,
      modifieLe: infos.mtime,
      empreinte: await empreinteDebut(absolu),
      colonnes: noms.length,
    },
  };
}

/** SHA-256 of the first MiB: recognises the same file without reading gigabytes. */
async function empreinteDebut(chemin: string): Promise<string> {
  const fichier = await open(chemin, 'r');
  try {
    const tampon = Buffer.alloc(TAILLE_EMPREINTE);
    const { bytesRead } = await fichier.read(tampon, 0, TAILLE_EMPREINTE, 0);
    return createHash('sha256').update(tampon.subarray(0, bytesRead)).digest('hex');
  } finally {
    await fichier.close();
  }
}
