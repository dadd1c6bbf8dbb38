import type { Carte } from '../../lib/contenu/types';
import { ACCUEIL, carte, type Fabrique } from './fabrique';
import { type Noeud, parOrdre, texte } from './noeuds';

/**
 * /dossiers-thematiques, then /dossiers-thematiques/{a}, /{a}/{b}, /{a}/{b}/{c} (SPEC §2: the
 * levels continue the same address, like the département pages). The address is the entry's
 * `chemin`; its breadcrumb follows the path's prefixes.
 */
export function pagesDossiers(f: Fabrique): void {
  const rubrique = f.rubrique('dossiers-thematiques', 'Dossiers thématiques');
  const base = rubrique.etape;
  const dossiers = parOrdre(f.cms.entrees('dossier-thematique')).filter((d) =>
    /^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/.test(texte(d, 'chemin')),
  );
  const parChemin = new Map(dossiers.map((d) => [texte(d, 'chemin'), d]));
  const adresse = (d: Noeud) => `${base.chemin}/${texte(d, 'chemin')}`;
  const enfantsDe = (chemin: string | null) =>
    dossiers.filter((d) => {
      const c = texte(d, 'chemin');
      const parent = c.includes('/') ? c.slice(0, c.lastIndexOf('/')) : null;
      return parent === chemin;
    });
  const cartes = (liste: Noeud[]): Carte[] => liste.map((d) => carte(d, adresse(d)));

  f.liste(
    rubrique,
    'dossiers-thematiques',
    [{ cartes: cartes(enfantsDe(null)) }],
    'Aucun dossier thématique n’est publié pour le moment.',
  );

  for (const d of dossiers) {
    const segments = texte(d, 'chemin').split('/');
    const ancetres = segments.slice(0, -1).flatMap((_, i) => {
      const ancetre = parChemin.get(segments.slice(0, i + 1).join('/'));
      return ancetre ? [{ titre: texte(ancetre, 'titre'), chemin: adresse(ancetre) }] : [];
    });
    const enfants = enfantsDe(texte(d, 'chemin'));
    f.ajouter('article', {
      ...f.fiche(
        d,
        adresse(d),
        'dossiers-thematiques',
        [ACCUEIL, base, ...ancetres],
        'article',
        f.cms.media(d, 'image'),
      ),
      sousPages: enfants.length > 0 ? { titre: 'Dans ce dossier', cartes: cartes(enfants) } : undefined,
    });
  }
}

/** /guide-des-formalites, /guide-des-formalites/{section}, /guide-des-formalites/{section}/{page}. */
export function pagesGuide(f: Fabrique): void {
  const rubrique = f.rubrique('guide-des-formalites', 'Guide des formalités');
  const base = rubrique.etape;
  const sections = parOrdre(f.cms.entrees('guide-formalites-section'));
  const pages = parOrdre(f.cms.entrees('guide-formalites-page'));
  const slugSection = (page: Noeud) => texte(page, 'chemin').split('/')[0] || texte(f.cms.lie(page, 'section'), 'slug');

  f.liste(
    rubrique,
    'guide-des-formalites',
    [{ cartes: sections.map((s) => carte(s, `${base.chemin}/${texte(s, 'slug')}`)) }],
    'Le guide des formalités n’est pas encore publié.',
  );

  for (const s of sections) {
    const chemin = `${base.chemin}/${texte(s, 'slug')}`;
    const section = f.fiche(s, chemin, 'guide-des-formalites', [ACCUEIL, base]);
    const etape = { titre: section.titre, chemin };
    const sesPages = pages.filter((p) => slugSection(p) === texte(s, 'slug'));
    f.ajouter('article', {
      ...section,
      sousPages:
        sesPages.length > 0
          ? { titre: 'Les étapes', cartes: sesPages.map((p) => carte(p, `${chemin}/${texte(p, 'slug')}`)) }
          : undefined,
    });
    sesPages.forEach((p, i) => {
      const fiche = f.fiche(
        p,
        `${chemin}/${texte(p, 'slug')}`,
        'guide-des-formalites',
        [ACCUEIL, base, etape],
        'article',
      );
      f.ajouter('article', { ...fiche, meta: [`Étape ${i + 1} sur ${sesPages.length}`] });
    });
  }
}
