import type { ContexteListe } from '../../lib/contenu/types';
import { ACCUEIL, carte, dateFr, type Fabrique, seo } from './fabrique';
import { type Noeud, nombre, parOrdre, texte } from './noeuds';

export const ACTUALITES_PAR_PAGE = 10;

const publieLe = (iso: string) => (dateFr(iso) ? `Publié le ${dateFr(iso)}` : '');

/** /actualites (paginated: /actualites/page/2…) and /actualites/{slug}, newest first. */
export function pagesActualites(f: Fabrique): void {
  const rubrique = f.rubrique('actualites', 'Actualités');
  const base = rubrique.etape;
  const actualites = [...f.cms.entrees('actualite')].sort((a, b) =>
    texte(b, 'date_publication').localeCompare(texte(a, 'date_publication')),
  );
  const pages = Math.max(1, Math.ceil(actualites.length / ACTUALITES_PAR_PAGE));
  for (let page = 1; page <= pages; page += 1) {
    const tranche = actualites.slice((page - 1) * ACTUALITES_PAR_PAGE, page * ACTUALITES_PAR_PAGE);
    const chemin = page === 1 ? '/actualites' : `/actualites/page/${page}`;
    const titre = page === 1 ? base.titre : `${base.titre} – page ${page} sur ${pages}`;
    const contexte: ContexteListe = {
      chemin,
      section: 'actualites',
      titre,
      fil: page === 1 ? [ACCUEIL, base] : [ACCUEIL, base, { titre: `Page ${page}`, chemin }],
      seo: { ...rubrique.seo, titre: page === 1 ? rubrique.seo.titre : `${rubrique.seo.titre} – page ${page}` },
      introHtml: page === 1 ? rubrique.introHtml : undefined,
      groupes: [
        {
          cartes: tranche.map((a) =>
            carte(
              a,
              `/actualites/${texte(a, 'slug')}`,
              [dateFr(texte(a, 'date_publication')), texte(a, 'categorie')].filter(Boolean).join(' · '),
            ),
          ),
        },
      ],
      vide: 'Aucune actualité n’est publiée pour le moment.',
      pagination: pages > 1 ? { page, pages, base: '/actualites' } : undefined,
    };
    f.ajouter('liste', contexte);
  }
  for (const a of actualites) {
    const fiche = f.fiche(
      a,
      `/actualites/${texte(a, 'slug')}`,
      'actualites',
      [ACCUEIL, base],
      'article',
      f.cms.media(a, 'image'),
    );
    f.ajouter('article', {
      ...fiche,
      meta: [publieLe(texte(a, 'date_publication')), texte(a, 'categorie')].filter(Boolean),
    });
  }
}

const NIVEAUX: Record<string, string> = { debutant: 'Niveau débutant', intermediaire: 'Niveau intermédiaire' };

/** /aides-et-tutoriels and /aides-et-tutoriels/{slug}, grouped by category. */
export function pagesAides(f: Fabrique): void {
  const rubrique = f.rubrique('aides-et-tutoriels', 'Aides et tutoriels');
  const base = rubrique.etape;
  const aides = parOrdre(f.cms.entrees('aide-et-tutoriel'));
  const categorie = (a: Noeud) => texte(a, 'categorie') || 'Autres';
  f.liste(
    rubrique,
    'aides-et-tutoriels',
    [...new Set(aides.map(categorie))].map((titre) => ({
      titre,
      cartes: aides
        .filter((a) => categorie(a) === titre)
        .map((a) => carte(a, `${base.chemin}/${texte(a, 'slug')}`, metaAide(a).join(' · '))),
    })),
    'Aucune aide n’est publiée pour le moment.',
  );
  for (const a of aides) {
    const fiche = f.fiche(
      a,
      `${base.chemin}/${texte(a, 'slug')}`,
      'aides-et-tutoriels',
      [ACCUEIL, base],
      'article',
      f.cms.media(a, 'image'),
    );
    f.ajouter('article', { ...fiche, meta: [texte(a, 'categorie'), ...metaAide(a)].filter(Boolean) });
  }
}

function metaAide(a: Noeud): string[] {
  const duree = nombre(a, 'duree_minutes');
  return [NIVEAUX[texte(a, 'niveau')] ?? '', duree ? `${duree}\u00a0min de lecture` : ''].filter(Boolean);
}

/** « 3 min 05 s ». */
function duree(secondes: number | null): string | undefined {
  if (!secondes || secondes <= 0) return undefined;
  const m = Math.floor(secondes / 60);
  const s = secondes % 60;
  return m > 0 ? `${m}\u00a0min${s ? ` ${String(s).padStart(2, '0')}\u00a0s` : ''}` : `${s}\u00a0s`;
}

/** /tutoriels-videos and /tutoriels-videos/{slug}; with no video published, the listing says so. */
export function pagesVideos(f: Fabrique): void {
  const rubrique = f.rubrique('tutoriels-videos', 'Tutoriels vidéos');
  const base = rubrique.etape;
  const videos = parOrdre(f.cms.entrees('tutoriel-video'));
  f.liste(
    rubrique,
    'tutoriels-videos',
    [{ cartes: videos.map((v) => carte(v, `${base.chemin}/${texte(v, 'slug')}`, duree(nombre(v, 'duree_secondes')))) }],
    'Aucun tutoriel vidéo n’est publié pour le moment. Les aides et tutoriels écrits expliquent pas à pas les mêmes fonctions du portail.',
  );
  // Not a `fiche`: the text of a video page is its transcription, and its image the video's thumbnail.
  for (const v of videos) {
    const chemin = `${base.chemin}/${texte(v, 'slug')}`;
    const titre = texte(v, 'titre');
    const fichier = f.cms.media(v, 'video');
    const url = fichier?.url ?? (texte(v, 'video_url').startsWith('https://') ? texte(v, 'video_url') : '');
    const vignette = f.cms.media(v, 'vignette');
    const temps = duree(nombre(v, 'duree_secondes'));
    f.ajouter('article', {
      chemin,
      section: 'tutoriels-videos',
      titre,
      fil: [ACCUEIL, base, { titre, chemin }],
      seo: seo(v, titre, texte(v, 'resume'), 'article', vignette?.url),
      chapo: texte(v, 'resume'),
      meta: temps ? [temps] : [],
      image: vignette,
      video: url ? { url, duree: temps } : undefined,
      blocs: f.bloc(chemin, f.cms.markdown(v, 'transcription'), 'Transcription'),
    });
  }
}
