import { genererCertificatProceduresCollectives } from './certificat.js';
import { CONFIDENTIALITE_COMPTES, genererCopieActe, genererCopieComptesAnnuels } from './copies.js';
import { genererEtatEndettement, genererEtatEndettementDebiteur } from './endettement.js';
import { DocumentIntrouvable } from './pdf/communs.js';
import type { ExtraitDocuments, ExtraitEndettement, ExtraitProcedures, Inscription } from '../entreprises/index.js';
import { entreprise, greffeParis, siege } from '../../../tests/fixtures/documents/donnees.js';
import { lirePdf, textePlat } from '../../../tests/fixtures/documents/pdf.js';

const emisLe = new Date('2024-05-02T08:15:00Z');
const verification = { codeVerification: 'K7M2-P9QR-X4HT', urlVerification: 'https://greffeo.example/v', emisLe };
const base = { entreprise, greffe: greffeParis, siege };

describe('genererCertificatProceduresCollectives', () => {
  it('certifies « Néant » when the registry records no proceeding', async () => {
    const donnees: ExtraitProcedures = { ...base, procedures: [] };
    const lu = await lirePdf(await genererCertificatProceduresCollectives(donnees, verification));
    const texte = textePlat(lu.texte);
    expect(texte).toContain('Certificat relatif aux procédures collectives');
    expect(texte).toContain('Greffe du tribunal des activités économiques de Paris');
    expect(texte).toContain('Code de vérification : K7M2-P9QR-X4HT');
    expect(texte).toContain('Immatriculation : 552 100 554 R.C.S. Paris');
    expect(texte).toContain('aucune procédure de sauvegarde, de redressement judiciaire, de liquidation judiciaire');
    expect(texte).toMatch(/Néant/);
    expect(texte).toContain('Fin du certificat');
    expect(lu.info).toMatchObject({ Author: 'Greffeo', CreationDate: 'D:20240502081500Z' });
  });

  it('lists past and current proceedings with their judgments', async () => {
    const donnees: ExtraitProcedures = {
      ...base,
      procedures: [
        {
          id: 2,
          type: 'SAUVEGARDE',
          libelle: 'Sauvegarde',
          greffe: greffeParis,
          date_ouverture: '2024-01-15',
          date_cloture: null,
          en_cours: true,
          jugements: [
            { date: '2024-01-15', nature: 'Jugement d’ouverture d’une procédure de sauvegarde', complement: null },
            // After the issue day: not yet on the certificate.
            {
              date: '2024-07-10',
              nature: 'Jugement arrêtant le plan de sauvegarde',
              complement: 'Durée du plan : 8 ans',
            },
          ],
        },
        {
          id: 1,
          type: 'REDRESSEMENT_JUDICIAIRE',
          libelle: 'Redressement judiciaire',
          greffe: { ...greffeParis, code: '6901', nom: 'Lyon', ville: 'Lyon' },
          date_ouverture: '2019-05-06',
          date_cloture: '2020-03-02',
          en_cours: false,
          jugements: [
            {
              date: '2019-05-06',
              nature: 'Jugement d’ouverture d’une procédure de redressement judiciaire',
              complement: 'Date de cessation des paiements : 01/02/2019',
            },
          ],
        },
      ],
    };
    const texte = textePlat((await lirePdf(await genererCertificatProceduresCollectives(donnees, verification))).texte);
    expect(texte).toContain('fait l’objet des procédures collectives suivantes');
    expect(texte).toContain('Procédure en cours : Oui (Sauvegarde)');
    expect(texte).toContain('1. Sauvegarde');
    expect(texte).toContain('Date d’ouverture : 15/01/2024');
    expect(texte).toContain('Situation : En cours');
    expect(texte).toContain('15/01/2024 Jugement d’ouverture d’une procédure de sauvegarde');
    expect(texte).not.toContain('plan de sauvegarde');
    expect(texte).toContain('2. Redressement judiciaire');
    expect(texte).toContain('Juridiction : Tribunal des activités économiques de Lyon');
    expect(texte).toContain('Situation : Clôturée le 02/03/2020');
    expect(texte).toContain('Date de cessation des paiements : 01/02/2019');
    expect(texte).not.toContain('Néant');
  });
});

const documents: ExtraitDocuments = {
  ...base,
  actes: [
    {
      id: 3002,
      categorie: 'ACTE',
      type: 'Statuts mis à jour',
      libelle: 'Statuts mis à jour',
      date_document: '2022-06-01',
      date_depot: '2022-06-20',
      numero_depot: '2022/054321',
      confidentialite: 'PUBLIC',
    },
    {
      id: 3001,
      categorie: 'ACTE',
      type: 'Statuts constitutifs',
      libelle: 'Statuts constitutifs',
      date_document: '2015-03-02',
      date_depot: '2015-03-10',
      numero_depot: null,
      confidentialite: 'PUBLIC',
    },
  ],
  comptes_annuels: [
    {
      id: 3005,
      categorie: 'COMPTES_ANNUELS',
      type: 'COMPLETS',
      libelle: 'Comptes annuels complets',
      date_document: '2023-12-31',
      date_depot: '2024-07-15',
      numero_depot: '2024/000777',
      confidentialite: 'PUBLIC',
    },
    {
      id: 3008,
      categorie: 'COMPTES_ANNUELS',
      type: 'SIMPLIFIES',
      libelle: 'Comptes annuels simplifiés',
      date_document: '2022-12-31',
      date_depot: '2023-07-20',
      numero_depot: null,
      confidentialite: 'CONFIDENTIEL',
    },
  ],
  chiffres_cles: [
    {
      date_cloture: '2023-12-31',
      duree_mois: 12,
      chiffre_affaires: 1450000,
      resultat: -120000,
      effectif: 24,
      confidentiel: false,
    },
    {
      date_cloture: '2022-12-31',
      duree_mois: 12,
      chiffre_affaires: null,
      resultat: null,
      effectif: null,
      confidentiel: true,
    },
  ],
};

describe('copies of filed accounts and deeds', () => {
  it('gives the record of one filing of accounts with its key figures, and says it is not a scan', async () => {
    const texte = textePlat((await lirePdf(await genererCopieComptesAnnuels(documents, 3005, { emisLe }))).texte);
    expect(texte).toContain('Comptes annuels déposés');
    expect(texte).toContain('Il ne constitue pas une reproduction (copie numérisée) des pièces déposées.');
    expect(texte).toContain('Dénomination : L’ÉCLAT DES CRÈMES « PARIS »');
    expect(texte).toContain('Comptes annuels complets – exercice clos le 31/12/2023');
    expect(texte).toContain('Date de dépôt : 15/07/2024');
    expect(texte).toContain('Numéro de dépôt : 2024/000777');
    expect(texte).toContain('Chiffre d’affaires : 1 450 000 €');
    expect(texte).toContain('Résultat : -120 000 €');
    expect(texte).toContain('Effectif : 24');
    expect(texte).not.toContain('31/12/2022');
  });

  it('withholds the figures of confidential accounts', async () => {
    const texte = textePlat((await lirePdf(await genererCopieComptesAnnuels(documents, 3008, { emisLe }))).texte);
    expect(texte).toContain('Comptes annuels simplifiés – exercice clos le 31/12/2022');
    expect(texte).toContain(CONFIDENTIALITE_COMPTES);
    expect(texte).not.toContain('Chiffre d’affaires');
  });

  it('lists every filing when no document is named, « Néant » when there is none', async () => {
    const tous = textePlat((await lirePdf(await genererCopieComptesAnnuels(documents, undefined, { emisLe }))).texte);
    expect(tous).toContain('1. Comptes annuels complets');
    expect(tous).toContain('2. Comptes annuels simplifiés');
    const aucun = textePlat(
      (await lirePdf(await genererCopieComptesAnnuels({ ...documents, comptes_annuels: [] }, undefined, { emisLe })))
        .texte,
    );
    expect(aucun).toContain('Aucun compte annuel n’est déposé au registre. Néant');
  });

  it('gives the record of a filed deed; an id of another category or company is refused', async () => {
    const texte = textePlat((await lirePdf(await genererCopieActe(documents, 3002, { emisLe }))).texte);
    expect(texte).toContain('Actes déposés');
    expect(texte).toContain('Nature de l’acte : Statuts mis à jour');
    expect(texte).toContain('Date de l’acte : 01/06/2022');
    expect(texte).toContain('Date de dépôt : 20/06/2022');
    expect(texte).toContain('Numéro de dépôt : 2022/054321');
    expect(texte).not.toContain('Statuts constitutifs');
    await expect(genererCopieActe(documents, 3005, { emisLe })).rejects.toBeInstanceOf(DocumentIntrouvable);
    await expect(genererCopieComptesAnnuels(documents, 42, { emisLe })).rejects.toBeInstanceOf(DocumentIntrouvable);
  });

  it('is deterministic for a given issue date', async () => {
    const [a, b] = await Promise.all([
      genererCopieActe(documents, undefined, { emisLe }),
      genererCopieActe(documents, undefined, { emisLe }),
    ]);
    expect(Buffer.compare(a, b)).toBe(0);
  });
});

const inscription = (
  id: number,
  categorie: Inscription['categorie'],
  autres: Partial<Inscription> = {},
): Inscription => ({
  id,
  categorie,
  numero: `2023/${id}`,
  greffe: greffeParis,
  date_inscription: '2019-02-01',
  date_radiation: null,
  montant: 200000,
  creancier: 'BANQUE EXEMPLE',
  ...autres,
});

describe('genererEtatEndettement', () => {
  it('lists the inscriptions in force by category, « Néant » for empty categories', async () => {
    const donnees: ExtraitEndettement = {
      ...base,
      inscriptions: [
        inscription(4001, 'NANTISSEMENT_FONDS_COMMERCE'),
        inscription(4002, 'NANTISSEMENT_FONDS_COMMERCE', { date_radiation: '2020-05-01', creancier: 'RADIÉE SA' }),
        inscription(4003, 'PRIVILEGE_TRESOR', {
          montant: 15000,
          creancier: 'SIE PARIS 2E',
          date_inscription: '2023-11-20',
        }),
        inscription(4005, 'PRIVILEGE_SECURITE_SOCIALE', { date_inscription: '2024-06-01', creancier: 'URSSAF FUTURE' }),
      ],
    };
    const texte = textePlat((await lirePdf(await genererEtatEndettement(donnees, { emisLe }))).texte);
    expect(texte).toContain('État d’endettement');
    expect(texte).toContain('Inscriptions en vigueur au 02/05/2024');
    expect(texte).toContain('Privilèges du Trésor 1 15 000,00 €');
    expect(texte).toContain('Nantissements du fonds de commerce 1 200 000,00 €');
    expect(texte).toContain('Total 2 215 000,00 €');
    expect(texte).toContain('2023/4003 20/11/2023 Paris SIE PARIS 2E 15 000,00 €');
    expect(texte).toContain('2023/4001 01/02/2019 Paris BANQUE EXEMPLE 200 000,00 €');
    // Struck off, or inscribed after the issue day: not in force.
    expect(texte).not.toContain('RADIÉE SA');
    expect(texte).not.toContain('URSSAF FUTURE');
    expect(texte).toContain('Privilèges de la sécurité sociale et des régimes complémentaires Néant');
    expect(texte).toContain('Warrants Néant');
  });

  it('says « Néant » when nothing is in force', async () => {
    const texte = textePlat(
      (
        await lirePdf(
          await genererEtatEndettement(
            { ...base, inscriptions: [inscription(1, 'PROTET', { date_radiation: '2020-01-01' })] },
            { emisLe },
          ),
        )
      ).texte,
    );
    expect(texte).toContain('Aucune inscription de privilège ou de nantissement n’est en vigueur au 02/05/2024');
    expect(texte).toContain('Néant');
  });

  it('for a debtor the registry does not know, gives the criteria searched and « Néant »', async () => {
    const parNom = textePlat(
      (
        await lirePdf(
          await genererEtatEndettementDebiteur(
            {
              critere: { nom: 'BOULANGERIE DU COIN', departement: { code: '2A', nom: 'Corse-du-Sud' } },
              entreprises: [],
            },
            { emisLe },
          ),
        )
      ).texte,
    );
    expect(parNom).toContain(
      'Critères de recherche Nom ou dénomination : BOULANGERIE DU COIN Département : 2A – Corse-du-Sud',
    );
    expect(parNom).toContain(
      'Aucune inscription de privilège ou de nantissement n’est enregistrée sous ce nom dans ce département dans les registres tenus par Greffeo à la date du 02/05/2024',
    );
    expect(parNom).toContain('Néant');
    const parSiren = textePlat(
      (
        await lirePdf(
          await genererEtatEndettementDebiteur({ critere: { siren: '732829320' }, entreprises: [] }, { emisLe }),
        )
      ).texte,
    );
    expect(parSiren).toContain('Numéro SIREN : 732 829 320');
    expect(parSiren).toContain('sous ce numéro SIREN');
  });

  it('for a debtor found in the registry, gives its inscriptions', async () => {
    const texte = textePlat(
      (
        await lirePdf(
          await genererEtatEndettementDebiteur(
            { critere: { siren: '552100554' }, entreprises: [{ ...base, inscriptions: [inscription(7, 'WARRANT')] }] },
            { emisLe },
          ),
        )
      ).texte,
    );
    expect(texte).toContain('Débiteur : L’ÉCLAT DES CRÈMES « PARIS »');
    expect(texte).toContain('Warrants 1 200 000,00 €');
    expect(texte).not.toContain('aucune entreprise immatriculée');
  });
});
