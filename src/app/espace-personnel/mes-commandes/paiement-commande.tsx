import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PrimaryButton, SecondaryButton } from '../../../components/shell/ui';
import { Aide, MessageErreur } from '../../../components/ui/champs';
import type { Commande, SessionPaiement } from '@portail/contrat/commandes';
import { commandes, type CodeMoyenPaiement } from '../../../lib/api/commandes';
import { ErreurApi, messageDErreur } from '../../../lib/api/erreurs';
import { pages } from '../../../lib/api/routes';
import { useMoyensPaiement } from '../../../lib/api/use-commandes';
import { navigationExterne } from '../../../lib/navigation/page-externe';
import { theme } from '../../../theme';
import { euros } from '../../panier/diffusions';
import { BlocErreur, Chargement, Erreur } from '../../ui/etats';
import { Actions, Formulaire } from '../../ui/formulaire';
import { Section } from '../mise-en-page';

const { space, colors } = theme;

const ListeMoyens = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.xs};
  label {
    display: flex;
    align-items: center;
    gap: ${space.xs};
    min-height: 44px;
    margin: 0;
    font-weight: 400;
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${colors.primary};
  }
  input:disabled + span {
    color: ${colors.textMuted};
  }
  ${Aide} {
    margin: 0 0 0 calc(1.25rem + ${space.xs});
  }
`;

interface PaiementProps {
  commande: Commande;
  idCompte: number;
  /** The wallet or deferred billing paid at once: the page follows the order until its documents are ready. */
  onPayee(session: SessionPaiement): void;
  onAnnulee(commande: Commande): void;
  /** The order changed elsewhere (already paid, cancelled): read it again. */
  onPerimee(): void;
}

/**
 * Paying an order `A_PAYER`: the account's means (only the available ones can be chosen, the
 * wallet with its balance), « Payer » opens a payment session; a card goes to the provider's page.
 */
export function PaiementCommande({ commande, idCompte, onPayee, onAnnulee, onPerimee }: PaiementProps) {
  const moyens = useMoyensPaiement(idCompte);
  const [choix, setChoix] = useState<CodeMoyenPaiement | null>(null);
  const [erreurChoix, setErreurChoix] = useState<string | null>(null);
  const [envoi, setEnvoi] = useState<'paiement' | 'redirection' | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);

  const disponibles = moyens.data?.moyens.filter((m) => m.disponible) ?? [];
  const choisi = choix ?? disponibles[0]?.code ?? null;

  const payer = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (envoi) return;
    if (!choisi) {
      setErreurChoix('Choisissez un moyen de paiement.');
      return;
    }
    setErreurChoix(null);
    setErreur(null);
    setEnvoi('paiement');
    try {
      const session = await commandes.payer(commande.reference_commande, choisi);
      if (session.url_paiement) {
        setEnvoi('redirection');
        navigationExterne.aller(session.url_paiement);
        return;
      }
      setEnvoi(null);
      if (session.statut === 'REFUSEE')
        setErreur('Le paiement a été refusé. Vous pouvez choisir un autre moyen de paiement.');
      else onPayee(session);
    } catch (e) {
      setEnvoi(null);
      setErreur(`Le paiement n’a pas pu être effectué : ${messageDErreur(e)}`);
      // « déjà payée », « annulée »: the page shows the order as it now is.
      if (e instanceof ErreurApi && e.status === 409) onPerimee();
    }
  };

  return (
    <Section aria-labelledby="titre-paiement">
      <h2 id="titre-paiement">Paiement</h2>
      <p>
        Montant à payer : <strong>{euros(commande.montant.ttc_formate)} TTC</strong>
      </p>
      {!moyens.data && !moyens.error ? <Chargement texte="Chargement de vos moyens de paiement…" /> : null}
      {moyens.error ? (
        <Erreur message="Vos moyens de paiement n’ont pas pu être chargés." onReessayer={() => void moyens.mutate()} />
      ) : null}
      {moyens.data ? (
        <Formulaire onSubmit={(e) => void payer(e)} noValidate>
          <fieldset aria-describedby={erreurChoix ? 'moyen-paiement-erreur' : undefined}>
            <legend>Moyen de paiement</legend>
            <ListeMoyens>
              {moyens.data.moyens.map((moyen) => {
                const id = `moyen-${moyen.code}`;
                const aide = !moyen.disponible && moyen.raison ? `${id}-raison` : undefined;
                const solde =
                  moyen.code === 'PORTEFEUILLE_ELECTRONIQUE'
                    ? ` (solde : ${euros(moyens.data?.portefeuille.solde.ttc_formate ?? '')})`
                    : '';
                return (
                  <li key={moyen.code}>
                    <label htmlFor={id}>
                      <input
                        type="radio"
                        id={id}
                        name="moyen_paiement"
                        value={moyen.code}
                        checked={choisi === moyen.code}
                        disabled={!moyen.disponible}
                        aria-describedby={aide}
                        onChange={() => setChoix(moyen.code)}
                      />
                      <span>
                        {moyen.libelle}
                        {solde}
                      </span>
                    </label>
                    {aide ? <Aide id={aide}>{moyen.raison}</Aide> : null}
                  </li>
                );
              })}
            </ListeMoyens>
            {erreurChoix ? (
              <MessageErreur id="moyen-paiement-erreur" role="alert">
                {erreurChoix}
              </MessageErreur>
            ) : null}
          </fieldset>
          {disponibles.length === 0 ? (
            <p>
              Aucun moyen de paiement n’est disponible pour ce compte.{' '}
              <Link to={pages.moyensDePaiement}>Voir mes moyens de paiement</Link>
            </p>
          ) : null}
          {erreur ? (
            <BlocErreur role="alert">
              <p>{erreur}</p>
            </BlocErreur>
          ) : null}
          <Actions>
            <PrimaryButton type="submit" disabled={envoi !== null || disponibles.length === 0}>
              {envoi === 'redirection'
                ? 'Redirection vers la page de paiement…'
                : envoi
                  ? 'Paiement en cours…'
                  : 'Payer'}
            </PrimaryButton>
          </Actions>
        </Formulaire>
      ) : null}
      <Annulation commande={commande} onAnnulee={onAnnulee} onPerimee={onPerimee} bloque={envoi !== null} />
    </Section>
  );
}

const Confirmation = styled.div`
  margin-top: ${space.lg};
  padding-top: ${space.md};
  border-top: 1px solid ${colors.border};
`;

/** « Annuler la commande », confirmed in place; 409 once it is no longer `A_PAYER`. */
function Annulation({
  commande,
  onAnnulee,
  onPerimee,
  bloque,
}: Pick<PaiementProps, 'commande' | 'onAnnulee' | 'onPerimee'> & { bloque: boolean }) {
  const [confirmer, setConfirmer] = useState(false);
  const [envoi, setEnvoi] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);
  const bouton = useRef<HTMLButtonElement>(null);
  const garder = useRef<HTMLButtonElement>(null);
  const ouverte = useRef(false);
  // Focus follows the question: on « Non » when it opens, back on the button when it closes.
  useEffect(() => {
    if (confirmer) garder.current?.focus();
    else if (ouverte.current) bouton.current?.focus();
    ouverte.current = confirmer;
  }, [confirmer]);
  const annuler = async () => {
    setEnvoi(true);
    setErreur(null);
    try {
      onAnnulee(await commandes.annuler(commande.reference_commande));
    } catch (e) {
      setErreur(`La commande n’a pas pu être annulée : ${messageDErreur(e)}`);
      onPerimee();
    } finally {
      setEnvoi(false);
      setConfirmer(false);
    }
  };
  return (
    <Confirmation>
      {erreur ? (
        <BlocErreur role="alert">
          <p>{erreur}</p>
        </BlocErreur>
      ) : null}
      {confirmer ? (
        <>
          <p id="confirmation-annulation">
            Annuler la commande {commande.reference_commande} ? Elle ne pourra plus être payée.
          </p>
          <Actions>
            <PrimaryButton
              type="button"
              aria-describedby="confirmation-annulation"
              disabled={envoi}
              onClick={() => void annuler()}
            >
              Oui, annuler la commande
            </PrimaryButton>
            <SecondaryButton ref={garder} type="button" disabled={envoi} onClick={() => setConfirmer(false)}>
              Non, garder la commande
            </SecondaryButton>
          </Actions>
        </>
      ) : (
        <SecondaryButton ref={bouton} type="button" disabled={bloque} onClick={() => setConfirmer(true)}>
          Annuler la commande
        </SecondaryButton>
      )}
    </Confirmation>
  );
}
