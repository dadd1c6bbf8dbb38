/** Entries read from the Markdown folders, already in the shape of the content types. */

export interface ActualiteSeed {
  titre: string;
  slug: string;
  date_publication: string;
  categorie: string;
  resume: string;
  corps: string;
}

export interface AideSeed {
  titre: string;
  slug: string;
  categorie: string;
  resume: string;
  niveau: 'debutant' | 'intermediaire';
  duree_minutes: number;
  corps: string;
}

export interface DossierSeed {
  titre: string;
  slug: string;
  /** Full path under /dossiers-thematiques, e.g. `creer--sarl` → `creer/sarl`. */
  chemin: string;
  niveau: 1 | 2 | 3;
  /** `chemin` of the parent, null at the first level. */
  parentChemin: string | null;
  resume: string;
  ordre: number;
  corps: string;
}

export interface GuideSectionSeed {
  titre: string;
  slug: string;
  resume: string;
  ordre: number;
  corps: string;
}

export interface GuidePageSeed extends GuideSectionSeed {
  /** `section/page`, unique across the guide. */
  chemin: string;
  sectionSlug: string;
}

export interface ContentProblem {
  /** Path relative to the content folder, e.g. `actualites/kbis.md`. */
  fichier: string;
  raison: string;
}

export interface MarkdownContent {
  actualites: ActualiteSeed[];
  aides: AideSeed[];
  /** Sorted by level, so a parent always comes before its children. */
  dossiers: DossierSeed[];
  guideSections: GuideSectionSeed[];
  guidePages: GuidePageSeed[];
  problems: ContentProblem[];
}
