import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';

import type { Sceau } from './certificat.js';

/**
 * The signature dictionary's /SubFilter. PAdES Part 2 (ETSI TS 102 778-2, « PAdES basic », ISO
 * 32000-1 signatures): a detached PKCS#7 over the ByteRange. Not ETSI.CAdES.detached: the CMS
 * @signpdf/signer-p12 builds carries a signing-time attribute and no ESS signing-certificate-v2,
 * which the PAdES baseline profiles (ETSI EN 319 142-1) respectively forbid and require; naming it
 * so would claim a conformance the signature does not have.
 */
export const SUBFILTER_SCEAU = 'adbe.pkcs7.detached';
export const RAISON_SCEAU = 'Document délivré par Greffeo';
export const LIEU_SCEAU = 'Paris, France';

export interface OptionsScellement {
  /** The signing time (signature dictionary /M and the CMS signing-time): the issue, by default now. */
  le?: Date;
  /** The signature dictionary's /ContactInfo: where the document can be checked. */
  contact?: string;
}

/**
 * Seals a PDF: an invisible signature field added as an incremental update (@signpdf/placeholder-plain,
 * which reads any PDF's bytes, not only pdfkit's), then signed with the seal's PKCS#12
 * (@signpdf/signer-p12, RSA with SHA-256). RSA PKCS#1 v1.5 is deterministic: the same PDF, seal and
 * time give the same bytes; only /M and /Contents change with the time.
 */
export async function scellerPdf(pdf: Buffer, sceau: Sceau, options: OptionsScellement = {}): Promise<Buffer> {
  const le = options.le ?? new Date();
  const avecEmplacement = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: RAISON_SCEAU,
    contactInfo: options.contact ?? 'https://www.greffeo.fr/verifier-un-document',
    name: 'Greffeo',
    location: LIEU_SCEAU,
    signingTime: le,
    subFilter: SUBFILTER_SCEAU,
  });
  const signataire = new P12Signer(sceau.p12, { passphrase: sceau.motDePasse });
  return new SignPdf().sign(avecEmplacement, signataire, le);
}
