import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { packageRoot } from '../../../package-info.js';

/** Fields of @etalab/decoupage-administratif used here (data/*.json). */
export interface CommuneSource {
  code: string;
  nom: string;
  type: 'commune-actuelle' | 'commune-deleguee' | 'commune-associee' | 'arrondissement-municipal';
  departement: string;
  arrondissement?: string;
  population?: number;
  codesPostaux?: string[];
}

export interface ArrondissementSource {
  code: string;
  departement: string;
  chefLieu: string;
  nom: string;
}

export interface DepartementSource {
  code: string;
  nom: string;
  chefLieu: string;
}

export interface NafSource {
  id: string;
  label: string;
}

// Resolved from the services' package, where the dependencies are declared.
const require = createRequire(join(packageRoot, 'package.json'));

async function readJson<T>(specifier: string): Promise<T> {
  return JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as T;
}

export interface DecoupageAdministratif {
  communes: CommuneSource[];
  arrondissements: ArrondissementSource[];
  departements: DepartementSource[];
}

export async function lireDecoupageAdministratif(): Promise<DecoupageAdministratif> {
  const [communes, arrondissements, departements] = await Promise.all([
    readJson<CommuneSource[]>('@etalab/decoupage-administratif/data/communes.json'),
    readJson<ArrondissementSource[]>('@etalab/decoupage-administratif/data/arrondissements.json'),
    readJson<DepartementSource[]>('@etalab/decoupage-administratif/data/departements.json'),
  ]);
  return { communes, arrondissements, departements };
}

export function lireNomenclatureNaf(): Promise<NafSource[]> {
  return readJson<NafSource[]>('@socialgouv/codes-naf/index.json');
}
