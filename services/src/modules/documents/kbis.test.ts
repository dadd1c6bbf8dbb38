import { inflateSync } from 'node:zlib';

import { EntrepriseNonImmatriculee } from './pdf/communs.js';
import { genererKbis } from './kbis.js';
import type { ExtraitKbis } from '../entreprises/index.js';
import { dirigeant, donneesKbis, entreprise, greffeParis, siege } from '../../../tests/fixtures/documents/donnees.js';
import { lirePdf, lirePdfs, textePlat } from '../../../tests/fixtures/documents/pdf.js';

const options = {
  codeVerification: 'abcd efgh jkmn',
  urlVerification: 'https://greffeo.example/verification',
  emisLe: new Date('2024-05-02T08:15:00Z'),
};

/** The text with line breaks as spaces, for phrases a layout may wrap. */
describe('genererKbis', () => {
  it('lays out the extract of FACTS §3 with the company, its officers and the verification code', async () => {
    const lu = await lirePdf(await genererKbis(donneesKbis, options));
    const texte = textePlat(lu.texte);
    // Header: greffe, code (given in lower case, printed canonical), URL, N° de gestion.
    expect(texte).toContain('Greffe du tribunal des activités économiques de Paris');
    expect(texte).toContain('75001 Paris');
    expect(texte).toContain('Code de vérification : ABCD-EFGH-JKMN');
    expect(texte).toContain('https://greffeo.example/verification');
    expect(texte).toContain('N° de gestion : 2015B01234');
    expect(texte).toContain('Extrait Kbis');
    expect(texte).toContain(
      'Extrait d’immatriculation principale au registre du commerce et des sociétés à jour au 2 mai 2024',
    );
    // Identification: accents, typographic apostrophe and French quotes survive the WinAnsi fonts.
    expect(texte).toContain('Identification de la personne morale');
    expect(texte).toMatch(/Immatriculation au RCS, numéro : 552 100 554 R\.C\.S\. Paris/);
    expect(texte).toContain('Date d’immatriculation : 10/03/2015');
    expect(texte).toContain('Dénomination ou raison sociale : L’ÉCLAT DES CRÈMES « PARIS »');
    expect(texte).toContain('Sigle : EDC');
    expect(texte).toContain('Forme juridique : Société par actions simplifiée');
    expect(texte).toContain('Capital social : 150 000,00 Euros');
    expect(texte).toContain('Adresse du siège : 12 RUE DE LA PAIX, BATIMENT B, 75002 PARIS 2');
    expect(texte).toContain('Activités principales : Conseil et développement de logiciels');
    expect(texte).toContain('Durée de la personne morale : Jusqu’au 09/03/2114');
    expect(texte).toContain('Date de clôture de l’exercice social : 31 décembre');
    // Officers in office on the issue day; the director who left in 2020 is not on it.
    expect(texte).toContain('Gestion, direction, administration, contrôle, associés ou membres');
    expect(texte).toContain('Qualité : Président Nom, prénoms : DUPONT Marie Claire Nom d’usage : MARTIN');
    expect(texte).toContain('Date et lieu de naissance : Le 23/04/1971 à Lyon');
    expect(texte).toContain('Nom, prénoms : PETIT Lucie');
    expect(texte).not.toContain('LEROY');
    // A legal-person auditor: denomination, RCS number, permanent representative.
    expect(texte).toContain('Qualité : Commissaire aux comptes titulaire Dénomination : AUDIT CONSEIL ASSOCIES');
    expect(texte).toContain('Immatriculation : 800 111 221 R.C.S. Paris');
    expect(texte).toMatch(/Représentant permanent : BERNARD Sophie, né\(e\) le 05\/02\/1979 à Nantes/);
    // Main establishment, the other registry's establishment, observations, footer.
    expect(texte).toContain('Renseignements relatifs à l’activité et à l’établissement principal');
    expect(texte).toContain('Date de commencement d’activité : 02/03/2015');
    expect(texte).toContain('Origine du fonds ou de l’activité : Création');
    expect(texte).toContain('Mode d’exploitation : Exploitation directe');
    expect(texte).toContain('Immatriculations hors ressort Greffe : Greffe du tribunal de commerce de Nice');
    expect(texte).toContain('Adresse : 3 AV JEAN MEDECIN, 06000 NICE');
    expect(texte).toContain('Observations et renseignements complémentaires Néant');
    expect(texte).toContain('Le Greffier');
    expect(texte).toContain('Fin de l’extrait');
    expect(texte).toContain('Délivré le 02/05/2024 à 10:15');
    expect(lu.pages.at(-1)).toContain(`Page ${lu.nombrePages}/${lu.nombrePages}`);
    expect(lu.pages[0]).toContain(`Page 1/${lu.nombrePages}`);
  });

  it('sets the metadata, the issue date as CreationDate, and gives the same bytes for the same input', async () => {
    const [premier, second, autreJour] = await Promise.all([
      genererKbis(donneesKbis, options),
      genererKbis(donneesKbis, options),
      genererKbis(donneesKbis, { ...options, emisLe: new Date('2024-05-03T08:15:00Z') }),
    ]);
    expect(Buffer.compare(premier, second)).toBe(0);
    expect(Buffer.compare(premier, autreJour)).not.toBe(0);
    expect(premier.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    const { info } = await lirePdf(premier);
    expect(info).toMatchObject({
      Title: 'Extrait Kbis – L’ÉCLAT DES CRÈMES « PARIS » – 552 100 554 R.C.S. Paris',
      Author: 'Greffeo',
      CreationDate: 'D:20240502081500Z',
      Language: 'fr-FR',
    });
  });

  it('paginates a long list of officers, every page numbered and carrying the code', async () => {
    const mandataires = Array.from({ length: 70 }, (_, i) =>
      dirigeant(1000 + i, i === 0 ? 'Président' : 'Administrateur', `NOM${String(i).padStart(3, '0')}`, 'Élise'),
    );
    const lu = await lirePdf(await genererKbis({ ...donneesKbis, mandataires }, options));
    expect(lu.nombrePages).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < 70; i++) expect(lu.texte).toContain(`NOM${String(i).padStart(3, '0')} Élise`);
    lu.pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1}/${lu.nombrePages}`);
      expect(page).toContain('Code de vérification : ABCD-EFGH-JKMN');
    });
    // Pages after the first carry a running header; the end mark is on the last page only.
    expect(lu.pages[1]).toContain('Extrait Kbis – L’ÉCLAT DES CRÈMES « PARIS » – 552 100 554 R.C.S. Paris');
    expect(lu.pages.filter((page) => page.includes('Fin de l’extrait'))).toHaveLength(1);
    expect(lu.pages.at(-1)).toContain('Fin de l’extrait');
    // An officer's block is never split between two pages.
    for (const page of lu.pages) {
      const lignes = page.split('\n');
      const derniere = lignes.filter((l) => l.startsWith('Nationalité')).length;
      const premiere = lignes.filter((l) => l.startsWith('Qualité')).length;
      expect(derniere).toBe(premiere);
    }
  });

  it('prints any character the embedded font has, the others as « ? », without failing', async () => {
    const bizarre: ExtraitKbis = {
      ...donneesKbis,
      entreprise: { ...entreprise, denomination: 'Łódź\u202FTRADING 😀 中文 Ğ\u0007 ﬁn' },
      mandataires: [dirigeant(1, 'Gérant', 'KOWALSKI\u200B', 'Łukasz\tJózef', {})],
    };
    const texte = textePlat((await lirePdf(await genererKbis(bizarre, options))).texte);
    // DejaVu Sans has Polish and Turkish letters and this emoji, not the CJK ideographs.
    expect(texte).toContain('Łódź TRADING 😀 ?? Ğ fin');
    expect(texte).toContain('KOWALSKI Łukasz Józef');
  });

  it('prints French and foreign text as it is in the embedded Unicode font', async () => {
    const unicode: ExtraitKbis = {
      ...donneesKbis,
      entreprise: { ...entreprise, denomination: 'L’Œuvre de Łódź' },
      siege: { ...siege, activite: 'Conseil pour 12\u202f000 F CFP, cœur ou 5\u202f€' },
    };
    const pdf = await genererKbis(unicode, options);
    const texte = textePlat((await lirePdf(pdf)).texte);
    expect(texte).toContain('Dénomination ou raison sociale : L’Œuvre de Łódź');
    expect(texte).toContain('12 000 F CFP, cœur ou 5 €');
    // Embedded: no standard font is referenced.
    expect(pdf.toString('latin1')).toContain('+DejaVuSans');
    expect(pdf.toString('latin1')).not.toContain('Helvetica');
  });

  it('is a tagged PDF/A-2a: language, structure, XMP equal to the info, output intent, QR figure', async () => {
    const avecEsperluette: ExtraitKbis = {
      ...donneesKbis,
      entreprise: { ...entreprise, denomination: 'DUPONT & FILS <SAS>' },
    };
    const url = 'https://greffeo.example/verifier-un-document?code=ABCD-EFGH-JKMN';
    const pdf = await genererKbis(avecEsperluette, { ...options, urlVerification: url });
    const brut = pdf.toString('latin1');
    expect(brut).toContain('/Lang (fr-FR)');
    expect(brut).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(brut).toMatch(/\/Marked true/);
    expect(brut).toContain('/Type /StructTreeRoot');
    for (const balise of ['Document', 'H1', 'H2', 'P', 'Figure']) expect(brut).toContain(`/S /${balise}\n`);
    // Rules, tints, headers and footers are artifacts in the pages' content streams.
    const contenus = [...brut.matchAll(/stream\n([\s\S]*?)\nendstream/g)]
      .map((m) => {
        try {
          return inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
        } catch {
          return '';
        }
      })
      .join('\n');
    expect(contenus).toMatch(/\/Artifact <<\s*\/Type \/Pagination\s*>> BDC/);
    expect(contenus).toMatch(/\/Artifact <<\s*\/Type \/Layout\s*>> BDC/);
    expect(contenus).toMatch(/\/H1 <<\s*\/MCID \d+\s*>> BDC/);
    expect(brut).toContain('/OutputIntents');
    expect(brut).toContain('/DisplayDocTitle true');
    // The XMP packet (not compressed, UTF-8): PDF/A identification and the info's values, escaped.
    const xmp = pdf.toString('utf8');
    expect(xmp).toContain('<pdfaid:part>2</pdfaid:part>');
    expect(xmp).toContain('<pdfaid:conformance>A</pdfaid:conformance>');
    expect(xmp).toContain('Extrait Kbis – DUPONT &amp; FILS &lt;SAS&gt; – 552 100 554 R.C.S. Paris</rdf:li>');
    expect(xmp).toContain('<xmp:CreateDate>2024-05-02T08:15:00Z</xmp:CreateDate>');
    expect(xmp).toContain('<xmp:ModifyDate>2024-05-02T08:15:00Z</xmp:ModifyDate>');
    expect(xmp).toContain('<pdf:Producer>Greffeo (PDFKit)</pdf:Producer>');
    expect(xmp).toContain('<rdf:li>fr-FR</rdf:li>');
    // The QR code's figure has its alternative text; the page still prints the address.
    expect(brut).toMatch(/\/S \/Figure\n\/Alt /);
    const texte = textePlat((await lirePdf(pdf)).texte);
    expect(texte).toContain(url);
    expect(texte).toContain('Flashez ce code pour ouvrir la page de vérification du document.');
    const { info } = await lirePdf(pdf);
    expect(info).toMatchObject({ Title: 'Extrait Kbis – DUPONT & FILS <SAS> – 552 100 554 R.C.S. Paris' });
  });

  it('numbers the dated observations and notes a radiation', async () => {
    const radiee: ExtraitKbis = {
      ...donneesKbis,
      entreprise: { ...entreprise, etat: 'RADIEE', date_radiation: '2021-09-30' },
      observations: [
        {
          date: '2019-05-06',
          libelle: 'Jugement d’ouverture d’une procédure de redressement judiciaire',
          complement: 'Date de cessation des paiements : 01/02/2019',
          greffe: { ...greffeParis, code: '6901', nom: 'Lyon', ville: 'Lyon' },
        },
        {
          date: '2021-09-30',
          libelle: 'Radiation du registre du commerce et des sociétés',
          complement: null,
          greffe: null,
        },
      ],
    };
    const texte = textePlat((await lirePdf(await genererKbis(radiee, options))).texte);
    expect(texte).toContain('Personne morale radiée du registre du commerce et des sociétés le 30/09/2021');
    expect(texte).toContain(
      'Mention n° 1 du 06/05/2019 : Jugement d’ouverture d’une procédure de redressement judiciaire. Date de cessation des paiements : 01/02/2019. Juridiction : Tribunal des activités économiques de Lyon',
    );
    expect(texte).toContain('Mention n° 2 du 30/09/2021 : Radiation du registre du commerce et des sociétés');
  });

  it('issues an « Extrait K » for a sole trader', async () => {
    const [lu] = await lirePdfs([
      await genererKbis(
        {
          entreprise: {
            ...entreprise,
            siren: '412345670',
            personne_physique: true,
            denomination: 'DURAND Pierre',
            nom: 'DURAND',
            prenoms: 'Pierre',
            sigle: null,
            forme_juridique: { code: '1000', libelle: 'Entrepreneur individuel' },
            capital: null,
            numero_gestion: '2018A00789',
          },
          greffe: { ...greffeParis, code: '1303', nom: 'Marseille', ville: 'Marseille' },
          siege: { ...siege, activite: 'Travaux d’installation électrique' },
          mandataires: [],
          etablissements_secondaires: [],
          nombre_etablissements_secondaires: 0,
          observations: [],
        },
        options,
      ),
    ]);
    const texte = textePlat(lu?.texte ?? '');
    expect(texte).toContain('Extrait K ');
    expect(texte).not.toContain('Extrait Kbis');
    expect(texte).toContain('Identification de la personne physique');
    expect(texte).toContain('Nom, prénoms : DURAND Pierre');
    expect(texte).toContain('412 345 670 R.C.S. Marseille');
    expect(texte).toContain('Forme d’exercice : Entrepreneur individuel');
    expect(texte).not.toContain('Capital social');
    expect(texte).not.toContain('Gestion, direction');
    expect(texte).toContain('Activité(s) exercée(s) : Travaux d’installation électrique');
  });

  it('details a bounded number of secondary establishments and says how many are left out', async () => {
    const texte = textePlat(
      (await lirePdf(await genererKbis({ ...donneesKbis, nombre_etablissements_secondaires: 250 }, options))).texte,
    );
    expect(texte).toContain(
      '250 établissements secondaires actifs sont inscrits : 249 ne sont pas détaillés sur cet extrait.',
    );
  });

  it('refuses a unit known from SIRENE only: it has no immatriculation', async () => {
    await expect(
      genererKbis({ ...donneesKbis, entreprise: { ...entreprise, source: 'SIRENE' }, greffe: null }, options),
    ).rejects.toBeInstanceOf(EntrepriseNonImmatriculee);
  });
});
