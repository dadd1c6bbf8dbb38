import type { Queryable } from '../../../db/index.js';
import { EntrepriseIntrouvable, EtablissementIntrouvable } from '../erreurs.js';
import { toEntreprise, toEtablissement, toEtablissementResume } from '../mappers/entreprise.js';
import { lireNumeroIdentification, lireSiret } from '../numero-identification.js';
import {
  pageEtablissements,
  trouverEntreprise,
  trouverEntrepriseParSiren,
  trouverEntrepriseParSiret,
} from '../repository/entreprises.js';
import { trouverEtablissement, trouverEtablissementParSiret } from '../repository/etablissements.js';
import {
  LIMIT_ETABLISSEMENTS,
  type Entreprise,
  type ListeEtablissements,
  type ListeEtablissementsQuery,
} from '@portail/contrat/entreprises';
import type { Etablissement } from '@portail/contrat/entreprises';

export async function entreprise(db: Queryable, id: number): Promise<Entreprise> {
  const row = await trouverEntreprise(db, id);
  if (row === undefined) throw new EntrepriseIntrouvable({ id });
  return toEntreprise(row);
}

export async function entrepriseParNumero(db: Queryable, saisie: string): Promise<Entreprise> {
  const numero = lireNumeroIdentification(saisie);
  const row =
    'siren' in numero
      ? await trouverEntrepriseParSiren(db, numero.siren)
      : await trouverEntrepriseParSiret(db, numero.siret);
  if (row === undefined) throw new EntrepriseIntrouvable(numero);
  return toEntreprise(row);
}

export async function etablissementsDeLEntreprise(
  db: Queryable,
  id: number,
  query: ListeEtablissementsQuery,
): Promise<ListeEtablissements> {
  const page = await pageEtablissements(db, id, {
    etat: query.etat,
    limit: query.limit ?? LIMIT_ETABLISSEMENTS,
    offset: query.offset ?? 0,
  });
  if (!page.existe) throw new EntrepriseIntrouvable({ id });
  return {
    total: page.total,
    total_actifs: page.total_actifs,
    etablissements: page.etablissements.map(toEtablissementResume),
  };
}

export async function etablissement(db: Queryable, id: number): Promise<Etablissement> {
  const row = await trouverEtablissement(db, id);
  if (row === undefined) throw new EtablissementIntrouvable({ id });
  return toEtablissement(row);
}

export async function etablissementParSiret(db: Queryable, saisie: string): Promise<Etablissement> {
  const siret = lireSiret(saisie);
  const row = await trouverEtablissementParSiret(db, siret);
  if (row === undefined) throw new EtablissementIntrouvable({ siret });
  return toEtablissement(row);
}
