import type { Prix } from '../paniers/schemas/communs.js';
import { numeroRcs, tvaIntracommunautaire } from '../registre/identifiants.js';
import { dateCourte, euros, montantFormate } from './pdf/formats.js';
import { GRIS, Mise, type Ligne } from './pdf/mise-en-page.js';

/*
 * The invoice of an order, with the mentions a French invoice must carry (CGI art. 242 nonies A,
 * code de commerce L441-9 and R123-237): seller's identity, legal form, capital, RCS and VAT
 * numbers; buyer; unique number; issue and supply dates; lines with quantity, unit price before
 * tax and VAT rate; totals HT / TVA / TTC; payment date or due date; late-payment penalties and
 * the 40 € recovery indemnity; no discount for early payment.
 */

/** Who sells: a constant of the caller (the portal's operator). */
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

/** The customer account's billing details. */
export interface ClientFacture {
  /** Company name or the person's name. */
  nom: string;
  adresse: string[];
  siren?: string | null;
  tvaIntracommunautaire?: string | null;
  email?: string | null;
  /** The customer account's number or reference. */
  reference?: string | null;
}

export interface LigneFacture {
  designation: string;
  /** A second line: the company concerned, the format… */
  detail?: string | null;
  quantite: number;
  prixUnitaire: Prix;
  /** quantite × prixUnitaire, as the order computed it. */
  montant: Prix;
  /** Percent; 20 when omitted. */
  tauxTva?: number;
}

export interface DonneesFacture {
  vendeur: IdentiteVendeur;
  client: ClientFacture;
  /** Unique, from a continuous chronological sequence. */
  numero: string;
  /** AAAA-MM-JJ. */
  dateFacture: string;
  /** Day the documents were delivered (the supply); the invoice date when omitted. */
  datePrestation?: string | null;
  /** The order invoiced; null for the monthly invoice of deferred billing (`periode`). */
  referenceCommande: string | null;
  /** AAAA-MM-JJ (Paris) of that order. */
  dateCommande: string | null;
  /** AAAA-MM: the month a deferred-billing invoice covers. */
  periode?: string | null;
  lignes: LigneFacture[];
  /** Must be the sum of the lines (checked to the cent). */
  total: Prix;
  paiement: {
    /** A SPEC §9 code (CARTE_BANCAIRE…) or a label. */
    moyen: string;
    /** AAAA-MM-JJ when paid; null when still due. */
    date: string | null;
    /** AAAA-MM-JJ, for an invoice still due (deferred billing). */
    echeance?: string | null;
  };
  /** PDF CreationDate; noon UTC of the invoice date when omitted (same input, same bytes). */
  emiseLe?: Date;
}

const MOYENS: Readonly<Record<string, string>> = {
  CARTE_BANCAIRE: 'carte bancaire',
  PORTEFEUILLE_ELECTRONIQUE: 'portefeuille électronique',
  DIFFERE: 'paiement différé (facturation mensuelle)',
};

/** « carte bancaire » for CARTE_BANCAIRE; a label (« Carte bancaire ») as it reads within a sentence. */
export function libelleMoyenPaiement(moyen: string): string {
  const connu = MOYENS[moyen];
  if (connu !== undefined) return connu;
  // « Carte bancaire » → « carte bancaire », but « SEPA » stays.
  return /^\p{Lu}\p{Ll}/u.test(moyen) ? moyen.charAt(0).toLowerCase() + moyen.slice(1) : moyen;
}

const majuscule = (texte: string) => texte.charAt(0).toUpperCase() + texte.slice(1);
const centimes = (euros: number) => Math.round(euros * 100);

/** The seller's block: identity and mandatory company mentions (R123-237). */
export function blocVendeur(vendeur: IdentiteVendeur): Ligne[] {
  const lignes: Ligne[] = [
    { texte: vendeur.denomination, police: 'gras', taille: 12 },
    ...vendeur.adresse.map((texte) => ({ texte, taille: 9 })),
    { texte: `${vendeur.formeJuridique} au capital de ${euros(vendeur.capital)}`, taille: 8.5, couleur: GRIS },
    { texte: numeroRcs(vendeur.villeRcs, vendeur.siren), taille: 8.5, couleur: GRIS },
    {
      texte: `N° TVA intracommunautaire : ${vendeur.tvaIntracommunautaire ?? tvaIntracommunautaire(vendeur.siren)}`,
      taille: 8.5,
      couleur: GRIS,
    },
  ];
  const contact = [vendeur.email, vendeur.telephone, vendeur.siteWeb].filter((partie) => partie).join(' – ');
  if (contact !== '') lignes.push({ texte: contact, taille: 8.5, couleur: GRIS });
  return lignes;
}

export function blocClient(client: ClientFacture, titre: string): Ligne[] {
  return [
    { texte: titre, taille: 8.5, couleur: GRIS },
    { texte: client.nom, police: 'gras', taille: 10.5 },
    ...client.adresse.map((texte) => ({ texte, taille: 9.5 })),
    ...(client.siren ? [{ texte: `SIREN ${client.siren}`, taille: 9 }] : []),
    ...(client.tvaIntracommunautaire ? [{ texte: `N° TVA : ${client.tvaIntracommunautaire}`, taille: 9 }] : []),
    ...(client.reference ? [{ texte: `Compte client : ${client.reference}`, taille: 9 }] : []),
    ...(client.email ? [{ texte: client.email, taille: 9 }] : []),
  ];
}

const MOIS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** « Commande 2026-000123 du 02/05/2026 », « Facturation mensuelle de mai 2026 ». */
function objet(facture: DonneesFacture): string {
  if (facture.periode) {
    const [annee, mois] = facture.periode.split('-').map(Number);
    const nom = MOIS[(mois ?? 1) - 1] ?? '';
    return `Facturation mensuelle ${/^[aeiou]/.test(nom) ? 'd’' : 'de '}${nom} ${annee}`;
  }
  if (facture.referenceCommande === null) return 'Commande';
  return facture.dateCommande
    ? `Commande ${facture.referenceCommande} du ${dateCourte(facture.dateCommande)}`
    : `Commande ${facture.referenceCommande}`;
}

export class FactureIncoherente extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FactureIncoherente';
  }
}

function verifier(facture: DonneesFacture): void {
  if (facture.lignes.length === 0) throw new FactureIncoherente('Une facture a au moins une ligne.');
  for (const cle of ['ht', 'tva', 'ttc'] as const) {
    const somme = facture.lignes.reduce((s, l) => s + centimes(l.montant[cle]), 0);
    if (somme !== centimes(facture.total[cle])) {
      throw new FactureIncoherente(`Le total ${cle.toUpperCase()} ne correspond pas à la somme des lignes.`);
    }
  }
}

export async function genererFacture(facture: DonneesFacture): Promise<Buffer> {
  verifier(facture);
  const { vendeur, client, total, paiement } = facture;
  const emiseLe = facture.emiseLe ?? new Date(`${facture.dateFacture}T12:00:00Z`);
  const mise = new Mise({
    titre: `Facture ${facture.numero}`,
    sujet: objet(facture),
    motsCles: ['Facture', facture.numero, ...(facture.referenceCommande ? [facture.referenceCommande] : [])],
    emisLe: emiseLe,
  });

  mise.deuxColonnes(blocVendeur(vendeur), [
    { texte: 'FACTURE', police: 'gras', taille: 18 },
    { texte: `N° ${facture.numero}`, police: 'gras', taille: 11 },
    { texte: `Date de facture : ${dateCourte(facture.dateFacture)}`, taille: 9.5 },
    { texte: `Date de la prestation : ${dateCourte(facture.datePrestation ?? facture.dateFacture)}`, taille: 9.5 },
    { texte: objet(facture), taille: 9.5 },
  ]);
  mise.espace(14);
  mise.deuxColonnes([], blocClient(client, 'Facturé à'), { partGauche: 0.5, alignerDroite: false });
  mise.espace(16);

  const tauxDe = (ligne: LigneFacture) => ligne.tauxTva ?? 20;
  mise.tableau(
    [
      { titre: 'Désignation', part: 5 },
      { titre: 'Quantité', part: 1.1, aligne: 'right' },
      { titre: 'Prix unitaire HT', part: 1.7, aligne: 'right' },
      { titre: 'TVA', part: 0.9, aligne: 'right' },
      { titre: 'Montant HT', part: 1.7, aligne: 'right' },
    ],
    facture.lignes.map((ligne) => [
      ligne.detail ? `${ligne.designation}\n${ligne.detail}` : ligne.designation,
      String(ligne.quantite),
      montantFormate(ligne.prixUnitaire.ht_formate),
      `${tauxDe(ligne)} %`,
      montantFormate(ligne.montant.ht_formate),
    ]),
  );

  // VAT by rate, then the totals.
  const taux = [...new Set(facture.lignes.map(tauxDe))].sort((a, b) => a - b);
  const lignesTva = taux.map((t) => {
    const lignes = facture.lignes.filter((l) => tauxDe(l) === t);
    const base = lignes.reduce((s, l) => s + centimes(l.montant.ht), 0);
    const tva = lignes.reduce((s, l) => s + centimes(l.montant.tva), 0);
    return [`TVA ${t} % (base ${euros(base / 100)})`, euros(tva / 100)] as const;
  });
  mise.espace(4);
  const paye = paiement.date !== null;
  mise.totaux(
    [
      ['Total HT', montantFormate(total.ht_formate)],
      ...lignesTva,
      ['Total TTC', montantFormate(total.ttc_formate)],
      ['Montant réglé', montantFormate(paye ? total.ttc_formate : '0,00')],
      ['Net à payer', montantFormate(paye ? '0,00' : total.ttc_formate)],
    ],
    [lignesTva.length + 1, lignesTva.length + 3],
  );
  mise.espace(10);

  mise.section('Règlement');
  mise.texte(
    paye
      ? `Facture acquittée : réglée le ${dateCourte(paiement.date as string)} par ${libelleMoyenPaiement(paiement.moyen)}.`
      : `À régler par ${libelleMoyenPaiement(paiement.moyen)}${paiement.echeance ? ` au plus tard le ${dateCourte(paiement.echeance)}` : ''}.`,
    { apres: 4 },
  );
  mise.section('Mentions légales');
  mise.texte(
    [
      'Catégorie de l’opération : prestation de services (délivrance de documents du registre du commerce et des sociétés).',
      'Taux de TVA appliqué : taux normal de 20 %, sauf mention contraire sur la ligne.',
      'Pas d’escompte pour paiement anticipé.',
      'En cas de retard de paiement, pénalités exigibles au taux d’intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points (article L441-10 du code de commerce), et, pour les clients professionnels, indemnité forfaitaire pour frais de recouvrement de 40 € (article D441-5 du code de commerce).',
      `${vendeur.denomination}, ${vendeur.formeJuridique.toLowerCase()} au capital de ${euros(vendeur.capital)}, ${numeroRcs(vendeur.villeRcs, vendeur.siren)}, TVA ${vendeur.tvaIntracommunautaire ?? tvaIntracommunautaire(vendeur.siren)}.`,
    ].join('\n'),
    { taille: 8.5, couleur: GRIS },
  );

  return mise.terminer({
    entete: `Facture ${facture.numero} – ${vendeur.denomination}`,
    pied: [
      `${vendeur.denomination} – ${numeroRcs(vendeur.villeRcs, vendeur.siren)} – ${majuscule(vendeur.formeJuridique)} au capital de ${euros(vendeur.capital)}`,
      `Facture ${facture.numero} du ${dateCourte(facture.dateFacture)} – ${objet(facture)}`,
    ],
  });
}
