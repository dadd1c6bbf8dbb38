import { greffes } from '../../greffes/index.js';
import {
  communeDeRattachement,
  communesReference,
  departementsHorsGreffes,
  type CommuneReference,
} from './communes.js';
import { formesJuridiques, libelleFormeJuridique } from './formes-juridiques.js';
import { nafReference } from './naf.js';
import { normaliserNom } from '../../../lib/normaliser.js';
import { lireDecoupageAdministratif, lireNomenclatureNaf, type DecoupageAdministratif } from './sources.js';

let decoupage: DecoupageAdministratif;
let communes: CommuneReference[];
const greffeDe = (code: string) => communes.find((commune) => commune.code === code)?.greffe_code;

beforeAll(async () => {
  decoupage = await lireDecoupageAdministratif();
  communes = communesReference(decoupage);
});

describe('normaliserNom', () => {
  it.each([
    ["L'Haÿ-les-Roses", 'l hay les roses'],
    ['Saint-Étienne', 'saint etienne'],
    ['Œuilly', 'oeuilly'],
    ['  Châlons-en-Champagne  ', 'chalons en champagne'],
    ['Val-d’Oise -- (95)', 'val d oise 95'],
  ])('turns %p into %p', (nom, attendu) => {
    expect(normaliserNom(nom)).toBe(attendu);
  });
});

describe('communes', () => {
  it('keeps the current communes only, each once', () => {
    expect(communes).toHaveLength(34_969);
    expect(new Set(communes.map((commune) => commune.code)).size).toBe(34_969);
    expect(communes.find((commune) => commune.code === '75101')).toBeUndefined();
  });

  it('gives every mainland and overseas-département commune a registry, and none beyond', () => {
    const dansLeRcs = (commune: CommuneReference) =>
      commune.departement_code.length === 2 || /^97[1-46]$/.test(commune.departement_code);
    const sansGreffe = communes.filter(
      (commune) => dansLeRcs(commune) && !/^[0-9]{4}$/.test(commune.greffe_code ?? ''),
    );
    expect(sansGreffe).toEqual([]);
    const horsRcs = communes.filter((commune) => !dansLeRcs(commune));
    expect(horsRcs.length).toBe(94);
    expect(horsRcs.filter((commune) => commune.greffe_code !== null)).toEqual([]);
  });

  it('gives each registry its own seat and at least one commune', () => {
    const seats = new Map<string, number>();
    for (const commune of communes)
      seats.set(commune.greffe_code ?? '', (seats.get(commune.greffe_code ?? '') ?? 0) + 1);
    for (const greffe of greffes) expect([greffe.code, seats.get(greffe.code) ?? 0]).not.toEqual([greffe.code, 0]);
    expect(greffeDe('06004')).toBe('0601'); // Antibes
    expect(greffeDe('06029')).toBe('0602'); // Cannes
    expect(greffeDe('83061')).toBe('8303'); // Fréjus
  });

  it('follows the arrondissements in départements with several registries', () => {
    expect(greffeDe('75056')).toBe('7501'); // Paris
    expect(greffeDe('06083')).toBe('0605'); // Menton, arrondissement of Nice
    expect(greffeDe('06085')).toBe('0603'); // Mougins, arrondissement of Grasse: its chef-lieu's registry
    expect(greffeDe('13004')).toBe('1305'); // Arles, arrondissement seating Tarascon
    expect(greffeDe('13047')).toBe('1303'); // Istres: no seat, the préfecture's registry (Marseille)
    expect(greffeDe('02408')).toBe('0203'); // Laon, préfecture without a registry: Soissons
    expect(greffeDe('91228')).toBe('7801'); // Évry-Courcouronnes
    expect(greffeDe('95500')).toBe('7802'); // Pontoise
    expect(greffeDe('97411')).toBe('9741'); // Saint-Denis (La Réunion)
    expect(greffeDe('97611')).toBe('9761'); // Mamoudzou
  });

  it('keeps New Caledonia, without a registry', () => {
    const caledoniennes = communes.filter((commune) => commune.departement_code === '988');
    expect(caledoniennes).toHaveLength(33);
    expect(caledoniennes.find((commune) => commune.nom === 'Nouméa')).toMatchObject({ greffe_code: null });
  });

  it('adds the overseas collectivities to the départements', () => {
    const codes = departementsHorsGreffes(decoupage).map((departement) => departement.code);
    expect(codes).toEqual(['975', '977', '978', '984', '986', '987', '988', '989']);
    expect(departementsHorsGreffes(decoupage)).toContainEqual({ code: '988', nom: 'Nouvelle-Calédonie' });
  });

  it('maps the municipal arrondissements of Paris, Lyon and Marseille to their commune', () => {
    expect(communeDeRattachement('75108')).toBe('75056');
    expect(communeDeRattachement('69383')).toBe('69123');
    expect(communeDeRattachement('13216')).toBe('13055');
    expect(communeDeRattachement('13217')).toBe('13217');
    expect(communeDeRattachement('06088')).toBe('06088');
  });
});

describe('NAF', () => {
  it('holds the four levels of NAF rév. 2 with their division', async () => {
    const naf = nafReference(await lireNomenclatureNaf());
    const count = (niveau: string) => naf.filter((code) => code.niveau === niveau).length;
    expect([count('division'), count('groupe'), count('classe'), count('sous-classe')]).toEqual([88, 272, 615, 732]);
    expect(naf.find((code) => code.code === '62.01Z')).toEqual({
      code: '62.01Z',
      libelle: 'Programmation informatique',
      niveau: 'sous-classe',
      division: '62',
    });
  });
});

describe('formes juridiques', () => {
  it('lists the codes of FACTS §4 with short forms', () => {
    expect(formesJuridiques).toHaveLength(50);
    expect(formesJuridiques.find((forme) => forme.code === '5710')).toMatchObject({ libelle_court: 'SAS' });
    expect(formesJuridiques.find((forme) => forme.code === '5499')).toMatchObject({ libelle_court: 'SARL' });
  });

  it('labels a known code, falls back to the level-1 category, then to the code', () => {
    expect(libelleFormeJuridique('6540')).toBe('Société civile immobilière');
    expect(libelleFormeJuridique('5498')).toBe('Société commerciale');
    expect(libelleFormeJuridique('5498', new Map([['5498', 'EURL']]))).toBe('EURL');
    expect(libelleFormeJuridique('0000')).toBe('Forme juridique 0000');
  });
});
