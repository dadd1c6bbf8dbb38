import type { InscriptionGage, ResultatGages } from '@portail/contrat/gages';
import { genererEtatGages } from './gages.js';
import { lirePdf, textePlat } from '../../../tests/fixtures/documents/pdf.js';

const emisLe = new Date('2024-05-02T08:15:00Z');
const paris = { code: '7501', nom: 'Paris' };
const lyon = { code: '6901', nom: 'Lyon' };

const inscription = (id: number, autres: Partial<InscriptionGage> = {}): InscriptionGage => ({
  id,
  numero: `2022G${String(id).padStart(5, '0')}`,
  greffe: paris,
  constituant: { nom: 'BOULANGERIE MARTIN', siren: '552100554', id_entite: 12, personne_physique: false },
  creancier: 'Crédit Agricole',
  categorie: { code: 7, libelle: 'Matériels informatiques et accessoires' },
  description: 'Trois serveurs Dell R750',
  montant: 45000,
  date_inscription: '2022-03-15',
  date_fin_effet: '2027-03-15',
  etat: 'EN_VIGUEUR',
  date_radiation: null,
  mentions: [],
  ...autres,
});

const parSiren = (inscriptions: InscriptionGage[]): ResultatGages => ({
  criteres: { siren: '552100554' },
  greffe: null,
  a_la_date: '2024-05-02',
  total: inscriptions.length,
  en_vigueur: inscriptions.length,
  inscriptions,
});

const deux: ResultatGages = parSiren([
  inscription(42, {
    mentions: [
      { date: '2023-01-10', nature: 'MODIFICATION', libelle: 'Modification de la désignation des biens' },
      { date: '2024-02-20', nature: 'RENOUVELLEMENT', libelle: 'Renouvellement de l’inscription pour cinq ans' },
    ],
  }),
  inscription(7, {
    numero: '2023G00007',
    greffe: lyon,
    creancier: 'BNP Paribas',
    categorie: { code: 16, libelle: 'Produits alimentaires' },
    description: 'Stock de farine',
    montant: 1234.5,
    date_inscription: '2023-06-01',
    date_fin_effet: '2028-06-01',
  }),
]);

describe('genererEtatGages', () => {
  it('says « Néant » when no inscription is in force under the criteria', async () => {
    const lu = await lirePdf(await genererEtatGages(parSiren([]), { emisLe }));
    const texte = textePlat(lu.texte);
    expect(texte).toContain('État des inscriptions de gages sans dépossession');
    expect(texte).toContain('Registre des gages sans dépossession (article 2338 du code civil)');
    expect(texte).toContain('à la date du 2 mai 2024');
    expect(texte).toContain('Constituant : SIREN 552 100 554');
    expect(texte).toContain('Greffe : tous les greffes');
    expect(texte).toContain('d’après les données du registre des gages sans dépossession.');
    expect(texte).toContain(
      'Aucune inscription de gage sans dépossession en vigueur n’est enregistrée sous ces critères',
    );
    expect(texte).toContain('Néant');
    expect(texte).not.toContain('Montant garanti');
    expect(texte).toContain('Les privilèges et les nantissements inscrits figurent à l’état d’endettement.');
    expect(lu.pages[0]).toContain(`Page 1/${lu.nombrePages}`);
    expect(lu.info).toMatchObject({ Author: 'Greffeo', CreationDate: 'D:20240502081500Z', Language: 'fr-FR' });
  });

  it('prints each inscription in force, in the given order, with the count and the total secured', async () => {
    const texte = textePlat((await lirePdf(await genererEtatGages(deux, { emisLe }))).texte);
    expect(texte).toContain('Inscriptions en vigueur : 2');
    expect(texte).toContain('Total des montants garantis : 46 234,50 €');
    expect(texte).not.toContain('Aucune inscription');
    expect(texte).toContain('Numéro d’ordre : 2022G00042 Greffe : Paris');
    expect(texte).toContain('Numéro d’ordre : 2023G00007 Greffe : Lyon');
    expect(texte.indexOf('2022G00042')).toBeLessThan(texte.indexOf('2023G00007'));
    expect(texte).toContain('Constituant : BOULANGERIE MARTIN – SIREN 552 100 554');
    expect(texte).toContain('Créancier : Crédit Agricole');
    expect(texte).toContain('Créancier : BNP Paribas');
    expect(texte).toContain('Catégorie : 7 — Matériels informatiques et accessoires');
    expect(texte).toContain('Catégorie : 16 — Produits alimentaires');
    expect(texte).toContain('Désignation des biens : Trois serveurs Dell R750');
    expect(texte).toContain('Montant garanti : 45 000,00 €');
    expect(texte).toContain('Montant garanti : 1 234,50 €');
    expect(texte).toContain('Date d’inscription : 15/03/2022 Effet jusqu’au : 15/03/2027');
    expect(texte).toContain(
      'Mentions : 10/01/2023 : Modification de la désignation des biens 20/02/2024 : Renouvellement de l’inscription pour cinq ans',
    );
    expect(texte).toContain('Mentions : Néant');
    expect(texte).toContain('Fin de l’état');
  });

  it('prints the criteria searched by name, with the greffe', async () => {
    const resultat: ResultatGages = {
      criteres: { nom: 'MARTIN', code_greffe: '6901' },
      greffe: lyon,
      a_la_date: '2024-05-02',
      total: 1,
      en_vigueur: 1,
      inscriptions: [inscription(3, { greffe: lyon, constituant: { ...inscription(3).constituant, siren: null } })],
    };
    const lu = await lirePdf(await genererEtatGages(resultat, { emisLe }));
    const texte = textePlat(lu.texte);
    expect(texte).toContain('Constituant : nom contenant « MARTIN »');
    expect(texte).toContain('Greffe : Lyon');
    expect(texte).toContain('Greffe de Lyon');
    // A pledger without a SIREN is named only.
    expect(texte).toContain('Constituant : BOULANGERIE MARTIN Créancier');
    expect(lu.info).toMatchObject({
      Title: 'État des inscriptions de gages sans dépossession – nom contenant « MARTIN », Lyon',
    });
  });

  it('gives the same bytes for the same input and date, other bytes on another day', async () => {
    const [premier, second, autreJour] = await Promise.all([
      genererEtatGages(deux, { emisLe }),
      genererEtatGages(deux, { emisLe }),
      genererEtatGages(deux, { emisLe: new Date('2024-05-03T08:15:00Z') }),
    ]);
    expect(Buffer.compare(premier, second)).toBe(0);
    expect(Buffer.compare(premier, autreJour)).not.toBe(0);
    expect(Buffer.from(premier).subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
  });

  it('does not fail on characters the fonts cannot print', async () => {
    const resultat: ResultatGages = {
      ...parSiren([]),
      criteres: { nom: 'Łódź 😀' },
      inscriptions: [
        inscription(5, {
          constituant: { nom: 'Łukasz Wałęsa 😀', siren: null, id_entite: null, personne_physique: true },
          creancier: 'Banque 中文\u202fSA',
          description: 'Vélo ł\nsur deux lignes',
        }),
      ],
    };
    const texte = textePlat((await lirePdf(await genererEtatGages(resultat, { emisLe }))).texte);
    expect(texte).toContain('Constituant : nom contenant « Łódź 😀 »');
    expect(texte).toContain('Constituant : Łukasz Wałęsa 😀');
    expect(texte).toContain('Créancier : Banque ?? SA');
    expect(texte).toContain('Vélo ł sur deux lignes');
  });
});
