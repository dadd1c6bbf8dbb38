/** Client of the user resource (`/api/utilisateurs/user`, services/src/modules/identite/README.md). */
import { appel } from './erreurs';
import { http } from './http';
import { routes } from './routes';
import { ATTRIBUTS_VIDES, type ModificationUtilisateur, type Utilisateur } from './types';
import { verifier } from './verifier';

function versUtilisateur(corps: unknown): Utilisateur {
  const brut = verifier<Utilisateur>(routes.utilisateur, corps, {
    email: 'string',
    lastName: 'string',
    firstName: 'string',
  });
  return {
    ...brut,
    attributes: { ...ATTRIBUTS_VIDES, ...(brut.attributes ?? {}) },
    emailEnAttente: brut.emailEnAttente ?? null,
    compteDeTest: brut.compteDeTest === true,
  };
}

export const utilisateurs = {
  lire: () => appel(async () => versUtilisateur(await (await http()).get(routes.utilisateur).json())),
  modifier: (modification: ModificationUtilisateur) =>
    appel(async () => versUtilisateur(await (await http()).put(routes.utilisateur, { json: modification }).json())),
  changerMotDePasse: (motDePasseActuel: string, nouveauMotDePasse: string) =>
    appel(async () => {
      await (await http()).put(routes.motDePasse, { json: { motDePasseActuel, nouveauMotDePasse } });
    }),
  supprimer: (motDePasse: string) =>
    appel(async () => {
      await (await http()).delete(routes.utilisateur, { json: { motDePasse } });
    }),
};

export type ClientUtilisateurs = typeof utilisateurs;
