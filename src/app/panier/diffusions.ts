/** Reading and changing an article's diffusions (SPEC §3 payload, §9 formats COURRIER and ELEC). */
import type { Diffusion, FormatDiffusion, Periodicite, Prix } from '@portail/contrat/commun/paniers';
import type { Article as ArticlePanier } from '@portail/contrat/paniers';

export const QUANTITE_MIN = 1;
export const QUANTITE_MAX = 99;

export const LIBELLE_FORMAT: Record<FormatDiffusion, string> = { ELEC: 'Téléchargement', COURRIER: 'Courrier' };

/** « en téléchargement », « par courrier »: the format inside a sentence. */
export const FORMAT_DANS_PHRASE: Record<FormatDiffusion, string> = {
  ELEC: 'en téléchargement',
  COURRIER: 'par courrier',
};

/** The diffusion a sub-article's payload holds (one per sub-article); null if it cannot be read. */
export function diffusionDe(payload: string, format: FormatDiffusion): Diffusion | null {
  try {
    const { diffusions } = JSON.parse(payload) as { diffusions?: unknown };
    const trouvee = Array.isArray(diffusions)
      ? (diffusions as Diffusion[]).find((d) => d?.format_diffusion === format)
      : undefined;
    return trouvee && Number.isInteger(trouvee.quantite) ? trouvee : null;
  } catch {
    return null;
  }
}

export interface LigneDiffusion {
  id: number;
  format: FormatDiffusion;
  diffusion: Diffusion | null;
  nombreEnvois: number;
  montant: Prix;
}

export const lignesDe = (article: ArticlePanier): LigneDiffusion[] =>
  article.sous_articles.map((s) => ({
    id: s.id,
    format: s.format_diffusion,
    diffusion: diffusionDe(s.payload, s.format_diffusion),
    nombreEnvois: s.nombre_envois,
    montant: s.montant,
  }));

/** The PATCH body: every diffusion of the article, the one of `format` with its new quantity. */
export function avecQuantite(lignes: LigneDiffusion[], format: FormatDiffusion, quantite: number): Diffusion[] | null {
  if (lignes.some((l) => l.diffusion === null)) return null;
  return lignes.map(({ diffusion }) => {
    const d = diffusion as Diffusion;
    return d.format_diffusion === format ? { ...d, quantite } : d;
  });
}

/** « Un envoi tous les 3 mois pendant 12 mois, soit 4 envois ». */
export function textePeriodicite({ frequence_mois, duree_mois }: Periodicite, envois: number): string {
  const rythme = frequence_mois === 1 ? 'Un envoi par mois' : `Un envoi tous les ${frequence_mois} mois`;
  return `${rythme} pendant ${duree_mois} mois, soit ${envois} ${envois > 1 ? 'envois' : 'envoi'}`;
}

/** « 1 234,50 € »: the service's figure, with a no-break space before the symbol. */
export const euros = (montant: string) => `${montant}\u00a0€`;

/** Whole number 1–99 from what was typed, or null. */
export function lireQuantite(saisie: string): number | null {
  const texte = saisie.trim();
  if (!/^\d{1,2}$/.test(texte)) return null;
  const n = Number(texte);
  return n >= QUANTITE_MIN && n <= QUANTITE_MAX ? n : null;
}
