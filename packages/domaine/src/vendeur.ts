/** Who sells: the portal's operator, printed on invoices, credit notes and receipts (FACTURATION_VENDEUR). */
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
