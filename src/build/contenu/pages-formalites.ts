import type { ContexteArticle, Etape, Formulaire } from '../../lib/contenu/types';
import { ACCUEIL, carte, type Fabrique } from './fabrique';
import { type Noeud, parOrdre, texte } from './noeuds';

function formulaires(f: Fabrique, noeud: Noeud): Formulaire[] {
  return f.cms.lies(noeud, 'formulaires').flatMap((form) => {
    const libelle = texte(form, 'libelle');
    if (!libelle) return [];
    const fichier = f.cms.media(form, 'fichier');
    const url = fichier?.url ?? texte(form, 'url');
    return [
      {
        libelle,
        ...(texte(form, 'numero_cerfa') ? { cerfa: texte(form, 'numero_cerfa') } : {}),
        ...(texte(form, 'description') ? { description: texte(form, 'description') } : {}),
        ...(url ? { url } : {}),
      },
    ];
  });
}

/** A formalité or DGFiP sheet: its text, then its forms and useful links. */
function ficheFormalite(f: Fabrique, x: Noeud, chemin: string, parents: Etape[]): ContexteArticle {
  return { ...f.fiche(x, chemin, 'formalites', parents), formulaires: formulaires(f, x), liens: f.liensDe(chemin, x) };
}

/**
 * /formalites (types then formalités), /formalites/{slug} (including
 * telecharger-formulaires-formalites-entreprise), /formalites-entreprise/{typeFormalite},
 * /formalites-dgfip and /formalites-dgfip/{slug}.
 */
export function pagesFormalites(f: Fabrique): void {
  const rubrique = f.rubrique('formalites', 'Formalités');
  const base = rubrique.etape;
  const types = parOrdre(f.cms.entrees('type-formalite'));
  const toutes = parOrdre(f.cms.entrees('formalite'));
  const typeDe = (formalite: Noeud) => texte(f.cms.lie(formalite, 'typeFormalite'), 'slug');
  const cheminType = (type: Noeud) => `/formalites-entreprise/${texte(type, 'slug')}`;
  const cheminFiche = (x: Noeud) => `${base.chemin}/${texte(x, 'slug')}`;

  f.liste(
    rubrique,
    'formalites',
    [
      { titre: 'Par étape de la vie de l’entreprise', cartes: types.map((t) => carte(t, cheminType(t))) },
      { titre: 'Toutes les fiches', cartes: toutes.map((x) => carte(x, cheminFiche(x))) },
    ].filter((g) => g.cartes.length > 0),
    'Aucune fiche de formalité n’est publiée pour le moment.',
  );

  for (const t of types) {
    const sesFormalites = toutes.filter((x) => typeDe(x) === texte(t, 'slug'));
    f.ajouter('article', {
      ...f.fiche(t, cheminType(t), 'formalites', [ACCUEIL, base]),
      sousPages:
        sesFormalites.length > 0
          ? { titre: 'Les fiches de cette étape', cartes: sesFormalites.map((x) => carte(x, cheminFiche(x))) }
          : undefined,
    });
  }

  for (const x of toutes) {
    const type = f.cms.lie(x, 'typeFormalite');
    const typeEtape = type && texte(type, 'slug') ? [{ titre: texte(type, 'titre'), chemin: cheminType(type) }] : [];
    f.ajouter('article', ficheFormalite(f, x, cheminFiche(x), [ACCUEIL, base, ...typeEtape]));
  }

  const dgfip = f.rubrique('formalites-dgfip', 'Formalités DGFiP');
  const baseDgfip = dgfip.etape;
  const fiches = parOrdre(f.cms.entrees('formalite-dgfip'));
  f.liste(
    dgfip,
    'formalites',
    [{ cartes: fiches.map((x) => carte(x, `${baseDgfip.chemin}/${texte(x, 'slug')}`)) }],
    'Aucune fiche n’est publiée pour le moment.',
  );
  for (const x of fiches) {
    f.ajouter('article', ficheFormalite(f, x, `${baseDgfip.chemin}/${texte(x, 'slug')}`, [ACCUEIL, baseDgfip]));
  }
}
