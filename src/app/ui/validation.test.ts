import { LIMITE_GENERALE, LIMITE_LIBELLE, MOTIF_NOM, MOTIF_TEXTE, valider, validerTout } from './validation';

describe('valider', () => {
  it('limits the general fields to 70 and the labels to 38 characters with the SPEC §5 message', () => {
    expect(valider('a'.repeat(71), { max: LIMITE_GENERALE })).toBe('Limité à 70 caractères.');
    expect(valider('a'.repeat(70), { max: LIMITE_GENERALE })).toBeNull();
    expect(valider('a'.repeat(39), { max: LIMITE_LIBELLE })).toBe('Limité à 38 caractères.');
  });

  it('asks for a minimum length', () => {
    expect(valider('court', { min: 12 })).toBe('Minimum 12 caractères requis.');
  });

  it('refuses special characters but accepts French names and addresses', () => {
    expect(valider('Jean<script>', { motif: MOTIF_NOM })).toBe('Les caractères spéciaux ne sont pas autorisés');
    expect(valider('Élise-Marie d’Arçon', { motif: MOTIF_NOM })).toBeNull();
    expect(valider('12 bis, rue de l’Église', { motif: MOTIF_TEXTE })).toBeNull();
    expect(valider('Société #1', { motif: MOTIF_TEXTE })).toBe('Les caractères spéciaux ne sont pas autorisés');
  });

  it('reports required fields and gives null for a valid form', () => {
    expect(validerTout({ nom: '', prenom: 'Jeanne' }, { nom: { requis: true }, prenom: { requis: true } })).toEqual({
      nom: 'Ce champ est obligatoire.',
    });
    expect(validerTout({ nom: 'Martin' }, { nom: { requis: true } })).toBeNull();
  });
});
