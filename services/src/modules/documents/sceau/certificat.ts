import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

import forge from 'node-forge';

/** The subject of the certificate generated for an instance that configures none. */
export const SUJET_DEMONSTRATION = 'Greffeo — cachet de démonstration';

/**
 * The portal's sealing identity: the PKCS#12 file @signpdf/signer-p12 signs with, its password and
 * its certificate (DER), which the verification compares with the one in a sealed document.
 */
export interface Sceau {
  p12: Buffer;
  motDePasse: string;
  certificat: Buffer;
  /** The certificate's subject common name, for the logs and the verification's answers. */
  titulaire: string;
  expireLe: Date;
  /** `configuration`: SCEAU_CERTIFICAT_P12; `demonstration`: self-signed, generated in DATA_DIR. */
  origine: 'configuration' | 'demonstration';
}

export interface OptionsSceau {
  /** SCEAU_CERTIFICAT_P12: a .p12/.pfx holding the private key and its certificate. */
  fichierP12: string | undefined;
  /** SCEAU_MOT_DE_PASSE: the file's password (empty when unset). */
  motDePasse: string | undefined;
  /** Where the demonstration certificate is kept between starts (`$DATA_DIR/sceau-demonstration.p12`). */
  fichierDemonstration: string;
  /** A published instance (instancePubliee): a configured certificate is required. */
  publiee: boolean;
}

/** The seal cannot be set up: the services refuse to start, with this French message. */
export class SceauIndisponible extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SceauIndisponible';
  }
}

/** The certificate and key of a PKCS#12 file, the certificate being the one matching the key. */
export function lireP12(p12: Buffer, motDePasse: string): { certificat: forge.pki.Certificate } {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
  const archive = forge.pkcs12.pkcs12FromAsn1(asn1, false, motDePasse);
  const typeCle = forge.pki.oids.pkcs8ShroudedKeyBag as string;
  const typeCertificat = forge.pki.oids.certBag as string;
  // @signpdf/signer-p12 reads the key from a shrouded (encrypted) key bag only.
  const cles = archive.getBags({ bagType: typeCle })[typeCle] ?? [];
  const cle = cles[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (cle === undefined) throw new Error('aucune clé privée chiffrée (pkcs8ShroudedKeyBag) dans le fichier');
  const certificats = archive.getBags({ bagType: typeCertificat })[typeCertificat] ?? [];
  const certificat = certificats
    .map((sac: forge.pkcs12.Bag) => sac.cert)
    .find((c: forge.pki.Certificate | undefined): c is forge.pki.Certificate => {
      const publique = c?.publicKey as forge.pki.rsa.PublicKey | undefined;
      return publique?.n !== undefined && publique.n.compareTo(cle.n) === 0 && publique.e.compareTo(cle.e) === 0;
    });
  if (certificat === undefined) throw new Error('aucun certificat RSA ne correspond à la clé privée');
  return { certificat };
}

const derDe = (certificat: forge.pki.Certificate) =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificat)).getBytes(), 'binary');

/** The subject's common name, decoded from UTF-8 when the certificate stores it so. */
export function nomCommun(certificat: forge.pki.Certificate): string {
  const champ = certificat.subject.getField('CN') as { value?: string; valueTagClass?: number } | null;
  const valeur = champ?.value ?? '';
  if (champ?.valueTagClass !== forge.asn1.Type.UTF8) return valeur;
  try {
    return forge.util.decodeUtf8(valeur);
  } catch {
    return valeur;
  }
}

function sceauDe(p12: Buffer, motDePasse: string, origine: Sceau['origine']): Sceau {
  const { certificat } = lireP12(p12, motDePasse);
  return {
    p12,
    motDePasse,
    certificat: derDe(certificat),
    titulaire: nomCommun(certificat),
    expireLe: certificat.validity.notAfter,
    origine,
  };
}

/**
 * A self-signed certificate « Greffeo — cachet de démonstration » (RSA 2048, three years) and its
 * key, as a PKCS#12 with an empty password (the file itself is kept 0600). The key pair comes from
 * Node's crypto (native, a fraction of a second), the certificate and the PKCS#12 from node-forge.
 */
export function genererP12Demonstration(maintenant = new Date()): Buffer {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const cle = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const certificat = forge.pki.createCertificate();
  certificat.publicKey = forge.pki.setRsaPublicKey(cle.n, cle.e);
  // A positive serial number: its first byte below 0x80.
  certificat.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificat.validity.notBefore = new Date(maintenant.getTime() - 60_000);
  const fin = new Date(maintenant);
  fin.setUTCFullYear(fin.getUTCFullYear() + 3);
  certificat.validity.notAfter = fin;
  const sujet = [
    // UTF8String: node-forge encodes the value on writing, and gives the raw bytes back on reading.
    { shortName: 'CN', value: SUJET_DEMONSTRATION, valueTagClass: forge.asn1.Type.UTF8 },
    { shortName: 'O', value: 'Greffeo' },
    { shortName: 'C', value: 'FR' },
  ] as forge.pki.CertificateField[];
  certificat.setSubject(sujet);
  certificat.setIssuer(sujet);
  certificat.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificat.sign(cle, forge.md.sha256.create());
  const archive = forge.pkcs12.toPkcs12Asn1(cle, [certificat], '', {
    algorithm: 'aes256',
    friendlyName: 'Greffeo',
    generateLocalKeyId: true,
  });
  return Buffer.from(forge.asn1.toDer(archive).getBytes(), 'binary');
}

const estAbsent = (erreur: unknown) => (erreur as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * The seal of this instance. SCEAU_CERTIFICAT_P12 set: that file, read with SCEAU_MOT_DE_PASSE (a
 * file that cannot be read, or whose key has no certificate, refuses the start). Unset: the
 * demonstration certificate of `fichierDemonstration`, generated at the first start (0600) and
 * reused at every start after — except on a published instance, which refuses to start: documents
 * sealed in its name with a certificate nobody vouches for would look official and prove nothing.
 */
export async function chargerSceau(options: OptionsSceau): Promise<Sceau> {
  const motDePasse = options.motDePasse ?? '';
  if (options.fichierP12 !== undefined) {
    let p12: Buffer;
    try {
      p12 = await readFile(options.fichierP12);
    } catch {
      throw new SceauIndisponible(
        `SCEAU_CERTIFICAT_P12 : le fichier du certificat de cachet est illisible ou absent (${options.fichierP12})`,
      );
    }
    try {
      return sceauDe(p12, motDePasse, 'configuration');
    } catch (erreur) {
      throw new SceauIndisponible(
        `SCEAU_CERTIFICAT_P12 : impossible d’ouvrir le certificat de cachet (${options.fichierP12}) avec SCEAU_MOT_DE_PASSE : ${(erreur as Error).message}`,
      );
    }
  }
  if (options.publiee) {
    throw new SceauIndisponible(
      'SCEAU_CERTIFICAT_P12 est obligatoire pour un site publié en ligne : les documents délivrés sont scellés avec ce certificat (fichier .p12 ou .pfx, mot de passe dans SCEAU_MOT_DE_PASSE). Le certificat de démonstration n’est utilisé que sur une instance locale.',
    );
  }
  try {
    return sceauDe(await readFile(options.fichierDemonstration), '', 'demonstration');
  } catch (erreur) {
    if (!estAbsent(erreur)) {
      throw new SceauIndisponible(
        `Le certificat de cachet de démonstration est illisible (${options.fichierDemonstration}) : supprimez ce fichier pour qu’un nouveau soit créé au prochain démarrage`,
      );
    }
  }
  const p12 = genererP12Demonstration();
  await mkdir(dirname(options.fichierDemonstration), { recursive: true });
  // wx: two instances starting together on one DATA_DIR keep the first one's file.
  try {
    await writeFile(options.fichierDemonstration, p12, { mode: 0o600, flag: 'wx' });
  } catch (erreur) {
    if ((erreur as NodeJS.ErrnoException).code !== 'EEXIST') throw erreur;
    return sceauDe(await readFile(options.fichierDemonstration), '', 'demonstration');
  }
  return sceauDe(p12, '', 'demonstration');
}
