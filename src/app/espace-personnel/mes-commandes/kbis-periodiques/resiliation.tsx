import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { PrimaryButton, SecondaryButton } from '../../../../components/shell/ui';
import { ErreurApi, messageDErreur } from '../../../../lib/api/erreurs';
import { kbisPeriodiques } from '../../../../lib/api/kbis-periodiques';
import type { KbisPeriodique } from '@portail/contrat/kbis-periodiques';
import { centimesDeEuros, envois, formaterCentimes } from '../../../../lib/kbis-periodique/offre';
import { theme } from '../../../../theme';
import { euros } from '../../../panier/diffusions';
import { BlocErreur } from '../../../ui/etats';
import { Actions } from '../../../ui/formulaire';
import { Section } from '../../mise-en-page';

const Question = styled.div`
  padding-top: ${theme.space.sm};
`;

/**
 * What the service will credit to the wallet (README: the order's frozen TTC unit price ×
 * quantity × issues cancelled): the issues still planned, at the subscription's unit price.
 */
export function remboursementPrevu(kbis: KbisPeriodique): { envoisAnnules: number; montant: string } {
  const envoisAnnules = kbis.envois.filter((e) => e.statut === 'PREVU').length;
  const centimes = centimesDeEuros(kbis.prix_unitaire.ttc) * kbis.quantite * envoisAnnules;
  return { envoisAnnules, montant: formaterCentimes(centimes) };
}

interface Props {
  kbis: KbisPeriodique;
  /** The service's answer, `ANNULE` with its `remboursement`. */
  onResilie(kbis: KbisPeriodique): void;
  /** Over or cancelled meanwhile (409): the page says why (this section then goes) and reads it again. */
  onPerime(message: string): void;
}

/**
 * « Résilier », confirmed in place with the refund it will bring: POST …/annulations; the issues
 * still planned are cancelled and refunded to the electronic wallet.
 */
export function Resiliation({ kbis, onResilie, onPerime }: Props) {
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

  const { envoisAnnules, montant } = remboursementPrevu(kbis);
  const credit = `${euros(montant)} TTC seront remboursés sur votre portefeuille électronique.`;
  const consequence =
    envoisAnnules > 1
      ? `Les ${envois(envoisAnnules)} encore prévus seront annulés et ${credit}`
      : envoisAnnules === 1
        ? `L’envoi encore prévu sera annulé et ${credit}`
        : 'Aucun envoi ne reste prévu : rien ne sera remboursé.';

  const resilier = async () => {
    if (envoi) return;
    setEnvoi(true);
    setErreur(null);
    try {
      onResilie(await kbisPeriodiques.resilier(kbis.id));
    } catch (e) {
      const texte = `Le Kbis périodique n’a pas pu être résilié : ${messageDErreur(e)}`;
      if (e instanceof ErreurApi && e.status === 409) onPerime(texte);
      else setErreur(texte);
    } finally {
      setEnvoi(false);
      setConfirmer(false);
    }
  };

  return (
    <Section aria-labelledby="titre-resiliation">
      <h2 id="titre-resiliation">Résilier</h2>
      <p>
        Vous pouvez arrêter ce Kbis périodique à tout moment. Les envois déjà faits restent acquis ; ceux qui restent
        sont remboursés sur votre portefeuille électronique.
      </p>
      {erreur ? (
        <BlocErreur role="alert">
          <p>{erreur}</p>
        </BlocErreur>
      ) : null}
      {confirmer ? (
        <Question>
          <p id="confirmation-resiliation">
            Résilier le Kbis périodique de {kbis.denomination} ? {consequence}
          </p>
          <Actions>
            <PrimaryButton
              type="button"
              aria-describedby="confirmation-resiliation"
              disabled={envoi}
              onClick={() => void resilier()}
            >
              {envoi ? 'Résiliation…' : 'Oui, résilier'}
            </PrimaryButton>
            <SecondaryButton ref={garder} type="button" disabled={envoi} onClick={() => setConfirmer(false)}>
              Non, garder ce Kbis périodique
            </SecondaryButton>
          </Actions>
        </Question>
      ) : (
        <SecondaryButton ref={bouton} type="button" onClick={() => setConfirmer(true)}>
          Résilier
        </SecondaryButton>
      )}
    </Section>
  );
}
