import type { Affaire, Audience, Decision, Partie } from '@portail/contrat/affaires';
import { DecisionIntrouvable, genererCopieDecision } from './index.js';
import { lirePdf, textePlat } from '../../../tests/fixtures/documents/pdf.js';

const emisLe = new Date('2025-06-02T08:15:00Z');
const options = {
  emisLe,
  codeVerification: 'k7m2p9qrx4ht',
  urlVerification: 'https://greffeo.fr/verification?code=K7M2-P9QR-X4HT',
};
const societe: Partie = {
  role: { code: 'DEMANDEUR', libelle: 'Demandeur' },
  nom: 'ALPHA SOLUTIONS',
  siren: '552100554',
  id_entite: 12,
  personne_physique: false,
  avocat: 'SELARL Martin & Associés',
};
// A sole trader has a SIREN, which a natural person's copy never shows.
const personne: Partie = {
  role: { code: 'DEFENDEUR', libelle: 'Défendeur' },
  nom: 'DURAND Pierre',
  siren: '823456780',
  id_entite: 40,
  personne_physique: true,
  avocat: null,
};

const audience = (date: string, objet: string, issue: string | null): Audience => ({
  date,
  heure: '14:00',
  chambre: '2e chambre',
  objet,
  issue,
  a_venir: false,
});

const ordonnance: Decision = {
  id: 31,
  date: '2025-01-15',
  type: { code: 'ORDONNANCE', libelle: 'Ordonnance' },
  libelle: 'Ordonnance de désignation d’un expert',
  dispositif: 'Désigne Monsieur Bernard LEROY en qualité d’expert.',
};
const jugement: Decision = {
  id: 32,
  date: '2025-03-12',
  type: { code: 'JUGEMENT', libelle: 'Jugement' },
  libelle: 'Jugement condamnant au paiement',
  dispositif:
    'Condamne DURAND Pierre à payer à ALPHA SOLUTIONS la somme de 12 500 euros.\nRejette toute autre demande.',
};

const affaire: Affaire = {
  id: 7,
  numero_rg: '2024F00123',
  greffe: { code: '7501', nom: 'Paris' },
  nature: { code: 'CONTENTIEUX', libelle: 'Contentieux' },
  etat: { code: 'JUGEE', libelle: 'Jugée' },
  objet: 'Paiement de factures',
  date_introduction: '2024-10-03',
  date_fin: '2025-03-12',
  parties: [societe, personne],
  prochaine_audience: null,
  personnes_physiques: true,
  chambre: '2e chambre',
  audiences: [
    audience('2024-12-04', 'Audience d’orientation', 'Renvoi'),
    audience('2025-02-05', 'Audience de plaidoiries', 'Mise en délibéré au 12 mars 2025'),
    audience('2025-05-20', 'Audience sur l’exécution', null),
  ],
  decisions: [ordonnance, jugement],
};

describe('genererCopieDecision', () => {
  it('prints the decision chosen by id, not the others', async () => {
    const lu = await lirePdf(await genererCopieDecision(affaire, 32, options));
    const texte = textePlat(lu.texte);
    expect(texte).toContain('Copie de jugement Extrait des minutes du greffe');
    expect(texte).toContain('Jugement du 12 mars 2025 Jugement condamnant au paiement Par ces motifs');
    expect(texte).toContain(
      'Par ces motifs Condamne DURAND Pierre à payer à ALPHA SOLUTIONS la somme de 12 500 euros. Rejette toute autre demande.',
    );
    expect(texte).not.toContain('Désigne Monsieur Bernard LEROY');
    expect(texte).not.toContain('Ordonnance du');
    expect(lu.info).toMatchObject({
      Title: 'Copie de jugement – RG n° 2024F00123 – Jugement du 12 mars 2025',
      Author: 'Greffeo',
      CreationDate: 'D:20250602081500Z',
      Language: 'fr-FR',
    });

    const autre = textePlat((await lirePdf(await genererCopieDecision(affaire, 31, options))).texte);
    expect(autre).toContain('Copie d’ordonnance Extrait des minutes du greffe');
    expect(autre).toContain('Ordonnance du 15 janvier 2025 Ordonnance de désignation d’un expert');
    expect(autre).toContain('Par ces motifs Désigne Monsieur Bernard LEROY en qualité d’expert.');
    expect(autre).not.toContain('Condamne DURAND Pierre');
  });

  it('prints the court, the case and the hearings held up to the decision', async () => {
    const texte = textePlat((await lirePdf(await genererCopieDecision(affaire, 32, options))).texte);
    // Paris keeps its greffe code as a tribunal des activités économiques.
    expect(texte).toContain('Tribunal des activités économiques de Paris');
    expect(texte).toContain('Greffe du tribunal des activités économiques de Paris');
    expect(texte).toContain('RG n° 2024F00123');
    expect(texte).toContain(
      'Numéro RG : 2024F00123 Nature : Contentieux Chambre : 2e chambre Objet : Paiement de factures Date d’introduction : 03/10/2024',
    );
    expect(texte).toContain('04/12/2024 14:00 2e chambre Audience d’orientation Renvoi');
    expect(texte).toContain('05/02/2025 14:00 2e chambre Audience de plaidoiries Mise en délibéré au 12 mars 2025');
    expect(texte).not.toContain('Audience sur l’exécution');

    // The ordonnance came before the pleadings: only the first hearing led to it.
    const avant = textePlat((await lirePdf(await genererCopieDecision(affaire, 31, options))).texte);
    expect(avant).toContain('Audience d’orientation');
    expect(avant).not.toContain('Audience de plaidoiries');
  });

  it('names the parties with their roles, a company with its SIREN, a natural person by name only', async () => {
    const texte = textePlat((await lirePdf(await genererCopieDecision(affaire, 32, options))).texte);
    expect(texte).toContain(
      'Demandeur : ALPHA SOLUTIONS (SIREN 552 100 554), représentée par SELARL Martin & Associés Défendeur : DURAND Pierre Audiences',
    );
    expect(texte).not.toContain('823 456 780');
    expect(texte).not.toContain('823456780');
  });

  it('says it is not the copie exécutoire, and prints the verification code and URL on every page', async () => {
    const lu = await lirePdf(await genererCopieDecision(affaire, 32, options));
    const texte = textePlat(lu.texte);
    expect(texte).toContain('Elle n’est pas une copie exécutoire');
    expect(texte).toContain('n’est délivrée que par le greffe de la juridiction');
    expect(texte).toContain('Code de vérification : K7M2-P9QR-X4HT');
    expect(texte).toContain('https://greffeo.fr/verification?code=K7M2-P9QR-X4HT');
    expect(texte).toContain(
      'd’après les données du rôle du tribunal des activités économiques de Paris. Son authenticité se vérifie en saisissant le code K7M2-P9QR-X4HT',
    );
    expect(texte).toContain('Fin de la copie');
    for (const page of lu.pages) {
      expect(page).toContain('Copie délivrée le 02/06/2025 – Code de vérification : K7M2-P9QR-X4HT');
    }
  });

  it('names a tribunal de commerce for a greffe of that type', async () => {
    const nice: Affaire = { ...affaire, greffe: { code: '0605', nom: 'Nice' } };
    const texte = textePlat((await lirePdf(await genererCopieDecision(nice, 32, options))).texte);
    expect(texte).toContain('Greffe du tribunal de commerce de Nice');
    expect(texte).not.toContain('activités économiques');
  });

  it('throws DecisionIntrouvable for an id that is not one of the case’s decisions', async () => {
    const erreur = genererCopieDecision(affaire, 99, options);
    await expect(erreur).rejects.toBeInstanceOf(DecisionIntrouvable);
    await expect(erreur).rejects.toMatchObject({ idDecision: 99, numeroRg: '2024F00123' });
  });

  it('gives the same bytes for the same input and date, other bytes on another day', async () => {
    const [premier, second, autreJour] = await Promise.all([
      genererCopieDecision(affaire, 32, options),
      genererCopieDecision(structuredClone(affaire), 32, { ...options }),
      genererCopieDecision(affaire, 32, { ...options, emisLe: new Date('2025-06-03T08:15:00Z') }),
    ]);
    expect(Buffer.compare(premier, second)).toBe(0);
    expect(Buffer.compare(premier, autreJour)).not.toBe(0);
    expect(Buffer.from(premier).subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
  });
});
