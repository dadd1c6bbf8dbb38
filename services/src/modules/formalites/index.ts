/**
 * The formalities register (README.md beside): the public follow-up, the selected account's dossiers
 * (entered here or followed), the tax office's inscription form, the récépissé and the single
 * window's forward links. Other modules import only from here; the plugin is mounted at
 * /api/formalites by app.ts.
 */
export { default } from './routes.js';
export {
  cleGuichetUnique,
  DUREE_JETON_PAR_DEFAUT_S,
  DUREE_MAXIMALE_JETON_S,
  EMETTEUR_GUICHET_UNIQUE,
  lienGuichetUnique,
  signerJetonGuichetUnique,
  verifierJetonGuichetUnique,
  type JetonAEmettre,
} from './guichet-unique.js';
