import { createStore } from 'jotai';
import { evenementRecherche, evenementSuggestion } from '../lib/recherche/analytics';
import { FILTRES_VIDES } from '../lib/recherche/filtres';
import { suivreEvenementAtom } from './analytics';
import { consentAtom } from './consent';

const consentement = (analytics: boolean) => ({
  version: 1 as const,
  analytics,
  decidedAt: '2025-01-01T00:00:00.000Z',
});

beforeEach(() => {
  delete window.dataLayer;
});

describe('suivreEvenementAtom', () => {
  const evenement = evenementRecherche({ ...FILTRES_VIDES, phrase: 'Jean Dupont' }, 12);

  it('pushes the event to window.dataLayer when the visitor allowed analytics', () => {
    const store = createStore();
    store.set(consentAtom, consentement(true));
    expect(store.set(suivreEvenementAtom, evenement)).toBe(true);
    expect(window.dataLayer).toEqual([evenement]);
    store.set(suivreEvenementAtom, evenementSuggestion('dirigeant', 2));
    expect(window.dataLayer).toHaveLength(2);
  });

  it('pushes nothing when the visitor refused analytics', () => {
    const store = createStore();
    store.set(consentAtom, consentement(false));
    expect(store.set(suivreEvenementAtom, evenement)).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes nothing before the visitor decided', () => {
    const store = createStore();
    expect(store.set(suivreEvenementAtom, evenement)).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('keeps what other tags already pushed', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    const store = createStore();
    store.set(consentAtom, consentement(true));
    store.set(suivreEvenementAtom, evenement);
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }, evenement]);
  });
});

describe('search events', () => {
  it('name the category and the criteria used, never what was typed', () => {
    const filtres = {
      ...FILTRES_VIDES,
      phrase: 'Jean Dupont',
      entreprise: { ...FILTRES_VIDES.entreprise, department: '75', page: 2 },
    };
    const evenement = evenementRecherche(filtres, 1234);
    expect(evenement).toEqual({
      event: 'recherche',
      categorie: 'entreprises',
      criteres: 'phrase,department',
      type_entite: 'ENTREPRISE',
      page: 2,
      nombreResultats: 1234,
    });
    expect(JSON.stringify(evenement)).not.toContain('Dupont');
  });

  it('tell officer searches apart', () => {
    const filtres = {
      ...FILTRES_VIDES,
      selectedTabulation: 'dirigeants' as const,
      dirigeant: { ...FILTRES_VIDES.dirigeant, nom: 'Martin', anneeDeNaissance: 1970 },
    };
    expect(evenementRecherche(filtres, 3)).toMatchObject({
      categorie: 'dirigeants',
      criteres: 'nom,anneeDeNaissance',
      type_entite: null,
    });
    expect(evenementSuggestion('entreprise', 1)).toEqual({
      event: 'recherche',
      categorie: 'suggestion',
      type: 'entreprise',
      position: 1,
    });
  });
});
