import { Link } from 'gatsby';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { PrimaryButton } from '../../../components/shell/ui';
import { abonnements, type PeriodeAbonnement } from '../../../lib/api/abonnements';
import { messageDErreur } from '../../../lib/api/erreurs';
import { pagesAbonnement, pagesCommandes } from '../../../lib/api/routes';
import { useCommande } from '../../../lib/api/use-commandes';
import { euros } from '../../panier/diffusions';
import { BlocErreur, BlocSucces, Chargement, Erreur } from '../../ui/etats';
import { Actions } from '../../ui/formulaire';
import { Donnees, Section } from '../mise-en-page';
import { PaiementCommande } from '../mes-commandes/paiement-commande';

/** Lists a payment changes (orders, wallet, means, invoices): read again when next shown. */
const perimees = (cle: unknown) =>
  Array.isArray(cle) && ['commandes', 'portefeuille', 'moyens_paiements', 'factures'].includes(String(cle[0]));

interface Props {
  periode: PeriodeAbonnement;
  idCompte: number;
  /** Paid at once (wallet, deferred billing): the confirmation follows. */
  onPayee(): void;
  /** The period or its order changed: read the list again. */
  onChangee(): Promise<unknown>;
}

/**
 * The payment of a period waiting for it: its order through the order payment component (the same
 * means, sessions and card page as any order); without an open order, one is asked for first.
 */
export function PaiementPeriode({ periode, idCompte, onPayee, onChangee }: Props) {
  const ouverte = periode.commande && periode.commande.statut !== 'ANNULEE' ? periode.commande : null;
  const swr = useCommande(idCompte, ouverte?.reference_commande ?? null, ouverte?.jour_commande ?? null);
  const { mutate } = useSWRConfig();
  const [preparation, setPreparation] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);
  const [annonce, setAnnonce] = useState('');

  const preparer = async () => {
    setPreparation(true);
    setErreur(null);
    try {
      await abonnements.commander({ id_compte_client: idCompte, uuid: periode.uuid });
      await onChangee();
    } catch (e) {
      setErreur(`Le paiement n’a pas pu être préparé\u00a0: ${messageDErreur(e)}`);
      void onChangee();
    } finally {
      setPreparation(false);
    }
  };

  const commande = swr.data;
  return (
    <>
      <Section aria-labelledby="titre-etape">
        <h2 id="titre-etape" tabIndex={-1}>
          Commande de l’abonnement
        </h2>
        <Donnees>
          <dt>Formule</dt>
          <dd>{periode.libelle}</dd>
          <dt>Montant</dt>
          <dd>{euros(periode.montant.ttc_formate)} TTC</dd>
          {ouverte ? (
            <>
              <dt>Commande</dt>
              <dd>
                <Link to={pagesCommandes.commande(ouverte.reference_commande, ouverte.jour_commande)}>
                  {ouverte.reference_commande}
                </Link>
              </dd>
            </>
          ) : null}
        </Donnees>
        {!ouverte ? (
          <>
            <p>Aucune commande ne paie encore cette période&nbsp;: préparez-la pour choisir votre moyen de paiement.</p>
            <Actions>
              <PrimaryButton type="button" disabled={preparation} onClick={() => void preparer()}>
                {preparation ? 'Préparation de la commande…' : 'Préparer le paiement'}
              </PrimaryButton>
            </Actions>
          </>
        ) : null}
      </Section>
      <div role="status" aria-live="polite">
        {annonce ? (
          <BlocSucces>
            <p>{annonce}</p>
          </BlocSucces>
        ) : null}
      </div>
      {erreur ? (
        <BlocErreur role="alert">
          <p>{erreur}</p>
        </BlocErreur>
      ) : null}
      {ouverte && !commande && !swr.error ? <Chargement texte="Chargement de votre commande…" /> : null}
      {swr.error ? (
        <Erreur message="Votre commande n’a pas pu être chargée." onReessayer={() => void swr.mutate()} />
      ) : null}
      {commande?.statut === 'A_PAYER' ? (
        <PaiementCommande
          commande={commande}
          idCompte={idCompte}
          onPayee={() => {
            void mutate(perimees);
            onPayee();
          }}
          onAnnulee={(annulee) => {
            setAnnonce(`La commande ${annulee.reference_commande} a été annulée.`);
            void mutate(perimees);
            void onChangee();
          }}
          onPerimee={() => {
            void swr.mutate();
            void onChangee();
          }}
        />
      ) : null}
      {commande && (commande.statut === 'PAYEE' || commande.statut === 'LIVREE') ? (
        <BlocSucces>
          <p>La commande {commande.reference_commande} est payée.</p>
          <p>
            <Link to={pagesAbonnement.etape('confirmation', periode.uuid)}>Voir la confirmation de mon abonnement</Link>
          </p>
        </BlocSucces>
      ) : null}
    </>
  );
}
