/**
 * Word lists are written as text, one entry per comma, so they stay compact:
 * `ponderes('Jean 30, Le Goff 4')` → [['Jean', 30], ['Le Goff', 4]] (the
 * weight is the last word of each entry).
 */
export function ponderes(texte: string): Array<readonly [string, number]> {
  return entrees(texte).map((entree) => {
    const espace = entree.lastIndexOf(' ');
    const poids = Number(entree.slice(espace + 1));
    if (espace < 1 || !Number.isFinite(poids)) throw new Error(`Entrée pondérée invalide : « ${entree} »`);
    return [entree.slice(0, espace), poids] as const;
  });
}

export function liste(texte: string): string[] {
  return entrees(texte);
}

function entrees(texte: string): string[] {
  return texte
    .split(',')
    .map((entree) => entree.trim().replace(/\s+/g, ' '))
    .filter((entree) => entree !== '');
}
