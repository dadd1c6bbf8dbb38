import type { ContexteFaq, ContexteTarifs } from '../../lib/contenu/types';
import { ACCUEIL, carte, type Fabrique, seo, texteBrut } from './fabrique';
import { parOrdre, texte } from './noeuds';
import { tablesTarifs } from './tarifs';

/**
 * Services whose page is an application of the site (src/pages/services/{slug}.tsx): their CMS entry
 * gives the card of /services, but no text page at the same address.
 */
export const SERVICES_DU_SITE: ReadonlySet<string> = new Set([
  'consulter-une-affaire',
  'recherche-gage-sans-depossession',
]);

/** /services and /services/{slug} (surveillance-entreprises…), but the site's own services pages. */
export function pagesServices(f: Fabrique): void {
  const rubrique = f.rubrique('services', 'Services');
  const base = rubrique.etape;
  const services = parOrdre(f.cms.entrees('service'));
  f.liste(
    rubrique,
    'services',
    [{ cartes: services.map((s) => carte(s, `${base.chemin}/${texte(s, 'slug')}`)) }],
    'Aucun service n’est publié pour le moment.',
  );
  for (const s of services) {
    if (SERVICES_DU_SITE.has(texte(s, 'slug'))) continue;
    const chemin = `${base.chemin}/${texte(s, 'slug')}`;
    const action = f.cms.lie(s, 'action');
    f.ajouter('article', {
      ...f.fiche(s, chemin, 'services', [ACCUEIL, base], 'website', f.cms.media(s, 'image')),
      action: (action && f.lien(chemin, action)) ?? undefined,
    });
  }
}

/** /kbis-documents and /kbis-documents/{slug}, each document with its dated prices. */
export function pagesKbisDocuments(f: Fabrique): void {
  const rubrique = f.rubrique('kbis-documents', 'Kbis et documents officiels');
  const base = rubrique.etape;
  const documents = parOrdre(f.cms.entrees('kbis-document'));
  const tarifs = f.cms.entrees('tarif');
  f.liste(
    rubrique,
    'kbis-documents',
    [{ cartes: documents.map((d) => carte(d, `${base.chemin}/${texte(d, 'slug')}`)) }],
    'Aucun document n’est publié pour le moment.',
  );
  for (const d of documents) {
    const chemin = `${base.chemin}/${texte(d, 'slug')}`;
    const fiche = f.fiche(d, chemin, 'kbis-documents', [ACCUEIL, base], 'website', f.cms.media(d, 'image'));
    const sesTarifs = tarifs.filter(
      (t) => texte(f.cms.lie(t, 'kbis_document'), 'documentId') === texte(d, 'documentId'),
    );
    f.ajouter('article', {
      ...fiche,
      blocs: [...fiche.blocs, ...f.bloc(chemin, f.cms.markdown(d, 'contenu'))],
      tarifs: tablesTarifs(sesTarifs),
    });
  }
}

/** /tarifs: the page's texts, then one table per document from the dated price entries. */
export function pageTarifs(f: Fabrique): void {
  const page = f.cms.unique('page-tarifs');
  const chemin = '/tarifs';
  const titre = texte(page, 'titre') || 'Tarifs';
  const intro = page ? f.cms.markdown(page, 'introduction') : '';
  f.ajouter('tarifs', {
    chemin,
    section: 'tarifs',
    titre,
    fil: [ACCUEIL, { titre, chemin }],
    seo: seo(page, titre, texte(page, 'chapo') || texteBrut(intro) || titre),
    chapo: texte(page, 'chapo') || undefined,
    introHtml: f.html(chemin, intro),
    avertissementHtml: page ? f.html(chemin, f.cms.markdown(page, 'avertissement'), 3) : '',
    tables: tablesTarifs(f.cms.entrees('tarif')),
  } satisfies ContexteTarifs);
}

/** /faq (the address the header and footer menus link): themes, then questions with anchors. */
export function pageFaq(f: Fabrique): void {
  const rubrique = f.rubrique('faq', 'Questions fréquentes');
  const chemin = '/faq';
  const questions = f.cms.entrees('faq-question');
  const themes = parOrdre(f.cms.entrees('faq-theme')).map((theme) => ({
    titre: texte(theme, 'titre'),
    ancre: texte(theme, 'slug'),
    questions: parOrdre(
      questions.filter((q) => texte(f.cms.lie(q, 'theme'), 'documentId') === texte(theme, 'documentId')),
      'question',
    ).map((q) => ({
      question: texte(q, 'question'),
      ancre: texte(q, 'slug'),
      html: f.html(chemin, f.cms.markdown(q, 'reponse'), 4),
    })),
  }));
  f.ajouter('faq', {
    chemin,
    section: 'faq',
    titre: rubrique.etape.titre,
    fil: [ACCUEIL, rubrique.etape],
    seo: rubrique.seo,
    introHtml: rubrique.introHtml,
    themes: themes.filter((t) => t.questions.length > 0),
  } satisfies ContexteFaq);
}
