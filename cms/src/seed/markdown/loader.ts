import fs from 'node:fs';
import path from 'node:path';
import { MalformedContent, parseMarkdown } from './front-matter';
import { integer, isoDate, niveau, slug, SLUG_PATTERN, text } from './fields';
import type { ContentProblem, MarkdownContent } from './types';

/** Folders read under the content directory; anything else is left alone. */
export const FOLDERS = ['actualites', 'aides-et-tutoriels', 'dossiers-thematiques', 'guide-des-formalites'] as const;

type Folder = (typeof FOLDERS)[number];

/**
 * Reads every `<folder>/*.md` of the content directory.
 *
 * Never throws for a file: a file that cannot be used is listed in `problems` with
 * its reason and left out, so an editor's typo never stops the CMS from starting.
 */
export function loadMarkdownContent(dir: string): MarkdownContent {
  const content: MarkdownContent = {
    actualites: [],
    aides: [],
    dossiers: [],
    guideSections: [],
    guidePages: [],
    problems: [],
  };
  for (const folder of FOLDERS) {
    const seen = new Set<string>();
    for (const name of listMarkdown(path.join(dir, folder))) {
      const fichier = `${folder}/${name}`;
      try {
        const entry = readFile(content, folder, name, fs.readFileSync(path.join(dir, folder, name), 'utf8'));
        if (seen.has(entry.key))
          throw new MalformedContent(`« ${entry.key} » est déjà utilisé par un autre fichier du dossier`);
        seen.add(entry.key);
        entry.add();
      } catch (error) {
        content.problems.push(problemOf(fichier, error));
      }
    }
  }
  content.dossiers.sort((a, b) => a.niveau - b.niveau || a.chemin.localeCompare(b.chemin));
  return content;
}

function listMarkdown(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md') && entry.name.toLowerCase() !== 'readme.md')
    .map((entry) => entry.name)
    .sort();
}

function problemOf(fichier: string, error: unknown): ContentProblem {
  if (error instanceof MalformedContent) return { fichier, raison: error.message };
  // A read error or a bug: still reported and skipped, with what we know.
  return { fichier, raison: `illisible : ${(error as Error).message}` };
}

/** Parses one file; `add` stores it in `content` once its key is known to be free. */
function readFile(
  content: MarkdownContent,
  folder: Folder,
  name: string,
  raw: string,
): { key: string; add: () => void } {
  const { data, body } = parseMarkdown(raw);
  const segments = pathSegments(
    name,
    folder === 'dossiers-thematiques' ? 3 : folder === 'guide-des-formalites' ? 2 : 1,
  );
  const fileSlug = segments[segments.length - 1];
  const entrySlug = slug(data);
  if (entrySlug !== fileSlug) {
    throw new MalformedContent(`« slug » (${entrySlug}) différent du nom du fichier (${fileSlug})`);
  }
  const common = { titre: text(data, 'titre'), slug: entrySlug, resume: text(data, 'resume'), corps: body };
  switch (folder) {
    case 'actualites': {
      const entry = { ...common, date_publication: isoDate(data, 'date'), categorie: text(data, 'categorie') };
      return { key: entrySlug, add: () => content.actualites.push(entry) };
    }
    case 'aides-et-tutoriels': {
      const entry = {
        ...common,
        categorie: text(data, 'categorie'),
        niveau: niveau(data),
        duree_minutes: integer(data, 'duree_minutes', 1),
      };
      return { key: entrySlug, add: () => content.aides.push(entry) };
    }
    case 'dossiers-thematiques': {
      const chemin = segments.join('/');
      const entry = {
        ...common,
        chemin,
        niveau: segments.length as 1 | 2 | 3,
        parentChemin: segments.length > 1 ? segments.slice(0, -1).join('/') : null,
        ordre: integer(data, 'ordre', 0),
      };
      return { key: chemin, add: () => content.dossiers.push(entry) };
    }
    case 'guide-des-formalites': {
      const ordre = integer(data, 'ordre', 0);
      if (segments.length === 1) {
        const section = { ...common, ordre };
        return { key: entrySlug, add: () => content.guideSections.push(section) };
      }
      const page = { ...common, ordre, chemin: segments.join('/'), sectionSlug: segments[0] };
      return { key: page.chemin, add: () => content.guidePages.push(page) };
    }
  }
}

/** `a--b--c.md` → ['a', 'b', 'c'], each segment a valid slug, at most `maxDepth` of them. */
function pathSegments(name: string, maxDepth: number): string[] {
  const segments = name.slice(0, -'.md'.length).split('--');
  if (segments.length > maxDepth || segments.some((segment) => !SLUG_PATTERN.test(segment))) {
    const shape =
      maxDepth === 1
        ? '<slug>.md'
        : maxDepth === 2
          ? '<section>.md ou <section>--<page>.md'
          : '<a>.md, <a>--<b>.md ou <a>--<b>--<c>.md';
    throw new MalformedContent(`nom de fichier invalide (attendu : ${shape}, en minuscules sans accents)`);
  }
  return segments;
}
