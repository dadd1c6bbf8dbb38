import type { Core, UID } from '@strapi/strapi';
import { MalformedContent } from '../markdown/front-matter';
import type { SeedLedger } from './ledger';

export interface SeedEntry {
  /** Value of the type's key field (slug or chemin); also the ledger key. */
  key: string;
  /** Where the entry comes from, named in the log when it cannot be created. */
  origin?: string;
  /** The entry's data; may look up relations, and throw MalformedContent to skip it. */
  data: () => Promise<object> | object;
}

/**
 * Creates seed entries once each, published, and never touches an existing one.
 *
 * An entry is created only when the ledger never recorded its key and no row of the
 * type (draft or published) carries it: editors' changes and deletions both win.
 */
export class EditorialSeeder {
  created = 0;

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly ledger: SeedLedger,
  ) {}

  async collection(uid: UID.ContentType, keyField: string, label: string, entries: SeedEntry[]): Promise<void> {
    let created = 0;
    for (const entry of entries) {
      if (this.ledger.has(uid, entry.key)) continue;
      const existing = await this.strapi.db.query(uid).findOne({ where: { [keyField]: entry.key }, select: ['id'] });
      if (!existing) {
        try {
          await this.create(uid, await entry.data());
          created += 1;
        } catch (error) {
          if (!(error instanceof MalformedContent)) throw error;
          this.strapi.log.warn(
            `[amorçage] Contenu éditorial : ${entry.origin ?? entry.key} ignoré : ${error.message}.`,
          );
          continue;
        }
      }
      this.ledger.add(uid, entry.key);
    }
    await this.ledger.save();
    this.report(label, created);
  }

  async single(uid: UID.ContentType, label: string, data: object): Promise<void> {
    const key = 'page';
    if (this.ledger.has(uid, key)) return;
    const exists = (await this.strapi.db.query(uid).count()) > 0;
    if (!exists) await this.create(uid, data);
    this.ledger.add(uid, key);
    await this.ledger.save();
    this.report(label, exists ? 0 : 1);
  }

  /** documentId of the entry whose `field` equals `value`, drafts included. */
  async documentId(uid: UID.ContentType, field: string, value: string): Promise<string | null> {
    const row = await this.strapi.db.query(uid).findOne({ where: { [field]: value }, select: ['documentId'] });
    return (row?.documentId as string | undefined) ?? null;
  }

  private async create(uid: UID.ContentType, data: object): Promise<void> {
    // Cast: without generated types Strapi cannot type the data of our own content types.
    await this.strapi.documents(uid).create({ data: data as never, status: 'published' });
    this.created += 1;
  }

  private report(label: string, created: number): void {
    if (created === 0) return;
    this.strapi.log.info(
      `[amorçage] Contenu éditorial : ${label}, ${created} ${created > 1 ? 'éléments publiés' : 'élément publié'}.`,
    );
  }
}
