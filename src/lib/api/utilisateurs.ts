/** Client of the user resource (`/api/utilisateurs/user`, services/src/modules/identite/README.md). */
import { appel } from './erreurs';
import { http } from './http';
import { routes } from './routes';
import type { ModificationUtilisateur, Utilisateur } from '@portail/contrat/identite';
import { verifier } from './verifier';

/** Every attribute the service may leave out, empty (SPEC §3: an absent attribute is []). */
const ATTRIBUTS_VIDES: Utilisateur['attributes'] = {
  address: [],
  additionalAddress: [],
  zipCode: [],
  city: [],
  country: [],
  mobilePhone: [],
  phone: [],
};

function versUtilisateur(corps: unknown): Utilisateur {
  const brut = verifier<Utilisateur>(routes.utilisateur, corps, {
    email: 'string',
    lastName: 'string',
    firstName: 'string',
  });
  return {
    ...brut,
    attributes: { ...ATTRIBUTS_VIDES, ...(brut.attributes ?? {}) },
    email_en_attente: brut.email_en_attente ?? null,
    compte_de_test: brut.compte_de_test === true,
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
