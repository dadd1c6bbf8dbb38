// What the SIRENE stock benchmarks share (bench/sirene-import.mjs, bench/sirene-realiste.mjs): the
// current headers of the two stock files (FACTS §5: 35 and 54 columns), Luhn keys, CSV writing,
// the admin connection, and one run of the real importer (`src/cli/importer-sirene.ts`) with its
// peak memory.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

export const COLONNES_UL =
  'siren,statutDiffusionUniteLegale,unitePurgeeUniteLegale,dateCreationUniteLegale,sigleUniteLegale,sexeUniteLegale,prenom1UniteLegale,prenom2UniteLegale,prenom3UniteLegale,prenom4UniteLegale,prenomUsuelUniteLegale,pseudonymeUniteLegale,identifiantAssociationUniteLegale,trancheEffectifsUniteLegale,anneeEffectifsUniteLegale,dateDernierTraitementUniteLegale,nombrePeriodesUniteLegale,categorieEntreprise,anneeCategorieEntreprise,dateDebut,etatAdministratifUniteLegale,nomUniteLegale,nomUsageUniteLegale,denominationUniteLegale,denominationUsuelle1UniteLegale,denominationUsuelle2UniteLegale,denominationUsuelle3UniteLegale,categorieJuridiqueUniteLegale,activitePrincipaleUniteLegale,nomenclatureActivitePrincipaleUniteLegale,nicSiegeUniteLegale,economieSocialeSolidaireUniteLegale,societeMissionUniteLegale,caractereEmployeurUniteLegale,activitePrincipaleNAF25UniteLegale';
export const COLONNES_ETAB =
  'siren,nic,siret,statutDiffusionEtablissement,dateCreationEtablissement,trancheEffectifsEtablissement,anneeEffectifsEtablissement,activitePrincipaleRegistreMetiersEtablissement,dateDernierTraitementEtablissement,etablissementSiege,nombrePeriodesEtablissement,complementAdresseEtablissement,numeroVoieEtablissement,indiceRepetitionEtablissement,dernierNumeroVoieEtablissement,indiceRepetitionDernierNumeroVoieEtablissement,typeVoieEtablissement,libelleVoieEtablissement,codePostalEtablissement,libelleCommuneEtablissement,libelleCommuneEtrangerEtablissement,distributionSpecialeEtablissement,codeCommuneEtablissement,codeCedexEtablissement,libelleCedexEtablissement,codePaysEtrangerEtablissement,libellePaysEtrangerEtablissement,identifiantAdresseEtablissement,coordonneeLambertAbscisseEtablissement,coordonneeLambertOrdonneeEtablissement,complementAdresse2Etablissement,numeroVoie2Etablissement,indiceRepetition2Etablissement,typeVoie2Etablissement,libelleVoie2Etablissement,codePostal2Etablissement,libelleCommune2Etablissement,libelleCommuneEtranger2Etablissement,distributionSpeciale2Etablissement,codeCommune2Etablissement,codeCedex2Etablissement,libelleCedex2Etablissement,codePaysEtranger2Etablissement,libellePaysEtranger2Etablissement,dateDebut,etatAdministratifEtablissement,enseigne1Etablissement,enseigne2Etablissement,enseigne3Etablissement,denominationUsuelleEtablissement,activitePrincipaleEtablissement,nomenclatureActivitePrincipaleEtablissement,caractereEmployeurEtablissement,activitePrincipaleNAF25Etablissement';

export const racineServices = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'services');

export function luhnValide(chiffres) {
  let somme = 0;
  for (let i = 0; i < chiffres.length; i++) {
    let c = chiffres.charCodeAt(chiffres.length - 1 - i) - 48;
    if (i % 2 === 1) c = c * 2 > 9 ? c * 2 - 9 : c * 2;
    somme += c;
  }
  return somme % 10 === 0;
}

/** The prefix followed by the digit that makes it Luhn-valid. */
export const avecCle = (prefixe) => {
  for (let c = 0; c <= 9; c++) if (luhnValide(prefixe + c)) return prefixe + c;
  throw new Error('unreachable');
};

/** A CSV field as the INSEE files write it: quoted only when it holds a comma or a quote. */
export const champCsv = (valeur) => {
  const texte = valeur ?? '';
  return /[",]/.test(texte) ? `"${texte.replace(/"/g, '""')}"` : texte;
};

/** A CSV line in the order of `colonnes` (an array of names) from an object keyed by column name. */
export const ligneCsv = (colonnes, valeurs) => colonnes.map((nom) => champCsv(valeurs[nom])).join(',');

export async function ecrire(chemin, entete, lignes) {
  const sortie = createWriteStream(chemin);
  sortie.write(`${entete}\n`);
  for (const ligne of lignes) if (!sortie.write(`${ligne}\n`)) await once(sortie, 'drain');
  sortie.end();
  await once(sortie, 'finish');
}

export async function admin(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

// Peak resident memory of the importer, read from /proc (Linux) every 200 ms.
function suivreMemoire(pid) {
  let max = 0;
  const lire = () => {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) max = Math.max(max, Number(rss[1]) * 1024);
    } catch {
      // process gone, or no /proc
    }
  };
  const minuteur = setInterval(lire, 200);
  return () => {
    clearInterval(minuteur);
    return max;
  };
}

/**
 * One run of the real importer on `url`. Resolves with its stderr, its peak memory and the time at
 * which it began the derived tables (SEO counts, search dictionary); `details` prints its messages.
 */
export function importer(url, argumentsImport, { tailleLot = '20000', details = false } = {}) {
  return new Promise((resolve, reject) => {
    const enfant = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/importer-sirene.ts', ...argumentsImport, '--taille-lot', String(tailleLot)],
      { cwd: racineServices, env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'inherit', 'pipe'] },
    );
    const memoire = suivreMemoire(enfant.pid);
    let sortie = '';
    const debut = performance.now();
    let derives = 0;
    enfant.stderr.on('data', (morceau) => {
      sortie += morceau;
      const temps = (performance.now() - debut) / 1000;
      if (derives === 0 && /Mise à jour des statistiques/.test(String(morceau))) derives = temps;
      if (!details) return;
      for (const ligne of String(morceau).split('\n')) {
        if (ligne.trim() !== '') console.log(`  [${temps.toFixed(1).padStart(6)} s] ${ligne}`);
      }
    });
    enfant.on('error', reject);
    enfant.on('exit', (code) => {
      const max = memoire();
      if (code === 0) resolve({ sortie, memoire: max, derives });
      else reject(new Error(`code ${code}\n${sortie}`));
    });
  });
}
