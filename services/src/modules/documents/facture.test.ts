import { prix } from '@portail/domaine';
import { tvaIntracommunautaire } from '@portail/domaine';
import { FactureIncoherente, genererFacture, type DonneesFacture, type IdentiteVendeur } from './facture.js';
import { genererJustificatif, type CommandeJustifiee } from './justificatif.js';
import { lirePdf, textePlat } from '../../../tests/fixtures/documents/pdf.js';

const vendeur: IdentiteVendeur = {
  denomination: 'GREFFEO',
  formeJuridique: 'Société par actions simplifiée',
  capital: 10000,
  adresse: ['10 rue de l’Exemple', '75002 Paris'],
  siren: '552100554',
  villeRcs: 'Paris',
  email: 'facturation@greffeo.example',
};

const client = {
  nom: 'Cabinet Dupré & Associés',
  adresse: ['3 place Bellecour', '69002 Lyon'],
  siren: '800111221',
  tva_intracommunautaire: 'FR47800111221',
  reference: 'C000123',
};

const facture: DonneesFacture = {
  vendeur,
  client,
  numero: 'F2024-000042',
  dateFacture: '2024-05-02',
  referenceCommande: '2024-000123',
  dateCommande: '2024-05-01',
  lignes: [
    {
      designation: 'Extrait Kbis – électronique',
      detail: 'ALPHA SOLUTIONS (SIREN 552 100 554)',
      quantite: 2,
      prixUnitaire: prix({ ht: 267, ttc: 320 }),
      montant: prix({ ht: 534, ttc: 640 }),
    },
    {
      designation: 'État d’endettement – par courrier',
      quantite: 1,
      prixUnitaire: prix({ ht: 4026, ttc: 4831 }),
      montant: prix({ ht: 4026, ttc: 4831 }),
    },
  ],
  total: prix({ ht: 4560, ttc: 5471 }),
  paiement: { moyen: 'CARTE_BANCAIRE', date: '2024-05-01' },
};

describe('genererFacture', () => {
  it('carries the lines, the totals and the mentions of a French invoice', async () => {
    const lu = await lirePdf(await genererFacture(facture));
    const texte = textePlat(lu.texte);
    expect(texte).toContain('FACTURE');
    expect(texte).toContain('N° F2024-000042');
    expect(texte).toContain('Date de facture : 02/05/2024');
    expect(texte).toContain('Date de la prestation : 02/05/2024');
    expect(texte).toContain('Commande 2024-000123 du 01/05/2024');
    // Seller: name, legal form and capital, RCS, VAT number (computed from the SIREN).
    expect(texte).toContain('Société par actions simplifiée au capital de 10 000,00 €');
    expect(texte).toContain('RCS Paris 552 100 554');
    expect(texte).toContain(`N° TVA intracommunautaire : ${tvaIntracommunautaire('552100554')}`);
    // Buyer.
    expect(texte).toContain('Facturé à Cabinet Dupré & Associés 3 place Bellecour 69002 Lyon SIREN 800111221');
    expect(texte).toContain('N° TVA : FR47800111221');
    // Lines: quantity, unit price before tax, rate, amount before tax.
    expect(texte).toContain('Extrait Kbis – électronique ALPHA SOLUTIONS (SIREN 552 100 554)');
    expect(texte).toMatch(/2 2,67 € 20 % 5,34 €/);
    expect(texte).toMatch(/1 40,26 € 20 % 40,26 €/);
    expect(texte).toContain('Total HT 45,60 €');
    expect(texte).toContain('TVA 20 % (base 45,60 €) 9,11 €');
    expect(texte).toContain('Total TTC 54,71 €');
    expect(texte).toContain('Net à payer 0,00 €');
    expect(texte).toContain('réglée le 01/05/2024 par carte bancaire');
    // Mandatory mentions.
    expect(texte).toContain('Pas d’escompte pour paiement anticipé.');
    expect(texte).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
    expect(texte).toContain('majoré de 10 points');
    expect(lu.info).toMatchObject({
      Title: 'Facture F2024-000042',
      Author: 'Greffeo',
      CreationDate: 'D:20240502120000Z',
    });
  });

  it('is byte-identical for the same input, and says what is still due under deferred billing', async () => {
    const [a, b] = await Promise.all([genererFacture(facture), genererFacture(facture)]);
    expect(Buffer.compare(a, b)).toBe(0);
    const differee = textePlat(
      (
        await lirePdf(
          await genererFacture({
            ...facture,
            referenceCommande: null,
            dateCommande: null,
            periode: '2024-04',
            paiement: { moyen: 'DIFFERE', date: null, echeance: '2024-05-31' },
          }),
        )
      ).texte,
    );
    expect(differee).toContain('Facturation mensuelle d’avril 2024');
    expect(differee).toContain('Net à payer 54,71 €');
    expect(differee).toContain('À régler par paiement différé (facturation mensuelle) au plus tard le 31/05/2024.');
    const libelle = textePlat(
      (
        await lirePdf(
          await genererFacture({ ...facture, paiement: { moyen: 'Portefeuille électronique', date: '2024-05-01' } }),
        )
      ).texte,
    );
    expect(libelle).toContain('réglée le 01/05/2024 par portefeuille électronique.');
  });

  it('refuses lines that do not add up to the total', async () => {
    await expect(genererFacture({ ...facture, total: prix({ ht: 4561, ttc: 5472 }) })).rejects.toBeInstanceOf(
      FactureIncoherente,
    );
    await expect(genererFacture({ ...facture, lignes: [] })).rejects.toBeInstanceOf(FactureIncoherente);
  });
});

const commande: CommandeJustifiee = {
  reference_commande: '2024-000123',
  date_commande: '2024-05-01T07:30:00.000Z',
  statut: 'PAYEE',
  libelle_statut: 'Payée, documents en préparation',
  moyen_paiement: 'CARTE_BANCAIRE',
  montant: prix({ ht: 4560, ttc: 5471 }),
  paye_le: '2024-05-01T07:32:10.000Z',
  regroupements: [
    {
      siren: '552100554',
      denomination: 'ALPHA SOLUTIONS',
      montant: prix({ ht: 4560, ttc: 5471 }),
      articles: [
        {
          libelle: 'Extrait Kbis',
          montant: prix({ ht: 534, ttc: 640 }),
          sous_articles: [
            {
              format_diffusion: 'ELEC',
              quantite: 2,
              nombre_envois: 1,
              prix_unitaire: prix({ ht: 267, ttc: 320 }),
              montant: prix({ ht: 534, ttc: 640 }),
            },
          ],
        },
        {
          libelle: 'État d’endettement',
          montant: prix({ ht: 4026, ttc: 4831 }),
          sous_articles: [
            {
              format_diffusion: 'COURRIER',
              quantite: 1,
              nombre_envois: 1,
              prix_unitaire: prix({ ht: 4026, ttc: 4831 }),
              montant: prix({ ht: 4026, ttc: 4831 }),
            },
          ],
        },
      ],
    },
  ],
  paiements: [
    {
      id_session: 'ps_refusee_1',
      moyen_paiement: 'CARTE_BANCAIRE',
      statut: 'REFUSEE',
      montant: prix({ ht: 4560, ttc: 5471 }),
      cree_le: '2024-05-01T07:30:30.000Z',
      termine_le: '2024-05-01T07:31:00.000Z',
    },
    {
      id_session: 'ps_reussie_2',
      moyen_paiement: 'CARTE_BANCAIRE',
      statut: 'REUSSIE',
      montant: prix({ ht: 4560, ttc: 5471 }),
      cree_le: '2024-05-01T07:31:30.000Z',
      termine_le: '2024-05-01T07:32:10.000Z',
    },
  ],
  facture: null,
};

describe('genererJustificatif', () => {
  it('gives the order, its articles and the payment received', async () => {
    const emisLe = new Date('2024-05-01T08:00:00Z');
    const pdf = await genererJustificatif(commande, { vendeur, client, emisLe });
    const texte = textePlat((await lirePdf(pdf)).texte);
    expect(texte).toContain('Justificatif de commande et de paiement');
    expect(texte).toContain('Référence : 2024-000123');
    expect(texte).toContain('Date de la commande : 01/05/2024 à 09:30');
    expect(texte).toContain('Statut : Payée, documents en préparation');
    expect(texte).toContain('ALPHA SOLUTIONS SIREN 552 100 554 Extrait Kbis Électronique (PDF) 2 3,20 € 6,40 €');
    expect(texte).toContain('État d’endettement Courrier postal 1 48,31 € 48,31 €');
    expect(texte).toContain('Total TTC 54,71 €');
    expect(texte).toContain('Paiement reçu le 01/05/2024 à 09:32 : 54,71 € TTC par carte bancaire.');
    expect(texte).toContain('01/05/2024 à 09:31 Carte bancaire Refusé 54,71 € ps_refusee_1');
    expect(texte).toContain('ps_reussie_2');
    expect(texte).toContain('Ce document n’est pas une facture.');
    const encore = await genererJustificatif(commande, { vendeur, client, emisLe });
    expect(Buffer.compare(pdf, encore)).toBe(0);
  });

  it('says when nothing has been paid yet', async () => {
    const texte = textePlat(
      (
        await lirePdf(
          await genererJustificatif(
            { ...commande, statut: 'A_PAYER', libelle_statut: 'En attente de paiement', paye_le: null, paiements: [] },
            { vendeur, emisLe: new Date('2024-05-01T08:00:00Z') },
          ),
        )
      ).texte,
    );
    expect(texte).toContain('Aucun paiement reçu à ce jour : 54,71 € TTC restent dus.');
  });
});
