import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { IDENTIFIANT_FORMALITE_PATTERN } from '@portail/contrat/formalites';

import { ConfigError, loadConfig } from '../config.js';
import {
  cleGuichetUnique,
  DUREE_JETON_PAR_DEFAUT_S,
  DUREE_MAXIMALE_JETON_S,
  lienGuichetUnique,
} from '../modules/formalites/index.js';
import { packageRoot } from '../package-info.js';
import { lireArguments, OptionInvalide } from './options.js';

const AIDE = `Usage : guichet-lien --identifiant J00012345678 [--duree ${DUREE_JETON_PAR_DEFAUT_S}]

Écrit le lien de renvoi que le guichet unique donne à son usager pour une
formalité : $SITE_URL/Lien/mmbId/{identifiant}?jeton=…, le jeton signé (JWT
HS256) avec la clé partagée GUICHET_UNIQUE_SECRET, émetteur « guichet-unique »,
sujet l'identifiant, audience le portail ($SITE_URL). Sans GUICHET_UNIQUE_SECRET,
la clé de développement d'une instance locale ; une instance publiée n'en a pas.

  --identifiant ID   identifiant de la formalité (J ou D suivi de 11 chiffres)
  --duree N          secondes de validité du jeton (1 à ${DUREE_MAXIMALE_JETON_S}, défaut ${DUREE_JETON_PAR_DEFAUT_S})

Ne lit pas la base : la formalité est cherchée quand le lien est suivi.
Sortie standard : le lien, seul sur sa ligne.
`;

function lireOptions() {
  const values = lireArguments(
    {
      identifiant: { type: 'string' },
      duree: { type: 'string', default: String(DUREE_JETON_PAR_DEFAUT_S) },
    },
    AIDE,
  );
  const identifiant = values.identifiant?.trim().toUpperCase() ?? '';
  if (!new RegExp(IDENTIFIANT_FORMALITE_PATTERN).test(identifiant))
    throw new OptionInvalide(`--identifiant doit être J ou D suivi de 11 chiffres (reçu « ${identifiant} »).`);
  const duree = Number(values.duree);
  if (!Number.isInteger(duree) || duree < 1 || duree > DUREE_MAXIMALE_JETON_S)
    throw new OptionInvalide(`--duree doit être un nombre entier de 1 à ${DUREE_MAXIMALE_JETON_S} secondes.`);
  return { identifiant, duree };
}

try {
  const envFile = join(packageRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const options = lireOptions();
  const config = loadConfig();
  if (cleGuichetUnique(config) === undefined) {
    console.error(
      'GUICHET_UNIQUE_SECRET est absent et SITE_URL désigne une instance publiée : aucun lien ne peut être signé.',
    );
    process.exit(1);
  }
  process.stdout.write(`${await lienGuichetUnique(config, options.identifiant, { dureeS: options.duree })}\n`);
} catch (error) {
  if (error instanceof OptionInvalide) console.error(`${error.message}\n\n${AIDE}`);
  else if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(error instanceof OptionInvalide ? 2 : 1);
}
