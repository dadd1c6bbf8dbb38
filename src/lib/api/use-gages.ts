/**
 * SWR hooks of the register of non-possessory pledges: a search, the greffes of its form (also
 * read by the basket to name an article's greffe) and the public prices of the certificate.
 */
import useSWR from 'swr';
import type { FormatDiffusion } from '@portail/contrat/commun/paniers';
import type { ResultatGages } from '@portail/contrat/gages';
import { ARTICLE_ETAT_GAGES, gages, type GreffeChoisi, type RequeteGages } from './gages';
import { paniers } from './paniers';
import { SWR_OPTIONS } from './use-utilisateur';

/** A search, or nothing while `requete` is null. */
export function useRechercheGages(requete: RequeteGages | null) {
  return useSWR<ResultatGages, Error>(
    requete ? ['gages', JSON.stringify(requete)] : null,
    () => gages.rechercher(requete as RequeteGages),
    { ...SWR_OPTIONS, keepPreviousData: false },
  );
}

/** The greffes, read once per visit; nothing while `actif` is false. */
export function useGreffes(actif = true) {
  return useSWR<GreffeChoisi[], Error>(actif ? ['greffes'] : null, () => gages.greffes(), {
    ...SWR_OPTIONS,
    revalidateIfStale: false,
  });
}

/** Price TTC of each format of the certificate (« 49,14 »); a format without a price cannot be ordered. */
export type PrixEtatGages = Partial<Record<FormatDiffusion, string>>;

/** The certificate's prices in the visitors' grid; an error when the grid cannot be read. */
export function usePrixEtatGages(actif = true) {
  return useSWR<PrixEtatGages, Error>(
    actif ? ['syntheses', 'PUBLIC', ARTICLE_ETAT_GAGES] : null,
    async () => {
      const syntheses = await paniers.syntheses('PUBLIC');
      const article = syntheses.articles.find((a) => a.id_article_catalogue === ARTICLE_ETAT_GAGES);
      const prix: PrixEtatGages = {};
      for (const sous of article?.sous_articles ?? []) {
        if (sous.prix) prix[sous.format_diffusion] = sous.prix.ttc_formate;
      }
      return prix;
    },
    { ...SWR_OPTIONS, revalidateIfStale: false },
  );
}
