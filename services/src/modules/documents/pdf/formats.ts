import { formaterMontantInsecable, formaterSiren, insecable } from '@portail/domaine';
import type { Adresse, Capital } from '@portail/contrat/commun/communs';
import type { GreffeExtrait } from '../../entreprises/index.js';

/**
 * The documents' wording of dates and amounts comes from `@portail/domaine` (French calendar in
 * Paris, SPEC §9 figures kept on one line with no-break spaces); these names are the PDFs' own.
 */
export {
  aujourdhui as jourParis,
  dateCourte,
  dateHeure,
  dateLongue,
  eurosEntiers,
  eurosInsecables as euros,
  jourEtMois,
  montantFormateInsecable as montantFormate,
} from '@portail/domaine';

/** « 552 100 554 », never split across lines. */
export function siren(numero: string): string {
  return insecable(formaterSiren(numero));
}

/** The Kbis immatriculation: « 552 100 554 R.C.S. Paris » (FACTS §3). */
export function immatriculation(numero: string, greffe: Pick<GreffeExtrait, 'ville'> | null): string {
  return greffe === null ? siren(numero) : `${siren(numero)} R.C.S. ${greffe.ville}`;
}

/** « de Paris », « d’Évry », « du Havre » (Le Havre), « des Sables » (Les …). */
export function deVille(ville: string): string {
  if (/^Le /.test(ville)) return `du ${ville.slice(3)}`;
  if (/^Les /.test(ville)) return `des ${ville.slice(4)}`;
  if (/^[AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒ]/i.test(ville)) return `d’${ville}`;
  return `de ${ville}`;
}

/** « tribunal de commerce de Nice », « tribunal des activités économiques de Paris »… */
export function tribunal(greffe: Pick<GreffeExtrait, 'type' | 'nom'>): string {
  switch (greffe.type) {
    case 'TAE':
      return `tribunal des activités économiques ${deVille(greffe.nom)}`;
    case 'TJ':
      return `tribunal judiciaire ${deVille(greffe.nom)} (chambre commerciale)`;
    case 'TMC':
      return `tribunal mixte de commerce ${deVille(greffe.nom)}`;
    default:
      return `tribunal de commerce ${deVille(greffe.nom)}`;
  }
}

/** « Tribunal de commerce de Nice » (the court, capitalised to start a field). */
export function tribunalMajuscule(greffe: Pick<GreffeExtrait, 'type' | 'nom'>): string {
  const texte = tribunal(greffe);
  return texte.charAt(0).toUpperCase() + texte.slice(1);
}

/** « Greffe du tribunal de commerce de Nice ». */
export function nomGreffe(greffe: Pick<GreffeExtrait, 'type' | 'nom'>): string {
  return `Greffe du ${tribunal(greffe)}`;
}

/** « 75001 Paris »: the greffe's seat (FACTS gives no street address). */
export function adresseGreffe(greffe: GreffeExtrait): string {
  return [greffe.code_postal, greffe.commune ?? greffe.ville].filter((partie) => partie).join(' ');
}

/** One line: « 12 RUE DE LA PAIX, BATIMENT B, 75002 PARIS 2 ». */
export function adresseTexte(adresse: Pick<Adresse, 'lignes' | 'code_postal' | 'commune' | 'pays'>): string {
  const commune = [adresse.code_postal, adresse.commune].filter((partie) => partie).join(' ');
  const texte = [...adresse.lignes, commune, adresse.pays ?? ''].filter((partie) => partie !== '').join(', ');
  return texte === '' ? 'Non renseignée' : texte;
}

/** « Euros » for EUR, the ISO code otherwise. */
export function devise(code: string | null): string {
  return code === null || code === 'EUR' ? 'Euros' : code;
}

/** « 150 000,00 Euros », variable capital noted. */
export function capital({ montant, devise: code, variable }: Capital): string {
  const texte = `${formaterMontantInsecable(Math.round(montant * 100))} ${devise(code)}`;
  return variable ? `${texte} (capital variable)` : texte;
}
