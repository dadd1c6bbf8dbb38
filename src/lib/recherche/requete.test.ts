import { FILTRES_VIDES } from './filtres';
import { requeteEntreprises, requetePersonnes } from './requete';
import { filtres } from './test-filtres';

describe('requeteEntreprises (filters → search service)', () => {
  it('maps every company filter to the service parameter', () => {
    const requete = requeteEntreprises(
      filtres({
        phrase: 'boulangerie',
        entreprise: {
          denomination: 'Dupont',
          sirenOrSiret: '55210055400013',
          activityDomain: '10',
          department: '2B',
          orderBy: 'denomination',
          companyType: 'ETABLISSEMENT',
          page: 3,
          pageSize: 20,
        },
      }),
    );
    expect(requete).toEqual({
      ok: true,
      params: {
        phrase: 'boulangerie',
        nom_entreprise: 'Dupont',
        numero_identification: '552100554',
        nic: '00013',
        activite: '10',
        critere_geographique: '2B',
        type_entite: 'ETABLISSEMENT',
        tri: 'denomination',
        limit: '20',
        offset: '40',
      },
    });
  });

  it('leaves out what is empty or the service default', () => {
    expect(requeteEntreprises(filtres({ phrase: 'la poste' }))).toEqual({
      ok: true,
      params: { phrase: 'la poste', limit: '10', offset: '0' },
    });
  });

  it('searches with filters alone (no phrase)', () => {
    expect(requeteEntreprises(filtres({ entreprise: { department: '75' } }))).toEqual({
      ok: true,
      params: { critere_geographique: '75', limit: '10', offset: '0' },
    });
  });

  it('sends nothing without any criterion, or with a single character and no filter', () => {
    expect(requeteEntreprises(FILTRES_VIDES)).toEqual({ ok: false, raison: 'aucun-critere' });
    expect(requeteEntreprises(filtres({ entreprise: { orderBy: 'creation', companyType: 'ETABLISSEMENT' } }))).toEqual({
      ok: false,
      raison: 'aucun-critere',
    });
    expect(requeteEntreprises(filtres({ phrase: 'a' }))).toEqual({ ok: false, raison: 'trop-court' });
    expect(requeteEntreprises(filtres({ phrase: 'a', entreprise: { department: '75' } })).ok).toBe(true);
  });

  it('keeps offset + limit within 10 000', () => {
    const requete = requeteEntreprises(filtres({ phrase: 'sarl', entreprise: { page: 1000, pageSize: 10 } }));
    expect(requete.ok && requete.params).toMatchObject({ limit: '10', offset: '9990' });
  });
});

describe('requetePersonnes (filters → search service)', () => {
  it('maps every officer filter to the service parameter', () => {
    expect(
      requetePersonnes(
        filtres({
          phrase: 'dupré',
          dirigeant: {
            nom: 'Dupré',
            prenom: 'Jean',
            moisDeNaissance: 3,
            anneeDeNaissance: 1975,
            page: 2,
            pageSize: 50,
          },
        }),
      ),
    ).toEqual({
      ok: true,
      params: {
        phrase: 'dupré',
        nom: 'Dupré',
        prenom: 'Jean',
        mois_naissance: '3',
        annee_naissance: '1975',
        limit: '50',
        offset: '50',
      },
    });
  });

  it('needs a name of 2 characters or more: a birth date alone is not searched', () => {
    expect(requetePersonnes(filtres({ dirigeant: { anneeDeNaissance: 1975 } }))).toEqual({
      ok: false,
      raison: 'aucun-critere',
    });
    expect(requetePersonnes(filtres({ dirigeant: { nom: 'D' } }))).toEqual({ ok: false, raison: 'trop-court' });
    expect(requetePersonnes(filtres({ dirigeant: { nom: 'Do' } })).ok).toBe(true);
  });

  it('does not take the company filters', () => {
    const requete = requetePersonnes(filtres({ phrase: 'martin', entreprise: { department: '75' } }));
    expect(requete).toEqual({ ok: true, params: { phrase: 'martin', limit: '10', offset: '0' } });
  });
});
