import PDFDocument from 'pdfkit';

import { couverturePolices, fichiersPolices, NOMS_POLICES, type Police } from './polices.js';
import { dessinerQr } from './qr.js';
import { texteImprimable, type Couverture } from './texte.js';

/**
 * A4 pages in DejaVu Sans, embedded and subset (polices.ts), every string normalised (texte.ts),
 * blocks kept together when they fit on a page, and a header and footer with « Page n/N »
 * written on every page once the content is laid out (pages are buffered).
 *
 * PDF/A-2a: the fonts are embedded, an sRGB output intent and the XMP metadata (title, author,
 * subject, keywords, dates, language, PDF/A identification) are written, and the content is
 * tagged: a « Document » structure whose children are the layout's headings (H1 title, H2
 * sections, H3 smaller headings), paragraphs (P: text, label/value rows, the blocks' lines),
 * tables (Table, TR, TH, TD) and figures (the QR code, with its alternative text); rules, tints,
 * headers and footers are artifacts. The catalog carries Lang fr-FR and DisplayDocTitle.
 *
 * Determinism: pdfkit's only varying inputs are the info dictionary's dates and the file ID it
 * derives from the info (an MD5 of it). CreationDate and ModDate are the issue date given by the
 * caller, the XMP packet is built from the same values, font subsets are named after the
 * font's order of use: the same input and date give byte-identical files.
 */

export type { Police } from './polices.js';

export const AUTEUR = 'Greffeo';

const LARGEUR_PAGE = 595.28;
const HAUTEUR_PAGE = 841.89;
const MARGE = 56;
const MARGE_HAUT = 64;
const MARGE_BAS = 76;
const INTERLIGNE = 1.5;

const POLICES = NOMS_POLICES;

export const GRIS = '#555555';
const NOIR = '#000000';
const FOND = '#e9edf2';

export interface OptionsTexte {
  taille?: number;
  police?: Police;
  aligne?: 'left' | 'center' | 'right' | 'justify';
  couleur?: string;
  /** Left edge, absolute (default: the left margin plus `retrait`). */
  x?: number;
  retrait?: number;
  largeur?: number;
  /** Space after the paragraph, in points. */
  apres?: number;
  lien?: string;
  /** Its structure element: a paragraph unless said (the title is H1). */
  balise?: 'P' | 'H1' | 'H2' | 'H3';
}

export interface Colonne {
  titre: string;
  /** Share of the table's width. */
  part: number;
  aligne?: 'left' | 'right' | 'center';
}

/** One line of a block of deuxColonnes(). */
export interface Ligne {
  texte: string;
  police?: Police;
  taille?: number;
  couleur?: string;
  lien?: string;
}

export interface Metadonnees {
  titre: string;
  sujet?: string;
  motsCles?: string[];
  /** The issue date: the PDF's CreationDate. */
  emisLe: Date;
}

export interface EntetePied {
  /** Small header of pages 2 and after (page 1 carries the document's own heading). */
  entete?: string;
  /** Footer lines on the left of every page; « Page n/N » on the right. */
  pied: string[];
}

/** Strings given to metadata (UTF-16 in the info dictionary): no controls, ordinary spaces. */
const metadonnee = (texte: string) =>
  [...texte].map((c) => (c <= ' ' || c === '\u007f' || c === '\u00a0' || c === '\u202f' ? ' ' : c)).join('');

const xml = (texte: string) =>
  texte.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** « 2024-05-02T08:15:00Z »: the XMP form of the info dictionary's dates (to the second, UTC). */
const dateXmp = (date: Date) => `${date.toISOString().split('.')[0] ?? ''}Z`;

/**
 * The XMP packet's document properties, equivalent to the info dictionary as PDF/A requires
 * (pdfkit's own writes the values unescaped, a « & » in a name making the XML invalid, gives the
 * Creator as pdf:Producer and has no ModifyDate).
 */
function proprietesXmp(info: PDFKit.DocumentInfo, langue: string): string {
  const dates = [
    info.CreationDate && `<xmp:CreateDate>${dateXmp(info.CreationDate)}</xmp:CreateDate>`,
    info.ModDate && `<xmp:ModifyDate>${dateXmp(info.ModDate)}</xmp:ModifyDate>`,
    info.Creator && `<xmp:CreatorTool>${xml(info.Creator)}</xmp:CreatorTool>`,
  ];
  const dc = [
    '<dc:format>application/pdf</dc:format>',
    info.Title && `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xml(info.Title)}</rdf:li></rdf:Alt></dc:title>`,
    info.Author && `<dc:creator><rdf:Seq><rdf:li>${xml(info.Author)}</rdf:li></rdf:Seq></dc:creator>`,
    info.Subject &&
      `<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${xml(info.Subject)}</rdf:li></rdf:Alt></dc:description>`,
    `<dc:language><rdf:Bag><rdf:li>${xml(langue)}</rdf:li></rdf:Bag></dc:language>`,
  ];
  const pdf = [
    info.Producer && `<pdf:Producer>${xml(info.Producer)}</pdf:Producer>`,
    info.Keywords && `<pdf:Keywords>${xml(info.Keywords)}</pdf:Keywords>`,
  ];
  const bloc = (espace: string, proprietes: ReadonlyArray<string | undefined>) =>
    `<rdf:Description rdf:about="" ${espace}>${proprietes.filter((p) => p).join('')}</rdf:Description>`;
  return [
    bloc('xmlns:xmp="http://ns.adobe.com/xap/1.0/"', dates),
    bloc('xmlns:dc="http://purl.org/dc/elements/1.1/"', dc),
    bloc('xmlns:pdf="http://ns.adobe.com/pdf/1.3/"', pdf),
  ].join('\n');
}

/** pdfkit's internals replaced or read here (not in its types). */
interface MetadonneesPdfkit {
  _addInfo: () => void;
  appendXML: (xml: string, newline?: boolean) => void;
}

const LANGUE = 'fr-FR';

export class Mise {
  readonly doc: PDFKit.PDFDocument;
  readonly gauche = MARGE;
  readonly largeur = LARGEUR_PAGE - 2 * MARGE;
  private readonly contenu: Promise<Buffer>;
  /** The structure tree's root, the « Document » element. */
  private readonly racine: PDFKit.PDFStructureElement;
  /** What the fonts can print (undefined: everything). */
  private readonly couverture: Couverture | undefined;
  /** Headings drawn with the first block that follows them (never alone at a page's foot). */
  private enAttente: Array<{ hauteur: number; dessiner: () => void }> = [];

  constructor(meta: Metadonnees) {
    if (Number.isNaN(meta.emisLe.getTime())) throw new RangeError('Date d’émission invalide.');
    const info: PDFKit.DocumentInfo = {
      Title: metadonnee(meta.titre),
      Author: AUTEUR,
      Creator: AUTEUR,
      Producer: 'Greffeo (PDFKit)',
      CreationDate: meta.emisLe,
      ModDate: meta.emisLe,
    };
    // pdfkit hashes every key of the info into the file ID: no undefined values.
    if (meta.sujet !== undefined) info.Subject = metadonnee(meta.sujet);
    if (meta.motsCles !== undefined) info.Keywords = metadonnee(meta.motsCles.join(', '));
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGE_HAUT, bottom: MARGE_BAS, left: MARGE, right: MARGE },
      bufferPages: true,
      pdfVersion: '1.7',
      subset: 'PDF/A-2a',
      tagged: true,
      lang: LANGUE,
      displayTitle: true,
      info,
    });
    const interne = this.doc as unknown as MetadonneesPdfkit;
    interne._addInfo = () => interne.appendXML(proprietesXmp(info, LANGUE));
    const fichiers = fichiersPolices();
    for (const police of Object.keys(POLICES) as Police[]) this.doc.registerFont(POLICES[police], fichiers[police]);
    this.couverture = couverturePolices(this.doc);
    this.racine = this.doc.struct('Document');
    this.doc.addStructure(this.racine);
    const morceaux: Buffer[] = [];
    this.contenu = new Promise((resolve, reject) => {
      this.doc.on('data', (morceau: Buffer) => morceaux.push(morceau));
      this.doc.on('end', () => resolve(Buffer.concat(morceaux)));
      this.doc.on('error', reject);
    });
    this.doc.font(POLICES.normal).fontSize(10).fillColor(NOIR);
  }

  /** The string as printed with the document's fonts (texte.ts). */
  imprimable(texte: string, lignes = false): string {
    return texteImprimable(texte, { lignes, couverture: this.couverture });
  }

  /** A structure element, child of `parent` (the document by default), to be ended by the caller. */
  private element(type: string, parent: PDFKit.PDFStructureElement = this.racine): PDFKit.PDFStructureElement {
    const element = this.doc.struct(type);
    parent.add(element);
    return element;
  }

  /** An element whose content is what `dessiner` draws (marked content: no page break in it). */
  private baliser(
    type: string,
    dessiner: () => void,
    parent: PDFKit.PDFStructureElement = this.racine,
    options: { alt?: string } = {},
  ): void {
    const element = this.doc.struct(type, options);
    parent.add(element);
    element.add(dessiner);
    element.end();
  }

  /** Drawing that is not content (rules, tints, headers and footers) is an artifact. */
  private artefact(dessiner: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
    this.doc.markContent('Artifact', { type });
    dessiner();
    this.doc.endMarkedContent();
  }

  get y(): number {
    return this.doc.y;
  }

  /** The lowest y content may reach on a page. */
  get bas(): number {
    return HAUTEUR_PAGE - MARGE_BAS;
  }

  private get hauteurUtile(): number {
    return HAUTEUR_PAGE - MARGE_BAS - MARGE_HAUT;
  }

  private regler(police: Police, taille: number, couleur = NOIR): void {
    this.doc.font(POLICES[police]).fontSize(taille).fillColor(couleur);
  }

  /** Height of `texte` set at `largeur` in the given font. */
  mesurer(texte: string, largeur: number, police: Police = 'normal', taille = 10): number {
    this.regler(police, taille);
    return this.doc.heightOfString(this.imprimable(texte, true), { width: largeur, lineGap: INTERLIGNE });
  }

  nouvellePage(): void {
    this.doc.addPage();
    this.doc.y = MARGE_HAUT;
  }

  /**
   * A new page unless `hauteur` points, plus the headings waiting for their first content, fit
   * below; a block taller than a page starts where it is. Then the waiting headings are drawn.
   */
  garder(hauteur: number): void {
    const attente = this.enAttente;
    this.enAttente = [];
    const titres = attente.reduce((somme, titre) => somme + titre.hauteur, 0);
    const total = hauteur + titres;
    const pleine = this.doc.y > MARGE_HAUT + 1;
    if (
      pleine &&
      this.doc.y + total > this.bas &&
      (total <= this.hauteurUtile || this.doc.y + titres + 40 > this.bas)
    ) {
      this.nouvellePage();
    }
    for (const titre of attente) titre.dessiner();
  }

  espace(points: number): void {
    if (this.doc.y + points > this.bas) this.nouvellePage();
    else this.doc.y += points;
  }

  /** A paragraph; it breaks across pages only when taller than the room left on a new page. */
  texte(texte: string, options: OptionsTexte = {}): void {
    const taille = options.taille ?? 10;
    const police = options.police ?? 'normal';
    const x = options.x ?? this.gauche + (options.retrait ?? 0);
    const largeur = options.largeur ?? this.gauche + this.largeur - x;
    const imprimable = this.imprimable(texte, true);
    const hauteur = this.mesurer(texte, largeur, police, taille);
    // A short paragraph stays on one page; a long one flows on, its first lines kept together.
    this.garder(hauteur <= 120 ? hauteur : 4 * taille);
    this.regler(police, taille, options.couleur);
    this.baliser(options.balise ?? 'P', () =>
      this.doc.text(imprimable, x, this.doc.y, {
        width: largeur,
        align: options.aligne ?? 'left',
        lineGap: INTERLIGNE,
        ...(options.lien === undefined ? {} : { link: options.lien, underline: true }),
      }),
    );
    this.regler('normal', 10);
    if (options.apres) this.espace(options.apres);
  }

  /** The document's title, centred. */
  titre(texte: string, sousTitre?: string): void {
    this.texte(texte, { taille: 17, police: 'gras', aligne: 'center', apres: 4, balise: 'H1' });
    if (sousTitre !== undefined) this.texte(sousTitre, { taille: 10, aligne: 'center', couleur: GRIS, apres: 4 });
    this.espace(8);
  }

  /** A section heading on a tinted band, kept with the first lines that follow. */
  section(texte: string): void {
    const hauteur = this.mesurer(texte, this.largeur - 12, 'gras', 10.5) + 8;
    this.enAttente.push({
      hauteur: hauteur + 12,
      dessiner: () => {
        const y = this.doc.y + 6;
        this.artefact(() => this.doc.save().rect(this.gauche, y, this.largeur, hauteur).fill(FOND).restore());
        this.regler('gras', 10.5);
        this.baliser('H2', () =>
          this.doc.text(this.imprimable(texte), this.gauche + 6, y + 4, {
            width: this.largeur - 12,
            lineGap: INTERLIGNE,
          }),
        );
        this.doc.y = y + hauteur + 6;
        this.regler('normal', 10);
      },
    });
  }

  /** A smaller heading (an officer's role, a category), kept with what follows. */
  sousTitre(texte: string, options: { retrait?: number } = {}): void {
    const x = this.gauche + (options.retrait ?? 0);
    const largeur = this.gauche + this.largeur - x;
    const hauteur = this.mesurer(texte, largeur, 'gras', 10);
    this.enAttente.push({
      hauteur: hauteur + 3,
      dessiner: () => {
        this.regler('gras', 10);
        this.baliser('H3', () =>
          this.doc.text(this.imprimable(texte), x, this.doc.y, { width: largeur, lineGap: INTERLIGNE }),
        );
        this.doc.y += 3;
        this.regler('normal', 10);
      },
    });
  }

  /**
   * Label / value rows; rows without a value are left out. The rows are kept on one page when
   * they fit on one.
   */
  champs(
    lignes: ReadonlyArray<readonly [string, string | null | undefined]>,
    options: { retrait?: number } = {},
  ): void {
    const retrait = options.retrait ?? 0;
    const x = this.gauche + retrait;
    const largeurLibelle = 170 - retrait / 2;
    const xValeur = x + largeurLibelle + 8;
    const largeurValeur = this.gauche + this.largeur - xValeur;
    const visibles = lignes.filter((ligne): ligne is readonly [string, string] => ligne[1] != null && ligne[1] !== '');
    const hauteurs = visibles.map(([libelle, valeur]) =>
      Math.max(this.mesurer(`${libelle} :`, largeurLibelle, 'normal', 9), this.mesurer(valeur, largeurValeur)),
    );
    this.garder(hauteurs.reduce((somme, h) => somme + h + 3, 0));
    visibles.forEach(([libelle, valeur], i) => {
      const hauteur = hauteurs[i] ?? 0;
      this.garder(hauteur);
      const y = this.doc.y;
      const page = this.doc.page;
      // One paragraph « libellé : valeur », read in that order.
      const paragraphe = this.element('P');
      paragraphe.add(() => {
        this.regler('normal', 9, GRIS);
        this.doc.text(this.imprimable(`${libelle} :`), x, y, { width: largeurLibelle, lineGap: INTERLIGNE });
      });
      paragraphe.add(() => {
        this.regler('normal', 10);
        this.doc.text(this.imprimable(valeur, true), xValeur, y, {
          width: largeurValeur,
          lineGap: INTERLIGNE,
        });
      });
      paragraphe.end();
      // A value longer than a page went on to the next one: carry on below its end.
      this.doc.y = (this.doc.page === page ? Math.max(this.doc.y, y + hauteur) : this.doc.y) + 3;
    });
    this.regler('normal', 10);
  }

  /** Amounts right-aligned in the right half (invoice totals); `gras` rows in bold. */
  totaux(lignes: ReadonlyArray<readonly [string, string]>, gras: readonly number[] = []): void {
    const largeurMontant = 95;
    const xMontant = this.gauche + this.largeur - largeurMontant;
    const largeurLibelle = 210;
    const xLibelle = xMontant - largeurLibelle - 8;
    this.garder(lignes.length * 15);
    lignes.forEach(([libelle, montant], i) => {
      const police: Police = gras.includes(i) ? 'gras' : 'normal';
      const y = this.doc.y;
      this.regler(police, 10);
      const paragraphe = this.element('P');
      paragraphe.add(() =>
        this.doc.text(this.imprimable(libelle), xLibelle, y, {
          width: largeurLibelle,
          align: 'right',
          lineGap: INTERLIGNE,
        }),
      );
      paragraphe.add(() =>
        this.doc.text(this.imprimable(montant), xMontant, y, {
          width: largeurMontant,
          align: 'right',
          lineGap: INTERLIGNE,
        }),
      );
      paragraphe.end();
      this.doc.y = Math.max(this.doc.y, y + 12) + 3;
    });
    this.regler('normal', 10);
  }

  /** A table with a header row, repeated on each new page. */
  tableau(
    colonnes: readonly Colonne[],
    lignes: ReadonlyArray<readonly string[]>,
    options: { taille?: number } = {},
  ): void {
    const taille = options.taille ?? 9;
    const total = colonnes.reduce((somme, c) => somme + c.part, 0);
    const largeurs = colonnes.map((c) => (c.part / total) * this.largeur);
    const xs = largeurs.map((_, i) => this.gauche + largeurs.slice(0, i).reduce((s, l) => s + l, 0));
    const hauteurLigne = (cellules: readonly string[], police: Police) =>
      Math.max(...cellules.map((cellule, i) => this.mesurer(cellule, (largeurs[i] ?? 0) - 8, police, taille))) + 6;

    // The header row is a TR of TH; repeated on a new page it is a pagination artifact.
    let table: PDFKit.PDFStructureElement | undefined;
    const entete = () => {
      const titres = colonnes.map((c) => c.titre);
      const hauteur = hauteurLigne(titres, 'gras');
      const y = this.doc.y;
      this.artefact(() => this.doc.save().rect(this.gauche, y, this.largeur, hauteur).fill(FOND).restore());
      this.regler('gras', taille);
      const ecrire = (titre: string, i: number) =>
        this.doc.text(this.imprimable(titre), (xs[i] ?? 0) + 4, y + 3, {
          width: (largeurs[i] ?? 0) - 8,
          align: colonnes[i]?.aligne ?? 'left',
          lineGap: INTERLIGNE,
        });
      if (table === undefined) {
        table = this.element('Table');
        const ligne = this.element('TR', table);
        titres.forEach((titre, i) => this.baliser('TH', () => ecrire(titre, i), ligne));
        ligne.end();
      } else {
        this.artefact(() => titres.forEach(ecrire), 'Pagination');
      }
      this.doc.y = y + hauteur;
    };

    const premiere = lignes[0];
    this.garder(
      hauteurLigne(
        colonnes.map((c) => c.titre),
        'gras',
      ) + (premiere ? hauteurLigne(premiere, 'normal') : 0),
    );
    entete();
    for (const cellules of lignes) {
      const hauteur = hauteurLigne(cellules, 'normal');
      if (this.doc.y + hauteur > this.bas) {
        this.nouvellePage();
        entete();
      }
      const y = this.doc.y;
      this.regler('normal', taille);
      const ligne = this.element('TR', table);
      cellules.forEach((cellule, i) => {
        this.baliser(
          'TD',
          () =>
            this.doc.text(this.imprimable(cellule, true), (xs[i] ?? 0) + 4, y + 3, {
              width: (largeurs[i] ?? 0) - 8,
              align: colonnes[i]?.aligne ?? 'left',
              lineGap: INTERLIGNE,
            }),
          ligne,
        );
      });
      ligne.end();
      this.artefact(() =>
        this.doc
          .save()
          .moveTo(this.gauche, y + hauteur)
          .lineTo(this.gauche + this.largeur, y + hauteur)
          .lineWidth(0.5)
          .strokeColor('#c8c8c8')
          .stroke()
          .restore(),
      );
      this.doc.y = y + hauteur;
    }
    table?.end();
    this.regler('normal', 10);
    this.espace(4);
  }

  /**
   * Two blocks side by side (an issuer on the left, references on the right), then the
   * content goes on below the taller one.
   */
  deuxColonnes(
    gauche: ReadonlyArray<Ligne>,
    droite: ReadonlyArray<Ligne>,
    options: { partGauche?: number; alignerDroite?: boolean } = {},
  ): void {
    const largeurGauche = this.largeur * (options.partGauche ?? 0.5) - 8;
    const xDroite = this.gauche + largeurGauche + 16;
    const largeurDroite = this.gauche + this.largeur - xDroite;
    const hauteurBloc = (lignes: ReadonlyArray<Ligne>, largeur: number) =>
      lignes.reduce((h, l) => h + this.mesurer(l.texte, largeur, l.police ?? 'normal', l.taille ?? 9.5) + 1, 0);
    const hauteur = Math.max(hauteurBloc(gauche, largeurGauche), hauteurBloc(droite, largeurDroite));
    this.garder(hauteur);
    const y0 = this.doc.y;
    const ecrire = (lignes: ReadonlyArray<Ligne>, x: number, largeur: number, align: 'left' | 'right') => {
      let y = y0;
      for (const ligne of lignes) {
        this.regler(ligne.police ?? 'normal', ligne.taille ?? 9.5, ligne.couleur);
        this.baliser('P', () =>
          this.doc.text(this.imprimable(ligne.texte), x, y, {
            width: largeur,
            align,
            lineGap: INTERLIGNE,
            ...(ligne.lien === undefined ? {} : { link: ligne.lien }),
          }),
        );
        y = this.doc.y + 1;
      }
    };
    ecrire(gauche, this.gauche, largeurGauche, 'left');
    ecrire(droite, xDroite, largeurDroite, options.alignerDroite === false ? 'left' : 'right');
    this.doc.y = y0 + hauteur;
    this.regler('normal', 10);
  }

  /** A thin horizontal rule. */
  filet(): void {
    this.garder(8);
    const y = this.doc.y + 3;
    this.artefact(() =>
      this.doc
        .save()
        .moveTo(this.gauche, y)
        .lineTo(this.gauche + this.largeur, y)
        .lineWidth(0.6)
        .strokeColor('#999999')
        .stroke()
        .restore(),
    );
    this.doc.y = y + 5;
  }

  /**
   * A QR code of `texte` (an address), `cote` points a side, centred, with its caption below; a
   * figure whose alternative text is `alt`. Kept on one page.
   */
  codeQr(texte: string, legende: string, alt: string, cote = 72): void {
    const hauteurLegende = this.mesurer(legende, this.largeur, 'normal', 7.5);
    this.garder(cote + 8 + hauteurLegende);
    const x = this.gauche + (this.largeur - cote) / 2;
    const y = this.doc.y;
    this.baliser('Figure', () => dessinerQr(this.doc, texte, x, y, cote), this.racine, { alt });
    this.doc.y = y + cote + 4;
    this.texte(legende, { taille: 7.5, couleur: GRIS, aligne: 'center', apres: 2 });
  }

  /** Writes the headers and footers, ends the document and gives its bytes. */
  async terminer(entetePied: EntetePied): Promise<Buffer> {
    this.garder(0);
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = 0; i < count; i++) {
      const page = this.doc.switchToPage(start + i);
      // Header and footer lie in the margins: no automatic page break while writing them.
      const margesBas = page.margins.bottom;
      page.margins.bottom = 0;
      this.artefact(() => {
        if (i > 0 && entetePied.entete !== undefined) {
          this.regler('normal', 8, GRIS);
          this.doc.text(this.imprimable(entetePied.entete), this.gauche, 30, {
            width: this.largeur,
            lineBreak: false,
            ellipsis: true,
          });
          this.doc
            .save()
            .moveTo(this.gauche, 44)
            .lineTo(this.gauche + this.largeur, 44)
            .lineWidth(0.5)
            .strokeColor('#bbbbbb')
            .stroke()
            .restore();
        }
        const yPied = HAUTEUR_PAGE - MARGE_BAS + 22;
        this.doc
          .save()
          .moveTo(this.gauche, yPied - 6)
          .lineTo(this.gauche + this.largeur, yPied - 6)
          .lineWidth(0.5)
          .strokeColor('#bbbbbb')
          .stroke()
          .restore();
        this.regler('normal', 7.5, GRIS);
        entetePied.pied.forEach((ligne, n) => {
          this.doc.text(this.imprimable(ligne), this.gauche, yPied + n * 10, {
            width: this.largeur - 70,
            lineBreak: false,
            ellipsis: true,
          });
        });
        this.regler('normal', 8, GRIS);
        this.doc.text(`Page ${i + 1}/${count}`, this.gauche + this.largeur - 70, yPied, {
          width: 70,
          align: 'right',
          lineBreak: false,
        });
      }, 'Pagination');
      page.margins.bottom = margesBas;
    }
    this.racine.end();
    this.doc.end();
    return this.contenu;
  }
}
