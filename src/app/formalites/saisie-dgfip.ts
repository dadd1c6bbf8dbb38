/**
 * The tax office's inscription as typed in its form (every field a string), checked field by field
 * with the SPEC §5 messages (src/app/ui/validation.ts) and the contract's limits (FormaliteDgfip),
 * then turned into the body of `POST /api/formalites/dgfip`; the service's 400 placed on its fields.
 */
import { isValidSiren } from '@portail/domaine';
import type { FormaliteDgfip, MONTANT_MAXIMUM_DGFIP, OperationDgfip } from '@portail/contrat/formalites';
import { formatMontant } from '../../lib/registre/format';
import { refusParChamp as refusCommun, type RefusParChamp } from '../ui/refus-par-champ';
import { LIMITE_GENERALE, LIMITE_LIBELLE, messagesValidation, valider, type Regle } from '../ui/validation';
import { OPERATIONS } from './textes';

export type ChampDgfip =
  | 'operation'
  | 'siren'
  | 'service_impots'
  | 'impot'
  | 'montant'
  | 'date_exigibilite'
  | 'agent'
  | 'reference_formaliste';

export type ValeursDgfip = Record<ChampDgfip, string>;

export const CHAMPS_DGFIP: readonly ChampDgfip[] = [
  'operation',
  'siren',
  'service_impots',
  'impot',
  'montant',
  'date_exigibilite',
  'agent',
  'reference_formaliste',
];

export const VALEURS_INITIALES: ValeursDgfip = {
  operation: 'INSCRIPTION',
  siren: '',
  service_impots: '',
  impot: '',
  montant: '',
  date_exigibilite: '',
  agent: '',
  reference_formaliste: '',
};

/** The contract's MONTANT_MAXIMUM_DGFIP (its type is the number itself: the two stay equal). */
export const MONTANT_MAXIMUM: typeof MONTANT_MAXIMUM_DGFIP = 1_000_000_000;

/** The contract's texts: letters, digits, spaces and the punctuation names and addresses use. */
export const MOTIF_TEXTE_CONTRAT = /^[\p{L}\p{N} '’.,&/()-]*$/u;

export const MESSAGES_DGFIP = {
  operation: 'Choisissez l’opération demandée.',
  sirenChiffres: messagesValidation.siren,
  sirenCle: 'Ce numéro SIREN n’est pas valide : vérifiez les chiffres saisis.',
  montant: 'Saisissez un montant positif en euros, avec deux décimales au plus (par exemple 12 500,00).',
  montantMaximum: `Le montant ne peut pas dépasser ${formatMontant(1_000_000_000)}.`,
  date: 'Saisissez une date au format JJ/MM/AAAA.',
  dateFuture: 'La date d’exigibilité ne peut pas être postérieure à aujourd’hui.',
} as const;

const REGLES_TEXTE: Partial<Record<ChampDgfip, Regle>> = {
  service_impots: { requis: true, min: 2, max: LIMITE_GENERALE, motif: MOTIF_TEXTE_CONTRAT },
  impot: { requis: true, min: 2, max: LIMITE_GENERALE, motif: MOTIF_TEXTE_CONTRAT },
  agent: { requis: true, min: 2, max: LIMITE_GENERALE, motif: MOTIF_TEXTE_CONTRAT },
  reference_formaliste: { max: LIMITE_LIBELLE, motif: MOTIF_TEXTE_CONTRAT },
};

/** « 12 500,50 », « 12500.5 », « 12 500 € » → 12500.5; null when it is not an amount in euros and cents. */
export function lireMontant(saisie: string): number | null {
  const texte = saisie
    .replace(/[\s\u00a0\u202f]/gu, '')
    .replace(/€$/u, '')
    .replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(texte)) return null;
  return Number(texte);
}

/** « 2026-11-27 » when it is a real calendar day, else null. */
function lireDate(saisie: string): string | null {
  const texte = saisie.trim();
  const trouve = /^(\d{4})-(\d{2})-(\d{2})$/.exec(texte);
  if (!trouve) return null;
  const [, a, m, j] = trouve.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(a, m - 1, j));
  return date.getUTCFullYear() === a && date.getUTCMonth() === m - 1 && date.getUTCDate() === j ? texte : null;
}

/** The message of one field, or null; `aujourdhui` is AAAA-MM-JJ. */
export function validerChampDgfip(champ: ChampDgfip, valeurs: ValeursDgfip, aujourdhui: string): string | null {
  const valeur = valeurs[champ];
  switch (champ) {
    case 'operation':
      return (OPERATIONS as readonly string[]).includes(valeur) ? null : MESSAGES_DGFIP.operation;
    case 'siren': {
      const texte = valeur.trim();
      if (!texte) return messagesValidation.requis;
      const chiffres = texte.replace(/\D/g, '');
      if (!/^[\d\s.\u00a0\u202f-]+$/u.test(texte) || chiffres.length !== 9) return MESSAGES_DGFIP.sirenChiffres;
      return isValidSiren(chiffres) ? null : MESSAGES_DGFIP.sirenCle;
    }
    case 'montant': {
      if (!valeur.trim()) return messagesValidation.requis;
      const montant = lireMontant(valeur);
      if (montant === null || montant <= 0) return MESSAGES_DGFIP.montant;
      return montant > MONTANT_MAXIMUM ? MESSAGES_DGFIP.montantMaximum : null;
    }
    case 'date_exigibilite': {
      if (!valeur.trim()) return messagesValidation.requis;
      const date = lireDate(valeur);
      if (!date) return MESSAGES_DGFIP.date;
      return date > aujourdhui ? MESSAGES_DGFIP.dateFuture : null;
    }
    default:
      return valider(valeur.replace(/\s+/gu, ' '), REGLES_TEXTE[champ] ?? {});
  }
}

/** The body of the call, or each field's message. */
export function validerDgfip(
  valeurs: ValeursDgfip,
  aujourdhui: string,
): { formalite: FormaliteDgfip } | { erreurs: Partial<Record<ChampDgfip, string>> } {
  const erreurs: Partial<Record<ChampDgfip, string>> = {};
  for (const champ of CHAMPS_DGFIP) {
    const message = validerChampDgfip(champ, valeurs, aujourdhui);
    if (message) erreurs[champ] = message;
  }
  if (Object.keys(erreurs).length > 0) return { erreurs };
  const propre = (texte: string) => texte.trim().replace(/\s+/gu, ' ');
  const reference = propre(valeurs.reference_formaliste);
  return {
    formalite: {
      operation: valeurs.operation as OperationDgfip,
      siren: valeurs.siren.replace(/\D/g, ''),
      service_impots: propre(valeurs.service_impots),
      impot: propre(valeurs.impot),
      montant: lireMontant(valeurs.montant) as number,
      date_exigibilite: valeurs.date_exigibilite.trim(),
      agent: propre(valeurs.agent),
      ...(reference && { reference_formaliste: reference }),
    },
  };
}

const SUJETS: Record<ChampDgfip, string> = {
  operation: 'L’opération',
  siren: 'Le numéro SIREN',
  service_impots: 'Le service des impôts',
  impot: 'L’impôt ou la taxe',
  montant: 'Le montant',
  date_exigibilite: 'La date d’exigibilité',
  agent: 'Le nom de l’agent',
  reference_formaliste: 'La référence',
};

/** The service's refusal (400) on the fields it names (`body.siren`, `/siren`, `siren`…). */
export function refusDgfip(erreur: unknown): RefusParChamp<ChampDgfip> | null {
  return refusCommun(erreur, (parametre) => {
    const champ = parametre.replace(/^body[./]/u, '').replace(/^\//u, '') as ChampDgfip;
    return (CHAMPS_DGFIP as readonly string[]).includes(champ) ? { champ, sujet: SUJETS[champ] } : undefined;
  });
}
