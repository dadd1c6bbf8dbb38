import type { Core } from '@strapi/strapi';

type Keys = Record<string, string[]>;

/**
 * The keys (slug, path or `page`) of every entry the seed ever created, per content type.
 *
 * Kept in Strapi's core store so that an entry an editor deleted is never created
 * again, while a Markdown file added later is still loaded at the next start.
 */
export class SeedLedger {
  private constructor(
    private readonly strapi: Core.Strapi,
    private readonly keys: Keys,
  ) {}

  private static readonly location = { type: 'core', name: 'greffeo', key: 'amorcage-editorial' };

  static async open(strapi: Core.Strapi): Promise<SeedLedger> {
    const stored = (await strapi.store.get(SeedLedger.location)) as Keys | null;
    return new SeedLedger(strapi, stored ?? {});
  }

  has(uid: string, key: string): boolean {
    return this.keys[uid]?.includes(key) ?? false;
  }

  add(uid: string, key: string): void {
    (this.keys[uid] ??= []).push(key);
  }

  save(): Promise<void> {
    return this.strapi.store.set({ ...SeedLedger.location, value: this.keys });
  }
}
