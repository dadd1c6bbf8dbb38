import { eurosIntl } from '@portail/domaine';
import type { LigneTarif, TableTarifs } from '../../lib/contenu/types';
import { type Noeud, nombre, parOrdre, texte } from './noeuds';

export const CANAUX: Record<string, string> = {
  guichet: 'Au guichet du greffe',
  courrier: 'Par courrier',
  electronique: 'Par voie électronique',
  identite_numerique: 'Avec l’identité numérique',
  en_ligne: 'En ligne',
  non_precise: 'Canal non précisé',
};

/** « 3,20 € » (2 decimals, decimal comma, non-breaking space); free and unknown prices said in words. */
export function prixTtc(tarif: Noeud): string {
  if (tarif.gratuit === true) return 'Gratuit';
  const prix = nombre(tarif, 'prix_ttc');
  return prix === null ? 'Non communiqué' : eurosIntl(prix);
}

export function ligneTarif(tarif: Noeud): LigneTarif {
  const canal = texte(tarif, 'canal');
  return {
    canal: CANAUX[canal] ?? canal,
    prix: prixTtc(tarif),
    date: texte(tarif, 'libelle_date') || 'Non datée',
    source: texte(tarif, 'source'),
    ...(texte(tarif, 'detail') ? { detail: texte(tarif, 'detail') } : {}),
  };
}

/** One table per document, in the editors' order; prices are shown as published, never recomputed. */
export function tablesTarifs(tarifs: Noeud[]): TableTarifs[] {
  const tables = new Map<string, TableTarifs>();
  for (const tarif of parOrdre(tarifs, 'document')) {
    const document = texte(tarif, 'document') || 'Autres';
    const table = tables.get(document) ?? { document, lignes: [] };
    table.lignes.push(ligneTarif(tarif));
    tables.set(document, table);
  }
  return [...tables.values()];
}
