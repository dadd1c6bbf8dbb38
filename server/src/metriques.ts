/**
 * Prometheus metrics of the portal server (README « Métriques »). One registry per server (tests
 * build several in one process; the global default registry of prom-client is never used), filled
 * by the parts that observe something: app.ts (requests, renders, cache hits, relay errors),
 * page-cache.ts (evictions), ssr-engine.ts (workers that die). Gauges are read at scrape time from
 * the pool and the cache, so a request costs at most a histogram observation.
 *
 * The metrics are served by their own HTTP listener (METRIQUES_HOTE, METRIQUES_PORT), never on the
 * public port: the site faces the Internet, the metrics are for the operator's network only.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const PREFIXE = 'greffeo_portail_';

/**
 * What a request was, for the `kind` label: a short fixed list (never the address, which would
 * make one series per URL).
 */
export type TypeDeRequete =
  | 'page_ssr'
  | 'page_statique'
  | 'page_data'
  | 'fichier'
  | 'redirection'
  | 'plan_du_site'
  | 'relais_api'
  | 'relais_auth'
  | 'autre';

/** Where a relayed request went: the services' API, their identity pages, or the SSR engine. */
export type CibleDuRelais = 'api' | 'auth' | 'moteur_ssr';

/** Why a relayed request failed. */
export type CauseDeLErreur = 'delai_depasse' | 'connexion_refusee' | 'connexion_coupee' | 'reponse_5xx' | 'autre';

/** What the gauges read when scraped. */
export interface Sondes {
  /** The SSR workers of the release online (zeros when it has no SSR page). */
  moteursSsr(): { taille: number; vivants: number; occupes: number };
  /** Bytes of the pages held by the page cache. */
  octetsDuCache(): number;
}

const METHODES = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Seconds; the engine renders a page in about 10 ms, the services answer in tens of ms. */
const SECONDES = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const DELAIS = new Set([
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  'FST_REPLY_FROM_TIMEOUT',
  'FST_REPLY_FROM_HTTP_REQUEST_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);
const COUPURES = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

/**
 * The cause of a relay failure as @fastify/reply-from reports it: its own error, whose `cause` is
 * undici's (ECONNREFUSED arrives wrapped in FST_REPLY_FROM_INTERNAL_SERVER_ERROR).
 */
export function causeDeLErreur(error: unknown): CauseDeLErreur {
  let found: CauseDeLErreur = 'autre';
  // Not `instanceof Error`: Node's own errors may come from another realm (jest's, a vm).
  let current: unknown = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === 'ECONNREFUSED') return 'connexion_refusee';
    if (typeof code === 'string' && DELAIS.has(code)) return 'delai_depasse';
    if (typeof code === 'string' && COUPURES.has(code)) found = 'connexion_coupee';
    current = cause;
  }
  return found;
}

export class Metriques {
  readonly registre = new Registry();
  private readonly requetes: Histogram<'method' | 'kind' | 'status_code'>;
  private readonly rendus: Histogram<'status_code'>;
  private readonly moteursArretes: Counter;
  private readonly moteursRedemarres: Counter;
  private readonly cacheTrouvees: Counter;
  private readonly cacheManquees: Counter;
  private readonly cacheEvincees: Counter;
  private readonly erreursDuRelais: Counter<'target' | 'cause'>;
  private ecoute: Server | null = null;

  constructor(sondes: Sondes) {
    const registers = [this.registre];
    this.requetes = new Histogram({
      name: `${PREFIXE}http_request_duration_seconds`,
      help: 'Durée des requêtes du serveur public, de leur arrivée à la fin de la réponse, par type de requête',
      labelNames: ['method', 'kind', 'status_code'],
      buckets: SECONDES,
      registers,
    });
    this.rendus = new Histogram({
      name: `${PREFIXE}ssr_render_duration_seconds`,
      help: 'Durée des rendus SSR, de la remise au moteur à sa réponse (hors pages servies par le cache)',
      labelNames: ['status_code'],
      buckets: SECONDES,
      registers,
    });
    new Gauge({
      name: `${PREFIXE}ssr_workers`,
      help: 'Processus de rendu SSR de la version en ligne (SSR_WORKERS ; 0 sans page SSR)',
      registers,
      collect() {
        this.set(sondes.moteursSsr().taille);
      },
    });
    new Gauge({
      name: `${PREFIXE}ssr_workers_alive`,
      help: 'Processus de rendu SSR en vie (un processus mort est en cours de redémarrage)',
      registers,
      collect() {
        this.set(sondes.moteursSsr().vivants);
      },
    });
    new Gauge({
      name: `${PREFIXE}ssr_workers_busy`,
      help: 'Processus de rendu SSR occupés par au moins une page',
      registers,
      collect() {
        this.set(sondes.moteursSsr().occupes);
      },
    });
    this.moteursArretes = new Counter({
      name: `${PREFIXE}ssr_worker_crashes_total`,
      help: 'Processus de rendu SSR arrêtés alors que leur version était en ligne',
      registers,
    });
    this.moteursRedemarres = new Counter({
      name: `${PREFIXE}ssr_worker_restarts_total`,
      help: 'Processus de rendu SSR redémarrés après un arrêt',
      registers,
    });
    this.cacheTrouvees = new Counter({
      name: `${PREFIXE}page_cache_hits_total`,
      help: 'Pages SSR servies depuis le cache de pages',
      registers,
    });
    this.cacheManquees = new Counter({
      name: `${PREFIXE}page_cache_misses_total`,
      help: 'Pages SSR absentes du cache de pages, donc rendues',
      registers,
    });
    this.cacheEvincees = new Counter({
      name: `${PREFIXE}page_cache_evictions_total`,
      help: 'Pages sorties du cache de pages pour faire de la place (PAGE_CACHE_MO)',
      registers,
    });
    new Gauge({
      name: `${PREFIXE}page_cache_size_bytes`,
      help: 'Octets des pages gardées par le cache de pages',
      registers,
      collect() {
        this.set(sondes.octetsDuCache());
      },
    });
    this.erreursDuRelais = new Counter({
      name: `${PREFIXE}relay_upstream_errors_total`,
      help: 'Requêtes relayées en échec : délai dépassé, connexion refusée ou coupée, réponse 5xx',
      labelNames: ['target', 'cause'],
      registers,
    });
    collectDefaultMetrics({ register: this.registre, prefix: PREFIXE });
  }

  /** One request of the public server answered (Fastify's onResponse hook). */
  requete(method: string, kind: TypeDeRequete, statusCode: number, seconds: number): void {
    this.requetes.observe(
      { method: METHODES.has(method) ? method : 'autre', kind, status_code: String(statusCode) },
      seconds,
    );
  }

  /** The SSR engine answered a page after `seconds`. */
  rendu(statusCode: number, seconds: number): void {
    this.rendus.observe({ status_code: String(statusCode) }, seconds);
  }

  moteurArrete(): void {
    this.moteursArretes.inc();
  }

  moteurRedemarre(): void {
    this.moteursRedemarres.inc();
  }

  pageTrouvee(): void {
    this.cacheTrouvees.inc();
  }

  pageManquee(): void {
    this.cacheManquees.inc();
  }

  pageEvincee(): void {
    this.cacheEvincees.inc();
  }

  erreurDuRelais(target: CibleDuRelais, cause: CauseDeLErreur): void {
    this.erreursDuRelais.inc({ target, cause });
  }

  /** Where the metrics listener listens, once open. */
  get adresse(): AddressInfo | null {
    const address = this.ecoute?.address();
    return address && typeof address === 'object' ? address : null;
  }

  /**
   * Opens the metrics listener: GET (or HEAD) /metrics in Prometheus' text format, 404 for anything
   * else. A failing scrape is logged and answered 500 there, and nothing reaches the public server.
   */
  ouvrir(host: string, port: number, log: FastifyBaseLogger): Promise<AddressInfo> {
    const server = createServer((request, response) => this.repondre(request, response, log));
    // Scrapes come every few seconds: an idle connection is not kept past that.
    server.keepAliveTimeout = 5_000;
    server.requestTimeout = 10_000;
    return new Promise((resolve, reject) => {
      server.once('error', (error) =>
        reject(new Error(`Écoute des métriques impossible sur ${host}:${port} : ${error.message}`, { cause: error })),
      );
      server.listen({ host, port }, () => {
        server.removeAllListeners('error');
        server.on('error', (error) => log.error({ err: error }, 'écoute des métriques en erreur'));
        this.ecoute = server;
        const address = this.adresse!;
        log.info({ host: address.address, port: address.port }, 'métriques servies sur /metrics');
        resolve(address);
      });
    });
  }

  /** Closes the listener: a scrape in progress finishes, idle connections are closed. */
  async fermer(): Promise<void> {
    const server = this.ecoute;
    if (!server) return;
    this.ecoute = null;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  }

  private repondre(request: IncomingMessage, response: ServerResponse, log: FastifyBaseLogger): void {
    const path = (request.url ?? '').split('?', 1)[0];
    if (path !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Introuvable : /metrics seulement.\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end();
      return;
    }
    this.registre.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': this.registre.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        log.error({ err: error }, 'lecture des métriques impossible');
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Métriques indisponibles.\n');
      },
    );
  }
}
