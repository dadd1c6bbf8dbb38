import { prix } from '@portail/domaine';
import { tvaIntracommunautaire } from '@portail/domaine';
import { genererAvoir, type DonneesAvoir } from './avoir.js';
import { FactureIncoherente } from './facture.js';
import { lirePdf, textePlat } from '../../../tests/fixtures/documents/pdf.js';

const avoir: DonneesAvoir = {
  vendeur: {
    denomination: 'GREFFEO',
    formeJuridique: 'Société par actions simplifiée',
    capital: 10000,
    adresse: ['10 rue de l’Exemple', '75002 Paris'],
    siren: '552100554',
    villeRcs: 'Paris',
  },
  client: {
    nom: 'Cabinet Dupré & Associés',
    adresse: ['3 place Bellecour', '69002 Lyon'],
    siren: '800111221',
    reference: 'C000123',
  },
  numero: 'AV2024-000007',
  dateAvoir: '2024-05-03',
  facture: null,
  paiement: { moyen: 'CARTE_BANCAIRE', date: '2024-05-02', reference: 'ps_1234' },
  referenceCommande: 'CMD-2024-000123',
  dateCommande: '2024-05-01',
  motif: 'Commande annulée avant la réception du paiement',
  lignes: [
    {
      designation: 'Extrait Kbis – électronique',
      detail: 'ALPHA SOLUTIONS (SIREN 552 100 554)',
      quantite: 1,
      prixUnitaire: prix({ ht: 267, ttc: 320 }),
      montant: prix({ ht: 267, ttc: 320 }),
    },
  ],
  total: prix({ ht: 267, ttc: 320 }),
  remboursement: { moyen: 'le portefeuille électronique du compte client', date: '2024-05-03' },
};

describe('genererAvoir', () => {
  it('prints a credit note: its number, what it cancels, the deducted amounts and the seller', async () => {
    const lu = await lirePdf(await genererAvoir(avoir));
    const texte = textePlat(lu.texte);
    expect(texte).toContain('AVOIR');
    expect(texte).toContain('N° AV2024-000007');
    expect(texte).toContain('Date de l’avoir : 03/05/2024');
    expect(texte).toContain('Avoir sur le paiement par carte bancaire du 02/05/2024 (réf. ps_1234)');
    expect(texte).toContain('Commande CMD-2024-000123 du 01/05/2024');
    expect(texte).toContain('Motif : Commande annulée avant la réception du paiement');
    expect(texte).toContain('Avoir établi pour Cabinet Dupré & Associés');
    expect(texte).toContain('RCS Paris 552 100 554');
    expect(texte).toContain(`N° TVA intracommunautaire : ${tvaIntracommunautaire('552100554')}`);
    // Amounts are deductions.
    expect(texte).toMatch(/1 2,67 € 20 % -2,67 €/);
    expect(texte).toContain('Total HT -2,67 €');
    expect(texte).toContain('TVA 20 % (base -2,67 €) -0,53 €');
    expect(texte).toContain('Total TTC -3,20 €');
    expect(texte).toContain('Montant remboursé 3,20 €');
    expect(texte).toContain('qui n’a pas donné lieu à facture');
    // Not an invoice: nothing about late payment.
    expect(texte).not.toContain('pénalités');
    expect(lu.info).toMatchObject({ Title: 'Avoir AV2024-000007', CreationDate: 'D:20240503120000Z' });
  });

  it('prints a payment reference whole, the random identifiers of card payments included', async () => {
    // This reference wraps after one of its hyphens in the mention (stop 38's CI): the text read
    // back joins it again, as a reader copying it would.
    const reference = 'f86fd411-fe2a-4e15-9bc4-4ebdb792a68d';
    const lu = await lirePdf(
      await genererAvoir({ ...avoir, paiement: { moyen: 'CARTE_BANCAIRE', date: '2024-05-02', reference } }),
    );
    expect(lu.texte).toMatch(/\(réf\. f86fd411-\nfe2a-4e15-9bc4-4ebdb792a68d\)/);
    const texte = textePlat(lu.texte);
    expect(texte).toContain(`Avoir sur le paiement par carte bancaire du 02/05/2024 (réf. ${reference})`);
    expect(texte).toContain(`Le présent avoir annule le paiement par carte bancaire du 02/05/2024 (réf. ${reference})`);
  });

  it('names the invoice it credits, and refuses lines that do not add up', async () => {
    const texte = textePlat(
      (await lirePdf(await genererAvoir({ ...avoir, facture: { numero: 'F2024-000042', date: '2024-05-02' } }))).texte,
    );
    expect(texte).toContain('Avoir sur la facture F2024-000042 du 02/05/2024');
    expect(texte).toContain('Le présent avoir annule, à due concurrence, la facture F2024-000042 du 02/05/2024.');
    await expect(genererAvoir({ ...avoir, total: prix({ ht: 268, ttc: 320 }) })).rejects.toBeInstanceOf(
      FactureIncoherente,
    );
  });
});
