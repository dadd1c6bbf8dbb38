import type { Queryable } from '../../../db/index.js';
import { EntrepriseIntrouvable, PersonneIntrouvable } from '../erreurs.js';
import { toEntrepriseResume } from '../mappers/entreprise.js';
import { fonctionsEntreprise, fonctionsPersonne, trouverPersonnePhysique } from '../repository/fonctions.js';
import {
  LIMIT_FONCTIONS,
  NATURES_PAR_DEFAUT,
  type Fonction,
  type FonctionDePersonne,
  type FonctionsPersonneQuery,
  type NatureFonction,
  type PersonnePhysique,
} from '@portail/contrat/entreprises';

export async function fonctionsDeLEntreprise(
  db: Queryable,
  id: number,
  filtreNatures = NATURES_PAR_DEFAUT,
): Promise<Fonction[]> {
  const natures = [...new Set(filtreNatures.split(','))] as NatureFonction[];
  const { existe, fonctions } = await fonctionsEntreprise(db, id, natures);
  if (!existe) throw new EntrepriseIntrouvable({ id });
  return fonctions;
}

export async function fonctionsDeLaPersonne(
  db: Queryable,
  query: FonctionsPersonneQuery,
): Promise<{ total: number; fonctions: FonctionDePersonne[] }> {
  const page = await fonctionsPersonne(db, query.id_personne, {
    limit: query.limit ?? LIMIT_FONCTIONS,
    offset: query.offset ?? 0,
    typeEntreprise: query.type_entreprise,
  });
  if (!page.existe) throw new PersonneIntrouvable(query.id_personne);
  return {
    total: page.total,
    fonctions: page.fonctions.map((fonction) => ({ ...fonction, entreprise: toEntrepriseResume(fonction.entreprise) })),
  };
}

export async function personnePhysique(db: Queryable, id: number): Promise<PersonnePhysique> {
  const personne = await trouverPersonnePhysique(db, id);
  if (personne === undefined) throw new PersonneIntrouvable(id);
  return personne;
}
