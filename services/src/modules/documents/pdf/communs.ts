import { estRid, REGISTRE_NC } from '@portail/domaine';
import type { Entreprise } from '@portail/contrat/entreprises';
import type { ExtraitEntreprise, GreffeExtrait } from '../../entreprises/index.js';
import { normaliserCode } from '../verification.js';
import { adresseGreffe, adresseTexte, dateCourte, dateHeure, immatriculation, nomGreffe } from './formats.js';
import { GRIS, type Ligne, type Mise } from './mise-en-page.js';

/** Options of the documents that carry a verification code (Kbis, certificate). */
export interface OptionsEmission {
  /** From nouveauCodeVerification(); printed on every page. */
  codeVerification: string;
  /**
   * Where the code can be checked, printed, linked and drawn as a QR code: the site's
   * `${SITE_URL}/verifier-un-document?code=…` (commandes' `urlVerification`).
   */
  urlVerification: string;
  /** Issue instant: the « à jour au » day (Paris) and the PDF's CreationDate. */
  emisLe: Date;
}

export interface OptionsDate {
  emisLe: Date;
}

/** A Kbis is the extract of an immatriculation: a unit known from SIRENE only has none. */
export class EntrepriseNonImmatriculee extends Error {
  constructor(readonly siren: string) {
    super(`L’entreprise ${siren} n’est pas immatriculée au registre du commerce et des sociétés.`);
    this.name = 'EntrepriseNonImmatriculee';
  }
}

/** The document asked for by id is not one of the company's (or not of that category). */
export class DocumentIntrouvable extends Error {
  constructor(readonly idDocument: number) {
    super(`Document ${idDocument} introuvable pour cette entreprise.`);
    this.name = 'DocumentIntrouvable';
  }
}

/** Whether the company has a file at a greffe (a Kbis can be issued). */
export function estImmatriculee(donnees: Pick<ExtraitEntreprise, 'entreprise' | 'greffe'>): boolean {
  return donnees.entreprise.source !== 'SIRENE' && donnees.greffe !== null;
}

/**
 * The portal issues no document of New Caledonia's registry: the DAE keeps the RCS there and issues
 * its Kbis and copies (FACTS §6). The field message of an order refused for a Caledonian company.
 */
export const REFUS_CALEDONIEN = `est une entreprise de Nouvelle-Calédonie : les documents de son registre (extrait Kbis, copies d’actes et de comptes, états) sont délivrés par la ${REGISTRE_NC.teneur}, pas par ce portail`;

/** The field message of a Kbis ordered for a unit without a file at a greffe. */
const REFUS_NON_IMMATRICULEE =
  'n’est pas immatriculée au registre du commerce et des sociétés : aucun Kbis ne peut être délivré';

/** Why no document can be ordered for this company (a Caledonian one), or null. */
export function refusDocuments(entreprise: Pick<Entreprise, 'siren'>): string | null {
  return estRid(entreprise.siren) ? REFUS_CALEDONIEN : null;
}

/**
 * Why no Kbis (or extrait K) can be issued for this company, or null when one can; `donnees` is
 * its extract (lireExtraitKbis), undefined when the registry has none.
 */
export function refusKbis(donnees: Pick<ExtraitEntreprise, 'entreprise' | 'greffe'> | undefined): string | null {
  if (donnees === undefined) return REFUS_NON_IMMATRICULEE;
  return refusDocuments(donnees.entreprise) ?? (estImmatriculee(donnees) ? null : REFUS_NON_IMMATRICULEE);
}

/** The code as printed: the canonical XXXX-XXXX-XXXX form when it is one. */
export function codeAffiche(code: string): string {
  return normaliserCode(code) ?? code;
}

/** A sole trader is named « NOM Prénoms »; a company by its denomination. */
export function nomEntreprise(
  entreprise: Pick<Entreprise, 'personne_physique' | 'nom' | 'prenoms' | 'denomination'>,
): string {
  if (entreprise.personne_physique && entreprise.nom !== null) {
    return [entreprise.nom, entreprise.prenoms].filter((partie) => partie).join(' ');
  }
  return entreprise.denomination;
}

/** Issuer of a registry document: the company's greffe, or Greffeo for a unit without one. */
export function emetteur(greffe: GreffeExtrait | null): Ligne[] {
  if (greffe === null) {
    return [
      { texte: 'Greffeo', police: 'gras', taille: 11 },
      { texte: 'Registre du commerce et des sociétés — données consultées', taille: 9, couleur: GRIS },
    ];
  }
  return [
    { texte: nomGreffe(greffe), police: 'gras', taille: 11 },
    { texte: adresseGreffe(greffe), taille: 9.5 },
    { texte: `Code greffe ${greffe.code}`, taille: 8.5, couleur: GRIS },
  ];
}

/** The verification block of the header. */
export function references(options: OptionsEmission, numero_gestion: string | null): Ligne[] {
  const lignes: Ligne[] = [
    // The code on a line of its own: the wider embedded font would break it at a dash.
    { texte: 'Code de vérification :', police: 'gras', taille: 9.5 },
    { texte: codeAffiche(options.codeVerification), police: 'gras', taille: 11 },
    { texte: options.urlVerification, taille: 8.5, couleur: '#1a4f8b', lien: options.urlVerification },
  ];
  if (numero_gestion !== null) lignes.push({ texte: `N° de gestion : ${numero_gestion}`, taille: 9.5 });
  return lignes;
}

/** The company's identity in the non-Kbis documents. */
export function identification(mise: Mise, donnees: ExtraitEntreprise): void {
  const { entreprise, greffe, siege } = donnees;
  mise.champs([
    [entreprise.personne_physique ? 'Nom, prénoms' : 'Dénomination', nomEntreprise(entreprise)],
    ['Sigle', entreprise.sigle],
    [
      'Immatriculation',
      estImmatriculee(donnees)
        ? immatriculation(entreprise.siren, greffe)
        : `SIREN ${immatriculation(entreprise.siren, null)}`,
    ],
    ['Forme juridique', entreprise.forme_juridique.libelle],
    [
      entreprise.personne_physique ? 'Adresse de l’établissement' : 'Adresse du siège',
      siege ? adresseTexte(siege.adresse) : null,
    ],
    ['N° de gestion', entreprise.numero_gestion],
    ['Radiation', entreprise.date_radiation === null ? null : `Radiée le ${dateCourte(entreprise.date_radiation)}`],
  ]);
  if (!estImmatriculee(donnees)) {
    mise.texte(
      'Cette unité légale est connue du répertoire SIRENE seulement : elle n’est immatriculée auprès d’aucun greffe.',
      { taille: 9, police: 'italique', couleur: GRIS, apres: 2 },
    );
  }
}

/**
 * The closing block: « Le Greffier », the end mark, the issue date and code; with a verification
 * code, a QR code of the verification address below.
 */
export function signature(
  mise: Mise,
  fin: string,
  emisLe: Date,
  verification?: Pick<OptionsEmission, 'codeVerification' | 'urlVerification'>,
  registre = 'du registre du commerce et des sociétés',
): void {
  mise.espace(10);
  mise.garder(verification === undefined ? 110 : 210);
  mise.texte('Le Greffier', { police: 'gras', aligne: 'right', apres: 14 });
  mise.texte(fin, { police: 'gras', aligne: 'center', taille: 11, apres: 6 });
  mise.texte(`Délivré le ${dateHeure(emisLe)}`, { aligne: 'center', taille: 9, apres: 6 });
  const note =
    verification === undefined
      ? `Document établi par Greffeo d’après les données ${registre}.`
      : `Document établi par Greffeo d’après les données ${registre}. Son authenticité se vérifie en saisissant le code ${codeAffiche(verification.codeVerification)} sur ${verification.urlVerification}.`;
  mise.texte(note, { taille: 8, police: 'italique', couleur: GRIS, aligne: 'center' });
  if (verification !== undefined) {
    // The QR code opens the same verification page, the code in its address.
    mise.espace(8);
    mise.codeQr(
      verification.urlVerification,
      'Flashez ce code pour ouvrir la page de vérification du document.',
      `Code QR menant à la page de vérification du document : ${verification.urlVerification}`,
    );
  }
}
