import { RechercheRefusee } from '../../lib/api/erreurs';
import { raisonEnClair, raisonsDuRefus, texteCorrections, totalResultats } from './textes';

describe('search wording', () => {
  it('counts results the French way', () => {
    expect(totalResultats(0, true)).toBe('Aucun résultat');
    expect(totalResultats(1, true)).toBe('1\u00a0résultat');
    expect(totalResultats(1234, true)).toBe('1\u202f234\u00a0résultats');
    expect(totalResultats(1000, false)).toBe('Plus de 1\u202f000\u00a0résultats');
  });

  it('says which words were corrected', () => {
    expect(texteCorrections([])).toBeNull();
    expect(
      texteCorrections([
        { mot: 'boulangeire', propositions: ['boulangerie', 'boulanger'] },
        { mot: 'pari', propositions: ['paris'] },
      ]),
    ).toBe(
      'Résultats approchés pour «\u00a0boulangerie\u00a0» au lieu de «\u00a0boulangeire\u00a0», «\u00a0paris\u00a0» au lieu de «\u00a0pari\u00a0»',
    );
  });

  it('names the field of each reason of a refusal, with French typography', () => {
    expect(
      raisonEnClair({
        field: 'query.numero_identification',
        message: "n'est pas un numéro SIREN valide (clé de contrôle incorrecte)",
      }),
    ).toBe('«\u00a0SIREN ou SIRET\u00a0» n’est pas un numéro SIREN valide (clé de contrôle incorrecte).');
    expect(raisonEnClair({ field: 'query.critere_geographique', message: 'ne désigne aucun département (00)' })).toBe(
      '«\u00a0Département\u00a0» ne désigne aucun département (00).',
    );
    expect(raisonEnClair({ field: 'query.critere_geographique', message: ': inconnu' })).toBe(
      '«\u00a0Département\u00a0»\u00a0: inconnu.',
    );
    expect(raisonEnClair({ field: 'query.inconnu', message: 'doit être un texte.' })).toBe('Doit être un texte.');
  });

  it('falls back to the message of a refusal without reasons', () => {
    expect(raisonsDuRefus(new RechercheRefusee('Requête invalide.', []))).toEqual(['Requête invalide.']);
  });
});
