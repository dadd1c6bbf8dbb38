import YAML from 'yaml';

/** A content file that cannot be used; the message is shown to editors in the log. */
export class MalformedContent extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'MalformedContent';
  }
}

export interface ParsedMarkdown {
  data: Record<string, unknown>;
  body: string;
}

const FENCE = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)/;

/** Splits `---` YAML front matter from the Markdown body; throws MalformedContent. */
export function parseMarkdown(text: string): ParsedMarkdown {
  // Editors save from every kind of editor: drop a BOM and Windows line ends.
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = FENCE.exec(normalized);
  if (!match) throw new MalformedContent('en-tête YAML absent (le fichier doit commencer par une ligne « --- »)');
  let data: unknown;
  try {
    data = YAML.parse(match[1]);
  } catch (error) {
    throw new MalformedContent(`en-tête YAML illisible : ${(error as Error).message.split('\n')[0]}`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new MalformedContent('en-tête YAML sans clés');
  }
  const body = normalized.slice(match[0].length).trim();
  if (body === '') throw new MalformedContent('corps Markdown vide');
  return { data: data as Record<string, unknown>, body };
}
