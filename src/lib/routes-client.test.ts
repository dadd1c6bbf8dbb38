import { cheminsDesEcrans } from '../app/espace-personnel/espace-personnel-app';
import { APPS_CLIENT, CHEMINS_ESPACE } from './routes-client';

describe('client-only apps’ addresses', () => {
  it('lists exactly the personal space’s screens, so the link check knows what the app answers', () => {
    expect([...CHEMINS_ESPACE].sort()).toEqual(cheminsDesEcrans().sort());
  });

  it('answers the personal space’s pages, with or without identifiers, and nothing else', () => {
    const espace = APPS_CLIENT['/espace-personnel/*'] as (chemin: string) => boolean;
    expect(espace('/espace-personnel')).toBe(true);
    expect(espace('/espace-personnel/mes-formalites/')).toBe(true);
    expect(espace('/espace-personnel/mes-commandes/mes-kbis-periodiques/12')).toBe(true);
    expect(espace('/espace-personnel/mon-abonnement/reprise/0b7c')).toBe(true);
    expect(espace('/espace-personnel/mes-formalitess')).toBe(false);
    expect(espace('/espace-personnel/mes-commandes/mes-kbis-periodiques/douze')).toBe(false);
  });

  it('answers the search pages and the three kinds of forward link', () => {
    const recherche = APPS_CLIENT['/recherche-entreprise-dirigeant/*'] as (chemin: string) => boolean;
    expect(recherche('/recherche-entreprise-dirigeant/recherche-avancee')).toBe(true);
    expect(recherche('/recherche-entreprise-dirigeant/resultats-de-recherche/')).toBe(true);
    expect(recherche('/recherche-entreprise-dirigeant')).toBe(false);
    const lien = APPS_CLIENT['/Lien/*'] as (chemin: string) => boolean;
    for (const chemin of ['/Lien/mmbId/J00012345678', '/Lien/liasse/75012026000123', '/Lien/formalite/D00000000001'])
      expect(lien(chemin)).toBe(true);
    expect(lien('/Lien/mmbId')).toBe(false);
    expect(lien('/Lien/autre/1')).toBe(false);
  });
});
