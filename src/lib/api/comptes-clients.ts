/** Client of the customer-account service (`/api/comptes_clients`, services/src/modules/comptes-clients/README.md). */
import { appel } from './erreurs';
import { http } from './http';
import { aujourdhui, routes } from './routes';
import type {
  Abonnement,
  CompteClient,
  CompteSelectionne as CompteSelectionneService,
  CreationDossierClient,
  Suppression,
} from '@portail/contrat/comptes-clients';
import { verifier } from './verifier';

/** The selected account as the site keeps it: the service's comma-separated `habilitations` parsed. */
export type CompteSelectionne = Omit<CompteSelectionneService, 'habilitations'> & {
  /** Parsed from the service's comma-separated string (`listeHabilitations`). */
  habilitations: string[];
};

function versCompte(chemin: string, corps: unknown): CompteClient {
  const compte = verifier<CompteClient>(chemin, corps, {
    id: 'number',
    numero_client: 'string',
    type_compte: 'string',
    position: 'string',
    version: 'number',
    denomination_sociale: 'string?',
    libelle_courrier: 'string?',
    libelle_facturation: 'string?',
  });
  return {
    ...compte,
    offres_de_service: compte.offres_de_service ?? '',
    abonnements: Array.isArray(compte.abonnements) ? compte.abonnements : [],
    selectionne: compte.selectionne === true,
  };
}

/** « a,b, c » → ['a', 'b', 'c'] (SPEC §3: habilitations arrive as a comma-separated string). */
export function listeHabilitations(valeur: unknown): string[] {
  if (Array.isArray(valeur)) return valeur.filter((v): v is string => typeof v === 'string');
  if (typeof valeur !== 'string') return [];
  return valeur
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
}

function versSelection(chemin: string, corps: unknown): CompteSelectionne {
  const brut = verifier<{ compte_client: unknown; habilitations: unknown }>(chemin, corps, {});
  return {
    compte_client: versCompte(chemin, brut.compte_client),
    habilitations: listeHabilitations(brut.habilitations),
  };
}

export const comptesClients = {
  lister: () =>
    appel(async () => {
      const corps: unknown = await (await http()).get(routes.comptesClients).json();
      if (!Array.isArray(corps)) return [] as CompteClient[];
      return corps.map((c) => versCompte(routes.comptesClients, c));
    }),
  selectionne: () =>
    appel(async () =>
      versSelection(routes.compteSelectionne, await (await http()).get(routes.compteSelectionne).json()),
    ),
  selectionner: (id: number) =>
    appel(async () =>
      versSelection(routes.selectionner(id), await (await http()).post(routes.selectionner(id)).json()),
    ),
  modifierLibelles: (compte: Pick<CompteClient, 'id' | 'version' | 'libelle_courrier' | 'libelle_facturation'>) =>
    appel(async () => {
      const { id, version, libelle_courrier, libelle_facturation } = compte;
      const json = { id, version, libelle_courrier, libelle_facturation };
      return versCompte(routes.compteClient(id), await (await http()).put(routes.compteClient(id), { json }).json());
    }),
  abonnement: (id: number, date = aujourdhui()) =>
    appel(async () =>
      verifier<Abonnement>(
        routes.abonnement(id),
        await (await http()).get(routes.abonnement(id), { searchParams: { date } }).json(),
        {
          id: 'number',
          formule: 'string',
          statut: 'string',
        },
      ),
    ),
  suppression: (id: number, date = aujourdhui()) =>
    appel(async () =>
      verifier<Suppression>(
        routes.suppression(id),
        await (await http()).get(routes.suppression(id), { searchParams: { date } }).json(),
        {
          supprimable: 'boolean',
          motifs: 'array',
        },
      ),
    ),
  demanderDesabonnement: (id: number, motif: string) =>
    appel(async () =>
      verifier<Abonnement>(
        routes.demandeDesabonnement(id),
        await (await http()).post(routes.demandeDesabonnement(id), { json: { motif } }).json(),
        { id: 'number' },
      ),
    ),
  creerDossierClient: (dossier: CreationDossierClient) =>
    appel(async () =>
      versCompte(
        routes.creationDossierClient,
        await (await http()).post(routes.creationDossierClient, { json: dossier }).json(),
      ),
    ),
};

export type ClientComptesClients = typeof comptesClients;
