import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signature shared with the CMS (cms/src/publication/signature.ts signs the same way):
 * HMAC-SHA256 over `${timestamp}.${raw body}` with PORTAIL_WEBHOOK_SECRET, sent as
 * `x-greffeo-signature: sha256=<hex>` beside `x-greffeo-timestamp: <Unix seconds>`. Signing the
 * timestamp lets the receiver refuse old requests; remembering recent signatures refuses replays.
 */
export const SIGNATURE_HEADER = 'x-greffeo-signature';
export const TIMESTAMP_HEADER = 'x-greffeo-timestamp';
const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

function signPayload(secret: string, timestamp: string, body: string | Buffer): string {
  const hmac = createHmac('sha256', secret).update(`${timestamp}.`).update(body);
  return `sha256=${hmac.digest('hex')}`;
}

export type Verification = { ok: true } | { ok: false; message: string };

type HeaderValue = string | string[] | undefined;

/** Checks signed requests; one instance per server, since it remembers what it accepted. */
export class SignatureVerifier {
  /** Accepted signatures and when they stop mattering (their timestamp leaves the window). */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  verify(timestampHeader: HeaderValue, signatureHeader: HeaderValue, body: Buffer): Verification {
    const timestamp = single(timestampHeader);
    const signature = single(signatureHeader);
    if (!timestamp || !signature) {
      return { ok: false, message: 'Signature absente : en-têtes x-greffeo-timestamp et x-greffeo-signature requis.' };
    }
    if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, message: 'Horodatage de la signature invalide.' };
    const now = this.now();
    const sentAt = Number(timestamp) * 1000;
    if (Math.abs(now - sentAt) > SIGNATURE_TOLERANCE_MS) {
      return { ok: false, message: 'Signature expirée : horodatage hors de la fenêtre de 5 minutes.' };
    }
    const expected = Buffer.from(signPayload(this.secret, timestamp, body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, message: 'Signature invalide.' };
    }
    this.forgetExpired(now);
    if (this.seen.has(signature)) return { ok: false, message: 'Requête déjà reçue : rejeu refusé.' };
    this.seen.set(signature, sentAt + SIGNATURE_TOLERANCE_MS);
    return { ok: true };
  }

  private forgetExpired(now: number): void {
    for (const [signature, until] of this.seen) if (until < now) this.seen.delete(signature);
  }
}

function single(value: HeaderValue): string | undefined {
  return Array.isArray(value) ? undefined : value?.trim() || undefined;
}
