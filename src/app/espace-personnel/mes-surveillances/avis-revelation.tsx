/**
 * The notice of a révélation (FACTS §7): the dialog first says what it costs and asks to confirm;
 * consulting charges it once (wallet, else the monthly invoice), then shows it with its PDF report.
 * A notice already consulted opens directly, free.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { Modal, ModalActions, ModalTitle } from '../../../components/shell/modal';
import { PrimaryButton, SecondaryButton } from '../../../components/shell/ui';
import { messageDErreur } from '../../../lib/api/erreurs';
import { revelations, type AvisRevelation, type Revelation } from '../../../lib/api/surveillances';
import { theme } from '../../../theme';
import { euros } from '../../panier/diffusions';
import { BoutonTelechargement } from '../mes-commandes/commun';
import { dateFr } from '../mise-en-page';

const Texte = styled.div`
  p {
    margin: 0 0 ${theme.space.sm};
  }
`;

const Note = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Alerte = styled.p`
  color: ${theme.colors.error};
  font-weight: ${theme.fontWeights.semibold};
`;

const FACTURATION = {
  PORTEFEUILLE: 'sur votre portefeuille électronique',
  FACTURE_MENSUELLE: 'sur votre facture mensuelle',
} as const;

/** « La consultation de cet avis vous sera facturée 1,56 € TTC. » */
export const phrasePrix = (a: AvisRevelation) =>
  `La consultation de cet avis vous sera facturée ${euros(a.prix.ttc_formate)} TTC.`;

type Etat =
  | { etape: 'lecture' }
  | { etape: 'prix'; avis: AvisRevelation }
  | { etape: 'consultation'; avis: AvisRevelation }
  | { etape: 'avis'; avis: AvisRevelation }
  | { etape: 'erreur'; message: string; avis?: AvisRevelation };

function Contenu({ avis }: { avis: AvisRevelation }) {
  const texte = avis.avis;
  if (!texte) return null;
  const r = avis.revelation;
  return (
    <Texte>
      <h3>{texte.titre}</h3>
      <p>
        {r.entreprise.denomination} — événement du {dateFr(texte.date_evenement)}
        {texte.greffe ? `, greffe de ${texte.greffe.libelle}` : ''}.
      </p>
      {texte.paragraphes.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <Note>
        Avis consulté le {dateFr(avis.consultee_le)}
        {avis.mode_facturation
          ? `, facturé ${euros(avis.prix.ttc_formate)} TTC ${FACTURATION[avis.mode_facturation]}`
          : ''}
        .
      </Note>
    </Texte>
  );
}

export function AvisRevelationDialogue({
  revelation,
  onFermer,
  onConsultee,
}: {
  revelation: Revelation;
  onFermer(): void;
  /** After a consultation (charged, marked read): the lists and counters are read again. */
  onConsultee(): void;
}) {
  const [etat, setEtat] = useState<Etat>({ etape: 'lecture' });
  const annuler = useRef<HTMLButtonElement>(null);
  const { id_compte_client: idCompte, id } = revelation;

  useEffect(() => {
    let actif = true;
    revelations
      .avis(idCompte, id)
      .then((avis) => actif && setEtat(avis.avis ? { etape: 'avis', avis } : { etape: 'prix', avis }))
      .catch((e: unknown) => actif && setEtat({ etape: 'erreur', message: messageDErreur(e) }));
    return () => {
      actif = false;
    };
  }, [idCompte, id]);

  const consulter = async (avis: AvisRevelation) => {
    setEtat({ etape: 'consultation', avis });
    try {
      const consulte = await revelations.consulter(idCompte, id);
      setEtat({ etape: 'avis', avis: consulte });
      onConsultee();
    } catch (e) {
      setEtat({ etape: 'erreur', message: `L’avis n’a pas pu être consulté : ${messageDErreur(e)}`, avis });
    }
  };

  const avis = 'avis' in etat ? etat.avis : undefined;
  return (
    <Modal
      open
      title={(titreId) => <ModalTitle id={titreId}>Avis : {revelation.libelle}</ModalTitle>}
      onEscape={onFermer}
      initialFocusRef={annuler}
    >
      <div role="status" aria-live="polite">
        {etat.etape === 'lecture' ? <p>Chargement de l’avis…</p> : null}
        {etat.etape === 'consultation' ? <p>Consultation de l’avis…</p> : null}
      </div>
      {etat.etape === 'prix' || (etat.etape === 'consultation' && avis) ? (
        <>
          <p>
            <strong>{avis ? phrasePrix(avis) : null}</strong>
          </p>
          <Note>
            Le montant est débité de votre portefeuille électronique s’il est suffisant, sinon ajouté à votre facture
            mensuelle. Un avis consulté se relit ensuite gratuitement.
          </Note>
        </>
      ) : null}
      {etat.etape === 'avis' ? <Contenu avis={etat.avis} /> : null}
      {etat.etape === 'erreur' ? <Alerte role="alert">{etat.message}</Alerte> : null}
      <ModalActions>
        <SecondaryButton ref={annuler} type="button" onClick={onFermer}>
          {etat.etape === 'avis' ? 'Fermer' : 'Annuler'}
        </SecondaryButton>
        {etat.etape === 'avis' ? (
          <BoutonTelechargement id={`rapport-revelation-${id}`} lire={() => revelations.rapport(idCompte, id)}>
            Rapport (PDF)
          </BoutonTelechargement>
        ) : null}
        {(etat.etape === 'prix' || etat.etape === 'consultation') && avis ? (
          <PrimaryButton
            type="button"
            aria-disabled={etat.etape === 'consultation' || undefined}
            onClick={() => etat.etape === 'prix' && void consulter(avis)}
          >
            Consulter l’avis ({euros(avis.prix.ttc_formate)} TTC)
          </PrimaryButton>
        ) : null}
      </ModalActions>
    </Modal>
  );
}
