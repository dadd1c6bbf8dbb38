// The entity pages the render benches ask for (issue 24), read from the registry of a portal that
// is up: companies spread over the whole registry through the sitemap plan endpoint, so the
// database is not served from one hot row; the kinds a company page links to (establishment,
// officer, greffe, browse tree) are the links of the pages of up to 400 of those companies, each
// kept once; the browse tree adds the activity and NAF pages its département pages link to.
import { slugify } from './charge.mjs';

const LIENS = {
  etablissement: /href="(\/etablissement\/[^"?#]+)"/g,
  dirigeant: /href="(\/dirigeant\/[^"?#]+)"/g,
  greffe: /href="(\/fiche-greffe\/[^"?#]+)"/g,
  arborescence: /href="(\/recherche-par-departement\/[^"?#]+)"/g,
};

/** entreprise, liste (list of establishments), then the kinds found through a company's links. */
export const SORTES = ['entreprise', 'liste', ...Object.keys(LIENS)];

/** The pages of `sorte` linked from `pages` (company pages), each once. */
async function pagesLiees(get, pages, sorte) {
  const trouvees = new Set();
  for (const page of pages.slice(0, 400)) {
    const { status, body } = await get(page);
    if (status !== 200) continue;
    for (const [, lien] of body.toString().matchAll(LIENS[sorte])) trouvees.add(lien);
  }
  if (sorte === 'arborescence') {
    for (const departement of [...trouvees].slice(0, 20)) {
      const { status, body } = await get(departement);
      if (status !== 200) continue;
      for (const [, lien] of body.toString().matchAll(LIENS.arborescence)) trouvees.add(lien);
    }
  }
  if (trouvees.size === 0) throw new Error(`Aucune page « ${sorte} » trouvée dans les pages des entreprises.`);
  return [...trouvees];
}

/**
 * About `taille` paths of pages of `sorte`; `get(path)` answers `{ status, body }` (a Buffer) from
 * the portal under test.
 */
export async function echantillon(get, sorte, taille) {
  if (!SORTES.includes(sorte))
    throw new Error(`${sorte} n’est pas une sorte de page de ces bancs (${SORTES.join(', ')}).`);
  const resume = JSON.parse((await get('/api/seo/plan')).body.toString());
  const maxId = resume.entreprises.max_id;
  if (!maxId) throw new Error('Le registre est vide : générez-le avant de lancer ce banc.');
  const chemins = [];
  const fenetres = Math.max(1, Math.ceil(taille / 100));
  for (let f = 0; f < fenetres; f += 1) {
    const apres = Math.floor((maxId * f) / fenetres);
    const { elements } = JSON.parse(
      (await get(`/api/seo/plan/entreprises?apres_id=${apres}&limit=100`)).body.toString(),
    );
    for (const e of elements) {
      const racine = sorte === 'liste' ? 'liste_etablissements' : 'entreprise';
      chemins.push(`/${racine}/${slugify(e.denomination)}/${e.siren}/${e.id}`);
    }
  }
  return sorte in LIENS ? pagesLiees(get, chemins, sorte) : chemins;
}
