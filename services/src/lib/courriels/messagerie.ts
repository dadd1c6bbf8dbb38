import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import nodemailer, { type Transporter } from 'nodemailer';

/** A message as the modules write it: French, plain text and HTML. */
export interface Courriel {
  a: string;
  sujet: string;
  texte: string;
  html: string;
  /** Files sent with the message (an invoice PDF…). */
  pieces_jointes?: ReadonlyArray<{ nom: string; type: string; contenu: Uint8Array }>;
  /** Extra headers (List-Unsubscribe of RFC 8058 for the alerts…). */
  entetes?: Readonly<Record<string, string>>;
}

/** What the development page and `GET /api/dev/courriels` show of a kept message. */
export interface CourrielConserve {
  id: string;
  a: string;
  sujet: string;
  date: string;
  texte: string;
  html: string;
  liens: string[];
  pieces_jointes?: Array<{ nom: string; type: string; taille: number }>;
  entetes?: Record<string, string>;
}

export interface Messagerie {
  envoyer(courriel: Courriel): Promise<void>;
  /** Kept messages, newest first. Nothing is kept with SMTP: only read while SMTP_URL is unset. */
  lister(): Promise<CourrielConserve[]>;
  lire(id: string): Promise<CourrielConserve | undefined>;
}

const ID_VALIDE = /^[0-9]{13}-[0-9a-f]{8}$/;

function liensDe(texte: string): string[] {
  return [...new Set(texte.match(/https?:\/\/[^\s<>"«»]+/g) ?? [])];
}

/**
 * SMTP when `smtpUrl` is set; otherwise each message is built the same way by nodemailer and kept
 * as files in `dossier` (an .eml to open in a mail client, a .json for the development page).
 */
export function creerMessagerie(options: {
  smtpUrl: string | undefined;
  dossier: string;
  expediteur: string;
}): Messagerie {
  const { smtpUrl, dossier, expediteur } = options;
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function lireFichier(id: string): Promise<CourrielConserve | undefined> {
    if (!ID_VALIDE.test(id)) return undefined;
    try {
      return JSON.parse(await readFile(join(dossier, `${id}.json`), 'utf8')) as CourrielConserve;
    } catch {
      return undefined;
    }
  }

  return {
    async envoyer(courriel) {
      const info = await transport.sendMail({
        from: expediteur,
        to: courriel.a,
        subject: courriel.sujet,
        text: courriel.texte,
        html: courriel.html,
        ...(courriel.entetes && { headers: { ...courriel.entetes } }),
        attachments: courriel.pieces_jointes?.map((piece) => ({
          filename: piece.nom,
          contentType: piece.type,
          content: Buffer.from(piece.contenu),
        })),
      });
      if (smtpUrl) return;
      // The id sorts by time, so the newest message comes first without reading them all.
      const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
      const conserve: CourrielConserve = {
        id,
        a: courriel.a,
        sujet: courriel.sujet,
        date: new Date().toISOString(),
        texte: courriel.texte,
        html: courriel.html,
        liens: liensDe(courriel.texte),
        ...(courriel.entetes && { entetes: { ...courriel.entetes } }),
        ...(courriel.pieces_jointes && {
          pieces_jointes: courriel.pieces_jointes.map((p) => ({
            nom: p.nom,
            type: p.type,
            taille: p.contenu.byteLength,
          })),
        }),
      };
      await mkdir(dossier, { recursive: true });
      await writeFile(join(dossier, `${id}.eml`), (info as unknown as { message: Buffer }).message);
      await writeFile(join(dossier, `${id}.json`), JSON.stringify(conserve, null, 2));
    },
    async lister() {
      const fichiers = await readdir(dossier).catch(() => [] as string[]);
      const ids = fichiers
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
        .filter((id) => ID_VALIDE.test(id))
        .sort()
        .reverse();
      const courriels = await Promise.all(ids.map(lireFichier));
      return courriels.filter((c): c is CourrielConserve => c !== undefined);
    },
    lire: lireFichier,
  };
}
