import { isValidSiren } from './identifiants.js';

/** Who sells: the portal's operator, printed on invoices, credit notes and receipts (PORTAIL_EDITEUR). */
export interface IdentiteVendeur {
  denomination: string;
  /** « Société par actions simplifiée ». */
  formeJuridique: string;
  /** Share capital in euros. */
  capital: number;
  /** Postal address lines, the last one « 75002 Paris ». */
  adresse: string[];
  siren: string;
  /** City of the greffe keeping its RCS file. */
  villeRcs: string;
  /** Computed from the SIREN when omitted. */
  tvaIntracommunautaire?: string;
  email?: string;
  telephone?: string;
  siteWeb?: string;
}

/** Who hosts the portal (LCEN art. 6, III): the legal notice names it. */
export interface Hebergeur {
  nom: string;
  adresse: string[];
  telephone?: string;
}

/**
 * The portal's publisher: the same company sells on the invoices and publishes the site (LCEN
 * art. 6, III: identity, publication director, host). One variable, PORTAIL_EDITEUR, read by the
 * services for invoices and by the site's build for the legal notice.
 */
export interface IdentiteEditeur extends IdentiteVendeur {
  directeurPublication: string;
  hebergeur: Hebergeur;
  /** The consumer mediator a customer may call on for free (Code de la consommation, L612-1). */
  mediateur: { nom: string; site: string };
}

export const VARIABLE_EDITEUR = 'PORTAIL_EDITEUR';

/** What reading PORTAIL_EDITEUR gave: the identity, none (unset), or why it was refused. */
export type LectureEditeur = { editeur: IdentiteEditeur; probleme?: undefined } | { editeur: null; probleme?: string };

const FORME_ATTENDUE =
  '{ denomination, formeJuridique, capital, adresse: [lignes], siren, villeRcs, directeurPublication, hebergeur: { nom, adresse: [lignes] }, mediateur: { nom, site } }';

const texte = (x: unknown): x is string => typeof x === 'string' && x.trim() !== '';
const lignes = (x: unknown): x is string[] => Array.isArray(x) && x.length > 0 && x.every(texte);
const facultatif = (x: unknown) => x === undefined || texte(x);

/**
 * PORTAIL_EDITEUR, a JSON object, for the instance served at `siteUrl`: unset or empty gives no
 * identity on a local instance (which then says « Site de démonstration ») and a refusal on a
 * published one; anything else must be complete. The reason never echoes the value.
 */
export function lireIdentiteEditeur(brut: string | undefined, siteUrl: string): LectureEditeur {
  if (brut === undefined || brut.trim() === '')
    return instancePubliee(siteUrl)
      ? { editeur: null, probleme: `${VARIABLE_EDITEUR} ${EDITEUR_OBLIGATOIRE} (SITE_URL ${siteUrl})` }
      : { editeur: null };
  const refus = (raison: string): LectureEditeur => ({
    editeur: null,
    probleme: `${VARIABLE_EDITEUR} ${raison} (attendu : ${FORME_ATTENDUE})`,
  });
  let v: Record<string, unknown>;
  try {
    const lu: unknown = JSON.parse(brut);
    if (lu === null || typeof lu !== 'object' || Array.isArray(lu)) return refus('doit être un objet JSON');
    v = lu as Record<string, unknown>;
  } catch {
    return refus('n’est pas un JSON lisible');
  }
  for (const champ of ['denomination', 'formeJuridique', 'villeRcs', 'directeurPublication'])
    if (!texte(v[champ])) return refus(`: « ${champ} » manque`);
  if (typeof v.capital !== 'number' || !Number.isFinite(v.capital) || v.capital < 0)
    return refus(': « capital » doit être un montant en euros, positif ou nul');
  if (!lignes(v.adresse)) return refus(': « adresse » doit être une liste de lignes');
  if (typeof v.siren !== 'string' || !isValidSiren(v.siren)) return refus(': « siren » doit être un SIREN valide');
  for (const champ of ['tvaIntracommunautaire', 'email', 'telephone', 'siteWeb'])
    if (!facultatif(v[champ])) return refus(`: « ${champ} » doit être un texte`);
  const h = v.hebergeur as Record<string, unknown> | null | undefined;
  if (h === null || typeof h !== 'object' || !texte(h.nom) || !lignes(h.adresse) || !facultatif(h.telephone))
    return refus(': « hebergeur » doit donner son nom et son adresse');
  const m = v.mediateur as Record<string, unknown> | null | undefined;
  if (m === null || typeof m !== 'object' || !texte(m.nom) || !texte(m.site))
    return refus(': « mediateur » doit donner le nom et le site du médiateur de la consommation');
  return { editeur: v as unknown as IdentiteEditeur };
}

const HOTES_LOCAUX = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|[^.]+|.+\.(localhost|test|local|example|invalid))$/;

/**
 * Whether an instance served at `siteUrl` is published: any address but this machine's and the
 * reserved names (localhost, 127.x, ::1, a name without a dot, *.localhost, *.test, *.local,
 * *.example, *.invalid: RFC 2606 and 6762). A published instance must name its publisher (LCEN art. 6, III): without
 * PORTAIL_EDITEUR, its build and its services refuse to start.
 */
export function instancePubliee(siteUrl: string): boolean {
  // The host of an http(s) address (the package has no URL class: it runs in Node and browsers alike).
  const hote = /^https?:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^/:?#]+)/i.exec(siteUrl.trim())?.[1]?.toLowerCase();
  return hote !== undefined && !HOTES_LOCAUX.test(hote);
}

const EDITEUR_OBLIGATOIRE = `est obligatoire pour un site publié en ligne (éditeur, directeur de la publication, hébergeur et médiateur : LCEN art. 6, III, et Code de la consommation, L612-1)`;
