/** The accessibility basics every screen test checks (STYLE: forms labelled, errors read with their field). */

/** Every field has an accessible name. */
export function attendreChampsEtiquetes(racine: HTMLElement = document.body): void {
  const champs = racine.querySelectorAll<HTMLElement>('input:not([type="hidden"]), textarea, select');
  for (const champ of champs) expect(champ).toHaveAccessibleName();
}

/** Every field marked invalid points with aria-describedby to the text of its error. */
export function attendreErreursLiees(racine: HTMLElement = document.body): void {
  const invalides = racine.querySelectorAll<HTMLElement>('[aria-invalid="true"]');
  expect(invalides.length).toBeGreaterThan(0);
  for (const champ of invalides) {
    const ids = (champ.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(document.getElementById(id)?.textContent?.trim()).toBeTruthy();
  }
}

/** One h1 first, and no level skipped going down. */
export function attendreTitresEnOrdre(racine: HTMLElement = document.body): void {
  const niveaux = Array.from(racine.querySelectorAll('h1, h2, h3, h4, h5, h6'), (h) => Number(h.tagName[1]));
  expect(niveaux[0]).toBe(1);
  expect(niveaux.filter((n) => n === 1)).toHaveLength(1);
  niveaux.forEach((niveau, i) => {
    if (i > 0) expect(niveau).toBeLessThanOrEqual((niveaux[i - 1] as number) + 1);
  });
}

export function attendreBasesAccessibilite(racine: HTMLElement = document.body): void {
  attendreChampsEtiquetes(racine);
  attendreTitresEnOrdre(racine);
}
