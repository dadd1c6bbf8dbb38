/**
 * Client of the subscription calls of the orders service (SPEC §7 `commandes/abonnements`,
 * services/src/modules/abonnements/README.md): the account's periods and offer, and the order that
 * pays a period — paid afterwards like any order (`commandes.payer`).
 */
import type {
  CommandeAbonnement,
  CommandeAbonnementCorps,
  MesAbonnements,
  PeriodeAbonnement,
} from '@portail/contrat/abonnements';
import { versCommande, verifierPrix } from './commandes';
import { appel } from './erreurs';
import { http } from './http';
import { routes } from './routes';
import { verifier } from './verifier';

export type { CommandeAbonnement, MesAbonnements, PeriodeAbonnement };
export type AdresseFacturationSaisie = NonNullable<CommandeAbonnementCorps['adresse_facturation']>;

function versPeriode(chemin: string, corps: unknown): PeriodeAbonnement {
  const periode = verifier<PeriodeAbonnement>(chemin, corps, {
    uuid: 'string',
    formule: 'string',
    date_debut: 'string',
    date_fin: 'string?',
    statut: 'string',
    adresse_facturation: 'object',
  });
  verifierPrix(chemin, periode.montant, 'montant');
  return periode;
}

export const abonnements = {
  /** Periods newest first, the offer and whether the subscriber's rights are open today. */
  lister: (idCompte: number) =>
    appel(async () => {
      const chemin = routes.abonnements;
      const liste = verifier<MesAbonnements>(
        chemin,
        await (await http()).get(chemin, { searchParams: { id_compte_client: idCompte } }).json(),
        {
          type_compte: 'string',
          abonne_actif: 'boolean',
          paye_jusqu_au: 'string?',
          offre: 'object',
          abonnements: 'array',
        },
      );
      verifierPrix(chemin, liste.offre.montant, 'offre.montant');
      return { ...liste, abonnements: liste.abonnements.map((p) => versPeriode(chemin, p)) };
    }),
  /**
   * The order paying the period named by `uuid`, else the pending one, else a new annual period
   * (403 for a non-administrator, 409 once the period is paid).
   */
  commander: (corps: CommandeAbonnementCorps) =>
    appel(async (): Promise<CommandeAbonnement> => {
      const chemin = routes.abonnements;
      const reponse = verifier<CommandeAbonnement>(chemin, await (await http()).post(chemin, { json: corps }).json(), {
        abonnement: 'object',
        commande: 'object',
      });
      return { abonnement: versPeriode(chemin, reponse.abonnement), commande: versCommande(chemin, reponse.commande) };
    }),
};
