import type { PublicationSettings } from '../env';
import { signedHeaders } from './signature';

/** What the portal receives: the last change of a burst (the rebuild reads everything anyway). */
export interface PublicationEvent {
  evenement: 'publication' | 'mise-a-jour' | 'creation' | 'depublication' | 'suppression';
  modele: string;
  id: string | null;
  date: string;
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** A burst of saves (bulk publish, a publish that also updates) becomes one request. */
const DEBOUNCE_MS = 1_000;
/** Waits before each retry after a network error or a 5xx answer. */
const RETRY_DELAYS_MS = [2_000, 10_000];
const TIMEOUT_MS = 5_000;

/**
 * Asks the portal server to rebuild the site. Never throws and never delays the editor's save:
 * events are debounced, requests go out one at a time after the save returned, and a portal that
 * does not answer is retried then logged. Each attempt is signed afresh (new timestamp), since
 * the server refuses a signature it has already seen.
 */
export class RebuildNotifier {
  private enabled = false;
  private latest: PublicationEvent | null = null;
  private merged = 0;
  private timer: NodeJS.Timeout | undefined;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly settings: PublicationSettings,
    private readonly log: Logger,
  ) {}

  /** Called once the bootstrap has seeded its content: the seed's own publications are not news. */
  start(): void {
    this.enabled = true;
  }

  notify(event: PublicationEvent): void {
    if (!this.enabled) return;
    this.latest = event;
    this.merged += 1;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.queue = this.queue.then(() => this.flush());
    }, DEBOUNCE_MS);
  }

  stop(): void {
    this.enabled = false;
    clearTimeout(this.timer);
    if (this.latest)
      this.log.warn('[publication] Arrêt du CMS : une demande de reconstruction du portail n’a pas été envoyée.');
    this.latest = null;
  }

  private async flush(): Promise<void> {
    const event = this.latest;
    const merged = this.merged;
    this.latest = null;
    this.merged = 0;
    if (!event) return;
    const body = JSON.stringify(event);
    const what = `${event.evenement} ${event.modele} ${event.id ?? ''}`.trim();
    const suffix = merged > 1 ? ` (${merged} modifications regroupées)` : '';
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt - 1]));
      const outcome = await this.send(body);
      if (outcome === 'ok') {
        this.log.info(`[publication] Reconstruction du portail demandée : ${what}${suffix}.`);
        return;
      }
      if (outcome === 'refused') return;
    }
    this.log.error(
      `[publication] Le portail (${this.settings.rebuildUrl}) ne répond pas : la reconstruction après « ${what} » n’a pas été demandée.`,
    );
  }

  private async send(body: string): Promise<'ok' | 'refused' | 'retry'> {
    try {
      const response = await fetch(this.settings.rebuildUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(this.settings.webhookSecret, body) },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.ok) return 'ok';
      if (response.status < 500) {
        // 401: the two processes do not share PORTAIL_WEBHOOK_SECRET; retrying cannot help.
        this.log.error(`[publication] Le portail a refusé la demande de reconstruction (HTTP ${response.status}).`);
        return 'refused';
      }
      this.log.warn(`[publication] Le portail répond HTTP ${response.status} ; nouvel essai.`);
    } catch (error) {
      this.log.warn(`[publication] Portail injoignable (${(error as Error).message}) ; nouvel essai.`);
    }
    return 'retry';
  }
}
