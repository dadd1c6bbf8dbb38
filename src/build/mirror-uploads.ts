import { createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

interface MediaFormat {
  url?: string | null;
}

export interface MediaNode {
  url?: string | null;
  formats?: Record<string, MediaFormat | null> | null;
}

/** Every CMS-relative upload path (`/uploads/…`) of the media nodes: originals and formats. */
export function uploadPaths(nodes: readonly MediaNode[]): string[] {
  const paths = new Set<string>();
  for (const node of nodes) {
    for (const url of [node.url, ...Object.values(node.formats ?? {}).map((f) => f?.url)]) {
      if (url && url.startsWith('/uploads/') && !url.includes('..')) paths.add(url);
    }
  }
  return [...paths].sort();
}

/**
 * Copies the CMS files the site uses into `public/uploads`, so the built site is self-contained
 * (a CDN can serve it) and the live portal never depends on the CMS being up.
 */
export async function mirrorUploads(nodes: readonly MediaNode[], cmsUrl: string, publicDir: string): Promise<number> {
  let copied = 0;
  for (const urlPath of uploadPaths(nodes)) {
    const target = path.join(publicDir, urlPath);
    if (
      await stat(target).then(
        () => true,
        () => false,
      )
    )
      continue;
    const response = await fetch(`${cmsUrl}${urlPath}`, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok || !response.body) {
      throw new Error(`Le fichier ${urlPath} du CMS est inaccessible (HTTP ${response.status}).`);
    }
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
      createWriteStream(target),
    );
    copied += 1;
  }
  return copied;
}
