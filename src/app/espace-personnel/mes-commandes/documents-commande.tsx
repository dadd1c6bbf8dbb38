import styled from '@emotion/styled';
import { useState } from 'react';
import { SecondaryButton, VisuallyHidden } from '../../../components/shell/ui';
import { MessageErreur } from '../../../components/ui/champs';
import { commandes, factures } from '../../../lib/api/commandes';
import { messageDErreur } from '../../../lib/api/erreurs';
import type { Commande } from '@portail/contrat/commandes';
import { formatDate } from '../../../lib/registre/format';
import { theme } from '../../../theme';
import { Section } from '../mise-en-page';
import { BoutonTelechargement } from './commun';

const { space } = theme;

export const Boutons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space.sm};
  margin: 0 0 ${space.md};
`;

/**
 * What a paid order gives: once `LIVREE`, every PDF in one archive; the payment receipt; the
 * invoice, to download or to receive by e-mail.
 */
export function DocumentsCommande({ commande }: { commande: Commande }) {
  const { reference_commande: reference, jour_commande: jour, facture } = commande;
  return (
    <Section aria-labelledby="titre-documents">
      <h2 id="titre-documents">Vos documents</h2>
      {commande.statut === 'LIVREE' ? (
        <p>Vos documents sont prêts. Téléchargez-les tous en une fois, ou un par un dans le détail ci-dessous.</p>
      ) : (
        <p>Vos documents sont en cours de préparation : ils apparaîtront sur cette page dès qu’ils seront prêts.</p>
      )}
      <Boutons>
        {commande.statut === 'LIVREE' ? (
          <BoutonTelechargement id="telecharger-zip" lire={() => commandes.archive(reference, jour)}>
            Télécharger tous les documents (zip)
          </BoutonTelechargement>
        ) : null}
        <BoutonTelechargement id="telecharger-justificatif" lire={() => commandes.justificatif(reference, jour)}>
          Justificatif de paiement
        </BoutonTelechargement>
      </Boutons>
      {facture ? (
        <>
          <h3>Facture</h3>
          <p>
            Facture n° {facture.numero} du {formatDate(facture.date_facture)}
          </p>
          <Boutons>
            <BoutonTelechargement id="telecharger-facture" lire={() => factures.telecharger(facture.numero)}>
              Télécharger la facture {facture.numero} (PDF)
            </BoutonTelechargement>
            <EnvoiFacture reference={reference} numero={facture.numero} />
          </Boutons>
        </>
      ) : null}
    </Section>
  );
}

const Colonne = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: ${space.xxs};
`;

const MessageSucces = styled.span`
  color: ${theme.colors.success};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
`;

/** « Recevoir par courriel »: the invoice PDF e-mailed to the signed-in user (202 `envoyee_a`). */
export function EnvoiFacture({ reference, numero }: { reference: string; numero: string }) {
  const [envoi, setEnvoi] = useState(false);
  const [resultat, setResultat] = useState<{ ok: boolean; texte: string } | null>(null);
  const id = `courriel-${numero}-resultat`;
  const envoyer = async () => {
    if (envoi) return;
    setEnvoi(true);
    setResultat(null);
    try {
      const { envoyee_a } = await commandes.demanderFacture(reference);
      setResultat({ ok: true, texte: `La facture ${numero} a été envoyée à ${envoyee_a}.` });
    } catch (e) {
      setResultat({ ok: false, texte: `La facture n’a pas pu être envoyée : ${messageDErreur(e)}` });
    } finally {
      setEnvoi(false);
    }
  };
  return (
    <Colonne>
      <SecondaryButton
        type="button"
        aria-disabled={envoi || undefined}
        aria-busy={envoi || undefined}
        aria-describedby={resultat ? id : undefined}
        onClick={() => void envoyer()}
      >
        Recevoir par courriel<VisuallyHidden> : facture {numero}</VisuallyHidden>
      </SecondaryButton>
      {/* Present from the first render, so that the success is announced. */}
      <span aria-live="polite">{resultat?.ok ? <MessageSucces id={id}>{resultat.texte}</MessageSucces> : null}</span>
      {resultat && !resultat.ok ? (
        <MessageErreur id={id} role="alert">
          {resultat.texte}
        </MessageErreur>
      ) : null}
    </Colonne>
  );
}
