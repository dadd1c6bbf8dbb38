import {
  eurosEntiers,
  numeroRcs,
  PAGES_FIXES,
  tvaIntracommunautaire,
  VARIABLE_EDITEUR,
  type IdentiteEditeur,
} from '@portail/domaine';
import type { ContexteArticle } from '../../lib/contenu/types';
import { ACCUEIL, dateFr, type Fabrique, seo, texteBrut } from './fabrique';
import { type Noeud, texte } from './noeuds';

/** The single-type pages and their addresses (the footer menu links each of them): a CMS content type list. */
export { PAGES_FIXES };

/**
 * First segments a custom page (`page`, served at /{slug}) may not take: every section of the site,
 * its app and server-rendered routes, and the server's own addresses.
 */
export const SEGMENTS_RESERVES = new Set([
  'actualites',
  'aides-et-tutoriels',
  'tutoriels-videos',
  'dossiers-thematiques',
  'guide-des-formalites',
  'formalites',
  'formalites-entreprise',
  'formalites-dgfip',
  'services',
  'kbis-documents',
  'faq',
  'tarifs',
  'plan-du-site',
  'apercu',
  'chargement',
  '404',
  '500',
  'entreprise',
  'entreprise-societe',
  'etablissement',
  'dirigeant',
  'liste_etablissements',
  'fiche-greffe',
  'recherche-par-departement',
  'rechercher-un-greffe',
  'recherche-entreprise-dirigeant',
  'espace-personnel',
  'panier',
  'post-connexion',
  'selection-compte-client',
  'alertes',
  'inscription',
  'inscription-validation',
  'mot-de-passe-oublie',
  'changement-email',
  'auth',
  'identite',
  'api',
  'dev',
  'sitemap',
  'sitemaps',
  'page-data',
  'static',
  'uploads',
  'Lien',
  ...PAGES_FIXES.map((p) => p.chemin.slice(1)),
]);

export class PageLibreInterdite extends Error {
  constructor(readonly slug: string) {
    super(
      `La page libre « ${slug} » prendrait l’adresse /${slug}, réservée à une rubrique du site : changez son slug dans le CMS.`,
    );
    this.name = 'PageLibreInterdite';
  }
}

/** What a local instance says in place of a publisher it has not declared. */
export const SITE_DE_DEMONSTRATION = `Site de démonstration : cette instance du portail n’a pas déclaré d’éditeur (variable ${VARIABLE_EDITEUR}). C’est une installation locale, de développement ou de démonstration, qui n’est pas publiée en ligne ; aucun document n’y est délivré pour le compte d’un éditeur.`;

function identite(editeur: IdentiteEditeur): string {
  const contact = [editeur.email, editeur.telephone, editeur.siteWeb].filter(Boolean).join(' – ');
  return [
    `${editeur.denomination}, ${editeur.formeJuridique.toLowerCase()} au capital de ${eurosEntiers(editeur.capital)}`,
    `Siège : ${editeur.adresse.join(', ')}`,
    `${numeroRcs(editeur.villeRcs, editeur.siren)} – TVA intracommunautaire ${editeur.tvaIntracommunautaire ?? tvaIntracommunautaire(editeur.siren)}`,
    ...(contact ? [`Contact : ${contact}`] : []),
  ].join('  \n');
}

const mediateur = (editeur: IdentiteEditeur) => `${editeur.mediateur.nom} – ${editeur.mediateur.site}`;

/**
 * The publisher's mentions (LCEN art. 6, III; Code de la consommation, L612-1) from the portal's
 * configuration (PORTAIL_EDITEUR), the identity the invoices print too: on the legal notice, and
 * on the terms of sale as the seller. A local instance without one says so instead of a template.
 */
export function mentionsEditeur(type: string | undefined, editeur: IdentiteEditeur | null): Array<[string, string]> {
  if (type !== 'mentions-legales' && type !== 'cgu-cgv') return [];
  if (editeur === null) return [[type === 'cgu-cgv' ? 'Vendeur' : 'Éditeur', SITE_DE_DEMONSTRATION]];
  if (type === 'cgu-cgv')
    return [
      ['Vendeur', identite(editeur)],
      ['Médiateur de la consommation', mediateur(editeur)],
    ];
  return [
    ['Éditeur', identite(editeur)],
    ['Directeur de la publication', editeur.directeurPublication],
    [
      'Hébergeur',
      [editeur.hebergeur.nom, editeur.hebergeur.adresse.join(', '), editeur.hebergeur.telephone ?? '']
        .filter(Boolean)
        .join('  \n'),
    ],
    ['Médiateur de la consommation', mediateur(editeur)],
  ];
}

/** A legal, information or custom page: its text, then its publication mentions and links. */
/** `type`: the single type of a fixed page (PAGES_FIXES), undefined for a custom page. */
function article(f: Fabrique, noeud: Noeud, chemin: string, titreParDefaut: string, type?: string): ContexteArticle {
  const titre = texte(noeud, 'titre') || titreParDefaut;
  const corps = f.cms.markdown(noeud, 'corps');
  const miseAJour = texte(noeud, 'date_mise_a_jour');
  const image = f.cms.media(noeud, 'image');
  const mentions = f.editeur === undefined ? [] : mentionsEditeur(type, f.editeur);
  const renseignees = mentions.filter(([, valeur]) => valeur);
  return {
    chemin,
    section: 'informations',
    titre,
    fil: [ACCUEIL, { titre, chemin }],
    seo: seo(noeud, titre, texte(noeud, 'chapo') || texteBrut(corps) || titre, 'website', image?.url),
    chapo: texte(noeud, 'chapo') || undefined,
    meta: miseAJour && dateFr(miseAJour) ? [`Mis à jour le ${dateFr(miseAJour)}`] : [],
    image,
    blocs: [
      ...f.bloc(chemin, corps),
      ...renseignees.flatMap(([titreBloc, valeur]) => f.bloc(chemin, valeur, titreBloc)),
    ],
    liens: f.liensDe(chemin, noeud),
  };
}

/** The legal and information pages (single types), then the custom pages at /{slug}. */
export function pagesFixes(f: Fabrique): void {
  for (const page of PAGES_FIXES) {
    const noeud = f.cms.unique(page.type);
    if (!noeud) continue;
    f.ajouter('article', article(f, noeud, page.chemin, page.titre, page.type));
  }
  for (const noeud of f.cms.entrees('page')) {
    const slug = texte(noeud, 'slug');
    if (!slug) continue;
    if (SEGMENTS_RESERVES.has(slug)) throw new PageLibreInterdite(slug);
    f.ajouter('article', article(f, noeud, `/${slug}`, slug));
  }
}
