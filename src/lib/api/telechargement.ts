/**
 * Files of the services that need the bearer token (documents, archives, receipts, invoices): a
 * plain link cannot carry it, so the file is fetched with the app's HTTP instance, then handed to
 * the browser through an object URL.
 */
import type { Options } from 'ky';
import { http } from './http';

/** A file fetched with the bearer token, ready to be saved. */
export interface Fichier {
  contenu: Blob;
  nom: string;
}

/** The name of `Content-Disposition` (`filename*=UTF-8''…` first, then `filename="…"`), if any. */
export function nomDuFichier(entete: string | null): string | null {
  if (!entete) return null;
  const etendu = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(entete);
  if (etendu?.[1]) {
    try {
      return decodeURIComponent(etendu[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A badly encoded name: the plain one, or the caller's, is used instead.
    }
  }
  const simple = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;]+)/.exec(entete);
  const nom = (simple?.[1] ?? simple?.[2])?.trim();
  return nom || null;
}

/** GET with the bearer token (added by the instance); the body as a Blob and its name. */
export async function lireFichier(
  chemin: string,
  accept: string,
  nomParDefaut: string,
  searchParams?: Options['searchParams'],
): Promise<Fichier> {
  const reponse = await (await http()).get(chemin, { searchParams, headers: { accept } });
  const contenu = await reponse.blob();
  return { contenu, nom: nomDuFichier(reponse.headers.get('content-disposition')) ?? nomParDefaut };
}

/** Saves a fetched file: an object URL followed by a link with `download`, then let go. */
export function enregistrerFichier({ contenu, nom }: Fichier): void {
  const url = URL.createObjectURL(contenu);
  const lien = document.createElement('a');
  lien.href = url;
  lien.download = nom;
  lien.rel = 'noopener';
  lien.style.display = 'none';
  document.body.append(lien);
  try {
    lien.click();
  } finally {
    lien.remove();
    // Some browsers read the URL after the click returns: it is released a moment later.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
