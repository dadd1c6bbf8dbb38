import type { Queryable } from '../../../db/index.js';

// A type, not an interface: rows must fit the query's index signature.
export type DocumentVerifie = {
  type: string;
  libelle: string;
  emis_le: Date;
  siren: string | null;
  denomination: string | null;
  greffe: string | null;
  numero_gestion: string | null;
  sha256: string;
};

/** The document issued with this verification code, with its greffe's name. */
export async function findDocumentParCode(db: Queryable, code: string): Promise<DocumentVerifie | undefined> {
  const { rows } = await db.query<DocumentVerifie>(
    `SELECT d.type, d.libelle, d.emis_le, d.siren, d.denomination, g.nom AS greffe, d.numero_gestion, d.sha256
       FROM documents_emis d LEFT JOIN greffes g ON g.code = d.greffe_code
      WHERE d.code_verification = $1`,
    [code],
  );
  return rows[0];
}
