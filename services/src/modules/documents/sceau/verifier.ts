import { createHash } from 'node:crypto';

import forge from 'node-forge';

import { nomCommun } from './certificat.js';

/**
 * What the verification found in a PDF's last signature:
 * - `INTACT`: cryptographically valid over the whole file and made with the portal's certificate;
 * - `AUTRE_CERTIFICAT`: valid, but signed with another certificate than the portal's;
 * - `ROMPU`: a signature is there but does not match the bytes (or bytes were added after it);
 * - `ABSENT`: no signature at all.
 */
export type EtatSceau =
  | { etat: 'INTACT'; signeLe: Date | null; titulaire: string }
  | { etat: 'AUTRE_CERTIFICAT'; signeLe: Date | null; titulaire: string }
  | { etat: 'ROMPU'; raison: string }
  | { etat: 'ABSENT' };

const OID_DIGESTS: Record<string, string> = {
  [forge.pki.oids.sha256 as string]: 'sha256',
  [forge.pki.oids.sha384 as string]: 'sha384',
  [forge.pki.oids.sha512 as string]: 'sha512',
};
const OID_MESSAGE_DIGEST = forge.pki.oids.messageDigest as string;
const OID_SIGNING_TIME = forge.pki.oids.signingTime as string;

const rompu = (raison: string): EtatSceau => ({ etat: 'ROMPU', raison });

/** The byte range and the hex contents of the last signature dictionary, if any. */
function derniereSignature(pdf: Buffer): { plage: number[]; contenu: Buffer } | 'ABSENT' | string {
  const position = pdf.lastIndexOf('/ByteRange');
  if (position === -1) return 'ABSENT';
  const texte = pdf.subarray(position, position + 120).toString('latin1');
  const trouve = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(texte);
  if (trouve === null) return 'la plage signée du cachet est illisible';
  const plage = trouve.slice(1, 5).map(Number) as [number, number, number, number];
  const [debut, longueur, suite, reste] = plage;
  if (debut !== 0 || longueur <= 0 || suite <= longueur || suite + reste > pdf.length)
    return 'la plage signée du cachet ne correspond pas au fichier';
  if (suite + reste !== pdf.length) return 'le fichier a été complété après l’apposition du cachet';
  const trou = pdf.subarray(longueur, suite).toString('latin1');
  if (!/^<[0-9A-Fa-f]*>$/.test(trou)) return 'la plage signée du cachet ne couvre pas tout le fichier';
  return { plage, contenu: Buffer.from(trou.slice(1, -1), 'hex') };
}

/**
 * Checks the last signature of a PDF with node-forge: the CMS SignedData in /Contents, its
 * messageDigest attribute against the hash of the ByteRange's bytes, the RSA signature over the
 * signed attributes with the signer certificate's public key, then that certificate against
 * `certificatAttendu` (DER, the portal's). Any bytes: never throws.
 */
export function verifierSceau(pdf: Buffer, certificatAttendu: Buffer): EtatSceau {
  const signature = derniereSignature(pdf);
  if (signature === 'ABSENT') return { etat: 'ABSENT' };
  if (typeof signature === 'string') return rompu(signature);
  const [debut, longueur, suite, reste] = signature.plage as [number, number, number, number];
  const signe = Buffer.concat([pdf.subarray(debut, debut + longueur), pdf.subarray(suite, suite + reste)]);
  try {
    // /Contents is padded with zeros after the DER structure (the typings miss the options form).
    const lire = forge.asn1.fromDer as unknown as (
      octets: forge.util.ByteStringBuffer,
      options: { parseAllBytes: boolean },
    ) => forge.asn1.Asn1;
    const asn1 = lire(forge.util.createBuffer(signature.contenu.toString('binary')), { parseAllBytes: false });
    const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData & {
      rawCapture?: { signerInfos?: forge.asn1.Asn1[] };
    };
    const infos = message.rawCapture?.signerInfos ?? [];
    if (infos.length !== 1) return rompu('la signature du cachet doit compter un signataire');
    const champs = (infos[0] as forge.asn1.Asn1).value as forge.asn1.Asn1[];
    const [, identifiant, algorithme, attributs, , valeurSignature] = champs;
    if (attributs === undefined || attributs.tagClass !== forge.asn1.Class.CONTEXT_SPECIFIC || attributs.type !== 0)
      return rompu('la signature du cachet ne porte pas d’attributs signés');
    const oidDigest = forge.asn1.derToOid(
      ((algorithme as forge.asn1.Asn1).value as forge.asn1.Asn1[])[0]!.value as string,
    );
    const hachage = OID_DIGESTS[oidDigest];
    if (hachage === undefined) return rompu('algorithme d’empreinte du cachet non pris en charge');

    // The messageDigest attribute must be the hash of the signed byte range.
    let empreinteDeclaree: string | undefined;
    let signeLe: Date | null = null;
    for (const attribut of attributs.value as forge.asn1.Asn1[]) {
      const [type, valeurs] = attribut.value as [forge.asn1.Asn1, forge.asn1.Asn1];
      const oid = forge.asn1.derToOid(type.value as string);
      const premiere = (valeurs.value as forge.asn1.Asn1[])[0];
      if (oid === OID_MESSAGE_DIGEST && premiere) empreinteDeclaree = premiere.value as string;
      if (oid === OID_SIGNING_TIME && premiere)
        signeLe =
          premiere.type === forge.asn1.Type.UTCTIME
            ? forge.asn1.utcTimeToDate(premiere.value as string)
            : forge.asn1.generalizedTimeToDate(premiere.value as string);
    }
    const empreinte = createHash(hachage).update(signe).digest('binary');
    if (empreinteDeclaree !== empreinte) return rompu('le contenu du document ne correspond plus à son cachet');

    // The signer: the certificate of the SignedData whose serial number the signer info names.
    const serie = forge.util.bytesToHex(
      ((identifiant as forge.asn1.Asn1).value as forge.asn1.Asn1[])[1]!.value as string,
    );
    const certificat = message.certificates.find((c) => c.serialNumber.replace(/^0+/, '') === serie.replace(/^0+/, ''));
    if (certificat === undefined) return rompu('le certificat du signataire manque dans le cachet');

    // The RSA signature covers the signed attributes DER-encoded as a SET (RFC 5652 §5.4).
    const ensemble = forge.asn1.create(
      forge.asn1.Class.UNIVERSAL,
      forge.asn1.Type.SET,
      true,
      attributs.value as forge.asn1.Asn1[],
    );
    const md = forge.md[hachage as 'sha256' | 'sha384' | 'sha512'].create();
    md.update(forge.asn1.toDer(ensemble).getBytes());
    const publique = certificat.publicKey as forge.pki.rsa.PublicKey;
    if (!publique.verify(md.digest().getBytes(), (valeurSignature as forge.asn1.Asn1).value as string))
      return rompu('la signature du cachet n’est pas valide');

    const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificat)).getBytes(), 'binary');
    const titulaire = nomCommun(certificat);
    return der.equals(certificatAttendu)
      ? { etat: 'INTACT', signeLe, titulaire }
      : { etat: 'AUTRE_CERTIFICAT', signeLe, titulaire };
  } catch {
    return rompu('la signature du cachet est illisible');
  }
}
