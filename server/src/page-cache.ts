/**
 * Shared cache of server-rendered pages, the way a reverse proxy or a CDN in front of the portal
 * would keep them: only what the page itself declares storable by a shared cache (`public` with
 * `s-maxage` or `max-age`, no `private`, `no-store`, `no-cache`, cookie or `Vary` other than
 * `Accept-Encoding`), for that long, in memory, least recently used first out when full.
 *
 * Registry pages say `public, max-age=300`: a company everybody opens at once (a court decision in
 * the news) is rendered once per five minutes instead of once per visitor. Pages are the same for
 * every visitor (the session lives in the browser), so nothing personal is ever stored.
 */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  storedAt: number;
  expiresAt: number;
}

/** Statuses a shared cache may store when the response gives an explicit lifetime (RFC 9111 §3). */
const STORABLE_STATUSES = new Set([200, 203, 204, 300, 301, 308, 404, 405, 410, 414, 501]);

/** Headers of one connection, or recomputed when the page is sent again. */
const NOT_STORED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'age']);

type HeaderValue = string | number | readonly string[] | undefined;

function headerText(value: HeaderValue): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** Seconds a shared cache may keep this response, or null when it must not store it. */
export function sharedLifetime(status: number, headers: Record<string, HeaderValue>): number | null {
  if (!STORABLE_STATUSES.has(status)) return null;
  if (headers['set-cookie'] !== undefined) return null;
  const vary = headerText(headers.vary);
  if (vary && vary.split(',').some((field) => field.trim().toLowerCase() !== 'accept-encoding')) return null;
  const directives = new Map<string, string | true>();
  for (const part of (headerText(headers['cache-control']) ?? '').split(',')) {
    const [name = '', value] = part.trim().split('=', 2);
    if (name) directives.set(name.toLowerCase(), value === undefined ? true : value.replace(/^"|"$/g, ''));
  }
  if (directives.has('no-store') || directives.has('private') || directives.has('no-cache')) return null;
  const seconds = (name: string): number | null => {
    const value = directives.get(name);
    if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
    return Number(value);
  };
  const lifetime = seconds('s-maxage') ?? seconds('max-age');
  return lifetime !== null && lifetime > 0 ? lifetime : null;
}

/** How long a page that answered "not storable" skips the wait for a render in progress. */
const NOT_STORABLE_MEMORY_MS = 60_000;
const NOT_STORABLE_MAX_KEYS = 10_000;

export class PageCache {
  /** Insertion order is recency order: a hit moves the page to the end. */
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  /** Pages being rendered for a first visitor, and what settles when that render is over. */
  private readonly renders = new Map<string, Promise<void>>();
  /** Pages that recently said they cannot be stored: their visitors never wait for each other. */
  private readonly notStorable = new Map<string, number>();

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
    /** Called for each page pushed out to make room (the metrics); never for an expired one. */
    private readonly onEviction: (() => void) | null = null,
  ) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get size(): number {
    return this.pages.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  /** The fresh page stored under `key`, or null (an expired page is dropped). */
  get(key: string): CachedPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    this.pages.delete(key);
    if (page.expiresAt <= this.now()) {
      this.bytes -= page.body.length;
      return null;
    }
    this.pages.set(key, page);
    return page;
  }

  /**
   * Stores the page if its headers allow it; returns whether it did. A page larger than an eighth
   * of the cache is not stored, so one huge page cannot empty the cache of everything else.
   * `lifetime`: the page's sharedLifetime, when the caller has already worked it out.
   */
  offer(
    key: string,
    status: number,
    headers: Record<string, HeaderValue>,
    body: Buffer,
    lifetime = sharedLifetime(status, headers),
  ): boolean {
    if (!this.enabled || lifetime === null || body.length > this.maxBytes / 8) return false;
    const stored: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) {
      const text = headerText(value);
      if (text !== undefined && !NOT_STORED.has(name.toLowerCase())) stored[name.toLowerCase()] = text;
    }
    this.remove(key);
    const now = this.now();
    this.pages.set(key, { status, headers: stored, body, storedAt: now, expiresAt: now + lifetime * 1000 });
    this.bytes += body.length;
    for (const [oldest, page] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= page.body.length;
      this.onEviction?.();
    }
    return true;
  }

  /**
   * A page missing from the cache may be rendering for another visitor right now (everybody opens
   * the same company at once): then a promise settled when that render is over, after which the
   * page is looked up again. Otherwise null.
   */
  join(key: string): Promise<void> | null {
    if (!this.enabled) return null;
    return this.renders.get(key) ?? null;
  }

  /**
   * Marks the render of `key` as in progress, so that the next visitors wait for it; returns the
   * function to call once its answer is stored or known not storable (any extra call is ignored).
   * Null when another render of the page leads already, or when the page recently said it could
   * not be stored (those visitors render in parallel, as without a cache).
   */
  lead(key: string): (() => void) | null {
    if (!this.enabled || this.renders.has(key)) return null;
    const until = this.notStorable.get(key);
    if (until !== undefined && until > this.now()) return null;
    let settle!: () => void;
    this.renders.set(key, new Promise<void>((resolve) => (settle = resolve)));
    return () => {
      if (!this.renders.has(key)) return;
      this.renders.delete(key);
      settle();
    };
  }

  /** Remembers for a minute that `key` answered something a shared cache must not keep. */
  markNotStorable(key: string): void {
    if (!this.enabled) return;
    this.notStorable.delete(key);
    this.notStorable.set(key, this.now() + NOT_STORABLE_MEMORY_MS);
    for (const oldest of this.notStorable.keys()) {
      if (this.notStorable.size <= NOT_STORABLE_MAX_KEYS) break;
      this.notStorable.delete(oldest);
    }
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
    this.notStorable.clear();
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.body.length;
  }
}
