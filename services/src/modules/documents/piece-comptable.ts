import type { Prix } from '@portail/contrat/commun/paniers';
import { numeroRcs, tvaIntracommunautaire, type IdentiteVendeur } from '@portail/domaine';
import { dateCourte, euros, montantFormate } from './pdf/formats.js';
import { GRIS, Mise, type Ligne } from './pdf/mise-en-page.js';

/*
 * What an invoice (facture.ts) and a credit note (avoir.ts) share: the seller's and the buyer's
 * blocks, the numbered heading, the lines with their VAT rate, the VAT by rate and the totals, the
 * seller's legal identity and the running header and footer. Each document says the rest (what it
 * is for, how it is settled, its own mentions) through `PieceComptable`.
 */

/** Who sells: a constant of the caller (the portal's operator), `@portail/domaine`'s type. */
export type { IdentiteVendeur };

/** The customer account's billing details. */
export interface ClientFacture {
  /** Company name or the person's name. */
  nom: string;
  adresse: string[];
  siren?: string | null;
  tva_intracommunautaire?: string | null;
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
    ...(client.tva_intracommunautaire ? [{ texte: `N° TVA : ${client.tva_intracommunautaire}`, taille: 9 }] : []),
    ...(client.reference ? [{ texte: `Compte client : ${client.reference}`, taille: 9 }] : []),
    ...(client.email ? [{ texte: client.email, taille: 9 }] : []),
  ];
}

export class FactureIncoherente extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FactureIncoherente';
  }
}

/** An invoice or a credit note, as the shared layout prints it. */
export interface PieceComptable {
  vendeur: IdentiteVendeur;
  client: ClientFacture;
  /** « Facture », « Avoir »: the heading (in capitals), the PDF title, the running header and footer. */
  nature: string;
  /** Unique, from the document's own continuous chronological sequence. */
  numero: string;
  /** AAAA-MM-JJ. */
  date: string;
  /** The lines under the number (dates, what the document refers to). */
  reperes: string[];
  /** One line saying what the document is for (PDF subject, footer). */
  objet: string;
  motsCles: string[];
  /** « Facturé à »… */
  titreClient: string;
  lignes: LigneFacture[];
  /** Must be the sum of the lines (checked to the cent). */
  total: Prix;
  /** A credit note's lines and totals are printed as deductions (« -3,20 € »); its data stay positive. */
  deduction?: boolean;
  /** Rows printed after « Total TTC », bold when `gras`. */
  soldes: Array<{ libelle: string; montant: string; gras?: boolean }>;
  /** Sections after the totals; the seller's legal identity closes the last one. */
  sections: Array<{ titre: string; lignes: string[]; petit?: boolean }>;
  /** PDF CreationDate; noon UTC of the document's date when omitted (same input, same bytes). */
  emiseLe?: Date;
}

function verifier(piece: PieceComptable): void {
  if (piece.lignes.length === 0) throw new FactureIncoherente(`Une pièce (${piece.nature}) a au moins une ligne.`);
  for (const cle of ['ht', 'tva', 'ttc'] as const) {
    const somme = piece.lignes.reduce((s, l) => s + centimes(l.montant[cle]), 0);
    if (somme !== centimes(piece.total[cle])) {
      throw new FactureIncoherente(`Le total ${cle.toUpperCase()} ne correspond pas à la somme des lignes.`);
    }
  }
}

/** The seller's identity as the last legal mention prints it. */
export function mentionVendeur(vendeur: IdentiteVendeur): string {
  return `${vendeur.denomination}, ${vendeur.formeJuridique.toLowerCase()} au capital de ${euros(vendeur.capital)}, ${numeroRcs(vendeur.villeRcs, vendeur.siren)}, TVA ${vendeur.tvaIntracommunautaire ?? tvaIntracommunautaire(vendeur.siren)}.`;
}

export async function genererPiece(piece: PieceComptable): Promise<Buffer> {
  verifier(piece);
  const { vendeur, client, total } = piece;
  // A deduction reads « -3,20 € »; nothing reads « -0,00 € ».
  const signe = (formate: string) => (piece.deduction && formate !== '0,00' ? `-${formate}` : formate);
  const montant = (formate: string) => montantFormate(signe(formate));
  const montantCentimes = (c: number) => euros((piece.deduction ? -c : c) / 100);
  const mise = new Mise({
    titre: `${piece.nature} ${piece.numero}`,
    sujet: piece.objet,
    motsCles: piece.motsCles,
    emisLe: piece.emiseLe ?? new Date(`${piece.date}T12:00:00Z`),
  });

  mise.deuxColonnes(blocVendeur(vendeur), [
    { texte: piece.nature.toUpperCase(), police: 'gras', taille: 18 },
    { texte: `N° ${piece.numero}`, police: 'gras', taille: 11 },
    ...piece.reperes.map((texte) => ({ texte, taille: 9.5 })),
  ]);
  mise.espace(14);
  mise.deuxColonnes([], blocClient(client, piece.titreClient), { partGauche: 0.5, alignerDroite: false });
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
    piece.lignes.map((ligne) => [
      ligne.detail ? `${ligne.designation}\n${ligne.detail}` : ligne.designation,
      String(ligne.quantite),
      montantFormate(ligne.prixUnitaire.ht_formate),
      `${tauxDe(ligne)} %`,
      montant(ligne.montant.ht_formate),
    ]),
  );

  // VAT by rate, then the totals.
  const taux = [...new Set(piece.lignes.map(tauxDe))].sort((a, b) => a - b);
  const lignesTva = taux.map((t) => {
    const lignes = piece.lignes.filter((l) => tauxDe(l) === t);
    const base = lignes.reduce((s, l) => s + centimes(l.montant.ht), 0);
    const tva = lignes.reduce((s, l) => s + centimes(l.montant.tva), 0);
    return [`TVA ${t} % (base ${montantCentimes(base)})`, montantCentimes(tva)] as const;
  });
  mise.espace(4);
  const rangTtc = lignesTva.length + 1;
  mise.totaux(
    [
      ['Total HT', montant(total.ht_formate)],
      ...lignesTva,
      ['Total TTC', montant(total.ttc_formate)],
      ...piece.soldes.map((s) => [s.libelle, s.montant] as const),
    ],
    [rangTtc, ...piece.soldes.flatMap((s, i) => (s.gras ? [rangTtc + 1 + i] : []))],
  );
  mise.espace(10);

  piece.sections.forEach((section, i) => {
    mise.section(section.titre);
    const derniere = i === piece.sections.length - 1;
    const lignes = derniere ? [...section.lignes, mentionVendeur(vendeur)] : section.lignes;
    mise.texte(lignes.join('\n'), section.petit ? { taille: 8.5, couleur: GRIS } : { apres: 4 });
  });

  return mise.terminer({
    entete: `${piece.nature} ${piece.numero} – ${vendeur.denomination}`,
    pied: [
      `${vendeur.denomination} – ${numeroRcs(vendeur.villeRcs, vendeur.siren)} – ${majuscule(vendeur.formeJuridique)} au capital de ${euros(vendeur.capital)}`,
      `${piece.nature} ${piece.numero} du ${dateCourte(piece.date)} – ${piece.objet}`,
    ],
  });
}
