import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { EtatPool } from '../../db/index.js';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Every metric of the services starts with it (README « Métriques »). */
export const PREFIXE_METRIQUES = 'greffeo_services_';
/** Label of the requests that matched no route (404): never the raw URL, whose values are unbounded. */
export const ROUTE_INCONNUE = 'inconnue';
const CHEMIN = '/metrics';

let registreProcessus: Registry | undefined;

/**
 * The process's own figures (CPU, memory, event-loop lag, GC): `collectDefaultMetrics` installs a GC
 * observer and an event-loop monitor it never releases, so it runs once per process, into a registry
 * of its own (never prom-client's global one), that every app built in this process shows (tests
 * build dozens; production, one).
 */
function metriquesDuProcessus(): Registry {
  if (registreProcessus === undefined) {
    registreProcessus = new Registry();
    collectDefaultMetrics({ register: registreProcessus, prefix: PREFIXE_METRIQUES });
  }
  return registreProcessus;
}

interface OptionsJauge<L extends string> {
  name: string;
  help: string;
  labelNames?: readonly L[];
}

/**
 * Gauges computed at scrape time, whose figures may fail to come (database away): a failure is
 * logged and counted, that gauge answers no sample rather than stale ones, and the scrape goes on.
 */
function jaugesCalculees(registre: Registry, log: FastifyBaseLogger, nomCompteur: string) {
  const enCours = new Set<Promise<void>>();
  const echecs = new Counter({
    name: nomCompteur,
    help: 'Calculs de métriques en échec pendant une lecture de /metrics (base injoignable…), par métrique',
    labelNames: ['metric'],
    registers: [registre],
    // The scrape reads every metric at once: this count waits for the calculations of the same
    // scrape, so it already counts their failures.
    async collect() {
      await Promise.resolve();
      await Promise.all(enCours);
    },
  });
  return function jauge<L extends string>(
    options: OptionsJauge<L>,
    calculer: (jauge: Gauge<L>) => Promise<void> | void,
  ): Gauge<L> {
    return new Gauge<L>({
      ...options,
      registers: [registre],
      collect() {
        const calcul = (async () => {
          try {
            this.reset();
            await calculer(this);
          } catch (err) {
            this.reset();
            echecs.inc({ metric: options.name });
            log.warn({ err, metrique: options.name }, 'Métrique non calculée');
          }
        })();
        enCours.add(calcul);
        return calcul.finally(() => enCours.delete(calcul));
      },
    });
  };
}

/**
 * Prometheus metrics on `GET /metrics` (METRIQUES_ACTIVES, true by default): HTTP latency by route
 * pattern, the job queue, the database pool, the process. Outside `/api`, which is all the portal
 * server relays, and out of the OpenAPI document: for the operator's scraper only.
 */
export default fp(
  async function metriquesPlugin(fastify) {
    if (!fastify.config.metriquesActives) return;
    const log = fastify.log.child({ composant: 'metriques' });
    const registre = new Registry();
    const nom = (suffixe: string) => `${PREFIXE_METRIQUES}${suffixe}`;

    const jaugeCalculee = jaugesCalculees(registre, log, nom('metrics_collect_failures_total'));

    const durees = new Histogram({
      name: nom('http_request_duration_seconds'),
      help: 'Durée des requêtes HTTP, par méthode, modèle de route et code de réponse',
      labelNames: ['method', 'route', 'status_code'],
      registers: [registre],
    });
    fastify.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? ROUTE_INCONNUE;
      // The scrapes themselves would only measure the scraper.
      if (route === CHEMIN) return;
      durees.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    const { db, travaux } = fastify;
    new Gauge({
      name: nom('db_info'),
      help: 'Moteur de base de données de cette instance (pglite : en processus, sans pool ; postgresql : pool pg)',
      labelNames: ['engine'],
      registers: [registre],
    }).set({ engine: db.kind }, 1);
    // PGlite has no pool: one connection in process, no figure to show. Read before the queue's
    // count below takes a connection for itself.
    if (db.etatPool !== undefined) {
      const jaugePool = (suffixe: string, help: string, lire: (etat: EtatPool) => number) =>
        jaugeCalculee({ name: nom(suffixe), help }, (jauge) => {
          const etat = db.etatPool?.();
          if (etat !== undefined) jauge.set(lire(etat));
        });
      jaugePool(
        'db_pool_connections',
        'Connexions PostgreSQL ouvertes par le pool (occupées ou libres)',
        (e) => e.total,
      );
      jaugePool('db_pool_idle_connections', 'Connexions PostgreSQL ouvertes et libres', (e) => e.inactifs);
      jaugePool(
        'db_pool_waiting_queries',
        'Requêtes en attente d’une connexion PostgreSQL (toutes occupées)',
        (e) => e.enAttente,
      );
      jaugePool('db_pool_max_connections', 'Connexions PostgreSQL que le pool ouvre au plus', (e) => e.max);
    }

    jaugeCalculee(
      {
        name: nom('job_queue_jobs'),
        help: 'Travaux de la file par état (EN_ATTENTE, EN_COURS, ECHEC ; les TERMINE ne sont pas comptés)',
        labelNames: ['state'],
      },
      async (jauge) => {
        for (const [state, nombre] of Object.entries(await travaux.compterParStatut())) jauge.set({ state }, nombre);
      },
    );
    const echecsTravaux = new Counter({
      name: nom('job_failures_total'),
      help: 'Exécutions de travaux en échec sur cette instance, par type et issue (retry : nouvel essai prévu, abandoned : ECHEC)',
      labelNames: ['type', 'outcome'],
      registers: [registre],
    });
    travaux.observerEchecs(({ type, abandonne }) =>
      echecsTravaux.inc({ type, outcome: abandonne ? 'abandoned' : 'retry' }),
    );

    const lecture = Registry.merge([metriquesDuProcessus(), registre]);
    fastify.get(CHEMIN, { schema: { hide: true } }, async (_request, reply) => {
      const texte = await lecture.metrics();
      return reply.type(lecture.contentType).send(texte);
    });
  },
  { name: 'metriques', dependencies: ['db', 'travaux'] },
);
