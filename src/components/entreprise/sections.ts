/**
 * The blocks of a company page, in their natural order. Their ids are stable: other pages link to
 * `?ancre={id}` (server side, see FicheEntreprise) and the table of contents to `#{id}`.
 */
export const SECTIONS = [
  { id: 'identite', titre: 'Identité' },
  { id: 'dirigeants', titre: 'Dirigeants' },
  { id: 'beneficiaires-effectifs', titre: 'Bénéficiaires effectifs' },
  { id: 'chiffres-cles', titre: 'Chiffres clés' },
  { id: 'procedures-collectives', titre: 'Procédures collectives' },
  { id: 'documents', titre: 'Documents déposés' },
  { id: 'historique', titre: 'Historique' },
  { id: 'etablissements', titre: 'Établissements' },
  { id: 'kbis', titre: 'Extrait Kbis' },
] as const;

export type Ancre = (typeof SECTIONS)[number]['id'];

const IDS: readonly string[] = SECTIONS.map((section) => section.id);

/** The section named by the `ancre` query parameter, or null when absent or unknown. */
export function ancreFromQuery(value: string | undefined | null): Ancre | null {
  return value && IDS.includes(value) ? (value as Ancre) : null;
}
