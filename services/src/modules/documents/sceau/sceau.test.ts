import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import forge from 'node-forge';

import { genererKbis } from '../kbis.js';
import { donneesKbis } from '../../../../tests/fixtures/documents/donnees.js';
import { lirePdf } from '../../../../tests/fixtures/documents/pdf.js';
import {
  chargerSceau,
  genererP12Demonstration,
  RAISON_SCEAU,
  SceauIndisponible,
  scellerPdf,
  SUBFILTER_SCEAU,
  SUJET_DEMONSTRATION,
  verifierSceau,
  type Sceau,
} from './index.js';

let dossier: string;
let sceau: Sceau;
let pdf: Buffer;
const emisLe = new Date('2024-05-02T08:15:00Z');

beforeAll(async () => {
  dossier = await mkdtemp(join(tmpdir(), 'greffeo-sceau-'));
  const fichierDemonstration = join(dossier, 'sceau-demonstration.p12');
  sceau = await chargerSceau({ fichierP12: undefined, motDePasse: undefined, fichierDemonstration, publiee: false });
  pdf = await genererKbis(donneesKbis, {
    codeVerification: 'ABCD-EFGH-JKMN',
    urlVerification: 'https://greffeo.example/verifier-un-document?code=ABCD-EFGH-JKMN',
    emisLe,
  });
});

afterAll(() => rm(dossier, { recursive: true, force: true }));

/** Where the bytes of two files of equal length differ. */
function differences(a: Buffer, b: Buffer): number[] {
  expect(a.length).toBe(b.length);
  const positions: number[] = [];
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) positions.push(i);
  return positions;
}

describe('chargerSceau', () => {
  it('generates the demonstration certificate once (0600) and reuses it at every start', async () => {
    const fichier = join(dossier, 'sceau-demonstration.p12');
    expect((await stat(fichier)).mode & 0o777).toBe(0o600);
    expect(sceau).toMatchObject({ origine: 'demonstration', titulaire: SUJET_DEMONSTRATION, motDePasse: '' });
    const ans = (sceau.expireLe.getTime() - Date.now()) / (365.25 * 86_400_000);
    expect(ans).toBeGreaterThan(2.99);
    expect(ans).toBeLessThan(3.01);
    const encore = await chargerSceau({
      fichierP12: undefined,
      motDePasse: undefined,
      fichierDemonstration: fichier,
      publiee: false,
    });
    expect(encore.certificat.equals(sceau.certificat)).toBe(true);
    const certificat = forge.pki.certificateFromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(sceau.certificat.toString('binary'))),
    );
    expect((certificat.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBe(2048);
  });

  it('refuses a published instance without a configured certificate', async () => {
    const options = {
      fichierP12: undefined,
      motDePasse: undefined,
      fichierDemonstration: join(dossier, 'publie.p12'),
      publiee: true,
    };
    await expect(chargerSceau(options)).rejects.toThrow(SceauIndisponible);
    await expect(chargerSceau(options)).rejects.toThrow(/SCEAU_CERTIFICAT_P12 est obligatoire pour un site publié/);
  });

  it('reads a configured PKCS#12 with its password, and names a wrong one', async () => {
    const fichierP12 = join(dossier, 'configure.p12');
    // A PKCS#12 protected by a password, as an operator's would be.
    const brut = genererP12Demonstration();
    const archive = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(brut.toString('binary')), '');
    const cle = archive.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag as string })[
      forge.pki.oids.pkcs8ShroudedKeyBag as string
    ]![0]!.key!;
    const cert = archive.getBags({ bagType: forge.pki.oids.certBag as string })[forge.pki.oids.certBag as string]![0]!
      .cert!;
    const protege = forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(cle, [cert], 'secret de démo')).getBytes();
    await writeFile(fichierP12, Buffer.from(protege, 'binary'));
    const options = { fichierDemonstration: join(dossier, 'inutile.p12'), publiee: true, fichierP12 };
    const configure = await chargerSceau({ ...options, motDePasse: 'secret de démo' });
    expect(configure.origine).toBe('configuration');
    await expect(chargerSceau({ ...options, motDePasse: 'autre' })).rejects.toThrow(
      /SCEAU_CERTIFICAT_P12 : impossible d’ouvrir le certificat de cachet/,
    );
    await expect(
      chargerSceau({ ...options, fichierP12: join(dossier, 'absent.p12'), motDePasse: undefined }),
    ).rejects.toThrow(/SCEAU_CERTIFICAT_P12 : le fichier du certificat de cachet est illisible ou absent/);
  });
});

describe('scellerPdf and verifierSceau', () => {
  it('seals a document (adbe.pkcs7.detached, the reason) and finds its seal intact', async () => {
    const scelle = await scellerPdf(pdf, sceau, { le: emisLe });
    const texte = scelle.toString('latin1');
    expect(scelle.subarray(0, pdf.length - 1).equals(pdf.subarray(0, pdf.length - 1))).toBe(true);
    expect(texte).toContain('/ByteRange [');
    expect(texte).toContain(`/SubFilter /${SUBFILTER_SCEAU}`);
    expect(texte).toContain('/Reason');
    expect(verifierSceau(scelle, sceau.certificat)).toEqual({
      etat: 'INTACT',
      signeLe: emisLe,
      titulaire: SUJET_DEMONSTRATION,
    });
    // Still a PDF its readers open, with its text.
    expect((await lirePdf(scelle)).texte).toContain('Extrait Kbis');
    expect(RAISON_SCEAU).toBe('Document délivré par Greffeo');
  });

  it('gives the same bytes for the same input and time, and differs only in /Contents and /M otherwise', async () => {
    const a = await scellerPdf(pdf, sceau, { le: emisLe });
    expect((await scellerPdf(pdf, sceau, { le: emisLe })).equals(a)).toBe(true);
    const b = await scellerPdf(pdf, sceau, { le: new Date('2025-01-15T10:20:30Z') });
    const texte = a.toString('latin1');
    const contenu = texte.indexOf('/Contents <');
    const finContenu = texte.indexOf('>', contenu);
    const m = texte.indexOf('/M (D:');
    const finM = texte.indexOf(')', m);
    const ailleurs = differences(a, b).filter((i) => !(i > contenu && i < finContenu) && !(i > m && i < finM));
    expect(ailleurs).toEqual([]);
  });

  it('finds a seal broken when one byte of the content changed', async () => {
    const scelle = await scellerPdf(pdf, sceau, { le: emisLe });
    const altere = Buffer.from(scelle);
    const position = altere.indexOf('Extrait');
    altere[position] = 'e'.charCodeAt(0);
    expect(verifierSceau(altere, sceau.certificat)).toEqual({
      etat: 'ROMPU',
      raison: 'le contenu du document ne correspond plus à son cachet',
    });
    // Bytes added after the seal are not covered by it.
    expect(verifierSceau(Buffer.concat([scelle, Buffer.from('\n% ajout\n')]), sceau.certificat)).toMatchObject({
      etat: 'ROMPU',
    });
    // A forged signature value.
    const texte = scelle.toString('latin1');
    const signatureAlteree = Buffer.from(scelle);
    const debut = texte.indexOf('/Contents <') + '/Contents <'.length + 600;
    signatureAlteree[debut] = signatureAlteree[debut] === 0x30 ? 0x31 : 0x30;
    expect(verifierSceau(signatureAlteree, sceau.certificat).etat).toBe('ROMPU');
  });

  it('tells a valid seal of another certificate, and a PDF without a seal', async () => {
    const autreDossier = await mkdtemp(join(tmpdir(), 'greffeo-sceau-autre-'));
    try {
      const autre = await chargerSceau({
        fichierP12: undefined,
        motDePasse: undefined,
        fichierDemonstration: join(autreDossier, 'sceau.p12'),
        publiee: false,
      });
      const scelle = await scellerPdf(pdf, autre, { le: emisLe });
      expect(verifierSceau(scelle, autre.certificat).etat).toBe('INTACT');
      expect(verifierSceau(scelle, sceau.certificat)).toMatchObject({ etat: 'AUTRE_CERTIFICAT' });
    } finally {
      await rm(autreDossier, { recursive: true, force: true });
    }
    expect(verifierSceau(pdf, sceau.certificat)).toEqual({ etat: 'ABSENT' });
    expect(verifierSceau(Buffer.from('pas un PDF'), sceau.certificat)).toEqual({ etat: 'ABSENT' });
    expect(verifierSceau(Buffer.from('%PDF-1.7 /ByteRange [0 10 20 5]'), sceau.certificat).etat).toBe('ROMPU');
    expect(await readFile(join(dossier, 'sceau-demonstration.p12'))).toBeInstanceOf(Buffer);
  });
});
