import fs from 'node:fs';
import path from 'node:path';

type ReadFileCallback = (error: NodeJS.ErrnoException | null, data?: string | Buffer) => void;

/**
 * Gatsby's engine reads the results of the page's static queries (`.cache/page-ssr/sq/*.json`,
 * the shell's menu and footer among them) and the slices' data from disk on every render: four
 * system calls and a JSON text per query and per page. A published release never changes (a new
 * build is a new folder, served by new workers), so the worker keeps what it read from those
 * folders. Only text reads (with an encoding) are kept, being immutable strings; anything else,
 * and any failure, goes to the file system as before.
 *
 * Must run before the engine is loaded: its bundled graceful-fs copies `fs.readFile` at load time.
 */
export function memoizeImmutableReads(dirs: readonly string[]): () => void {
  const roots = dirs.map((dir) => path.resolve(dir) + path.sep);
  const original = fs.readFile;
  const kept = new Map<string, string | Buffer>();
  const restoreParse = memoizeParses(kept);
  function readFile(this: unknown, ...args: unknown[]): void {
    const [file, options, last] = args;
    const callback = (typeof options === 'function' ? options : last) as ReadFileCallback | undefined;
    const encoding =
      typeof options === 'string' ? options : (options as { encoding?: unknown } | null | undefined)?.encoding;
    const resolved = typeof file === 'string' ? path.resolve(file) : null;
    if (
      resolved === null ||
      typeof encoding !== 'string' ||
      typeof callback !== 'function' ||
      !roots.some((root) => resolved.startsWith(root))
    ) {
      return (original as (...a: unknown[]) => void).apply(this, args);
    }
    const key = `${encoding}\0${resolved}`;
    const hit = kept.get(key);
    if (hit !== undefined) {
      process.nextTick(callback, null, hit);
      return;
    }
    original(resolved, options as BufferEncoding, (error, data) => {
      if (!error) kept.set(key, data);
      callback(error, data);
    });
  }
  (fs as { readFile: unknown }).readFile = readFile;
  return () => {
    (fs as { readFile: unknown }).readFile = original;
    restoreParse();
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * The engine then parses each of those texts again at every render (`JSON.parse`, 17 kB for the
 * shell's menu and footer), and hands the page a new object each time, so nothing can be kept
 * for it either (the shell's mapped data, its rendered header and footer: src/app/fragments-ssr).
 * The parse of a kept text gives one value, parsed once and frozen (a render that tried to change
 * it would fail loudly rather than change the next page). Any other text, or a parse with a
 * reviver, is parsed as before.
 */
function memoizeParses(kept: ReadonlyMap<string, string | Buffer>): () => void {
  const original = JSON.parse;
  const parsed = new Map<string, unknown>();
  JSON.parse = function parse(text: string, reviver?: (this: unknown, key: string, value: unknown) => unknown) {
    if (reviver !== undefined || typeof text !== 'string') return original(text, reviver);
    let immutable = false;
    for (const content of kept.values()) {
      // Lengths first; the engine hands back the kept string itself, which compares at once.
      if (typeof content === 'string' && content.length === text.length && content === text) {
        immutable = true;
        break;
      }
    }
    if (!immutable) return original(text);
    let value = parsed.get(text);
    if (value === undefined) {
      value = deepFreeze(original(text));
      parsed.set(text, value);
    }
    return value;
  };
  return () => {
    JSON.parse = original;
  };
}
