import styled from '@emotion/styled';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { CONSENT_STORAGE_KEY, consentAtom, loadConsentAtom, readStoredConsent, useConsent } from '../../state/consent';
import { focusVisible, theme } from '../../theme';
import { CloseIcon } from './icons';
import { Modal, ModalTitle } from './modal';
import { IconButton, PrimaryButton, SecondaryButton } from './ui';

const { colors, space, radii, fontSizes, fontWeights } = theme;

export const CONSENT_TITLE = 'Vos préférences de cookies';

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.md};
  button {
    margin: -${space.xs} -${space.xs} 0 0;
  }
`;

const Intro = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.textMuted};
`;

const Category = styled.div`
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surfaceAlt};
  & + & {
    margin-top: ${space.sm};
  }
  p {
    margin: ${space.xs} 0 0;
    font-size: ${fontSizes.sm};
    color: ${colors.textMuted};
  }
`;

const CategoryHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  h3,
  label {
    margin: 0;
    font-size: ${fontSizes.md};
    font-weight: ${fontWeights.semibold};
    color: ${colors.text};
  }
  label {
    cursor: pointer;
  }
`;

const Badge = styled.span`
  padding: 2px ${space.xs};
  border-radius: ${radii.pill};
  background: ${colors.successSoft};
  color: ${colors.success};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.semibold};
  white-space: nowrap;
`;

/** Native checkbox exposed as a switch: keyboard and form semantics come for free. */
const Switch = styled.input`
  appearance: none;
  position: relative;
  flex: none;
  width: 48px;
  height: 28px;
  margin: 0;
  border: 2px solid ${colors.borderStrong};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;
  &::before {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: ${radii.round};
    background: ${colors.textMuted};
    transition:
      transform 0.15s ease,
      background-color 0.15s ease;
  }
  &:checked {
    border-color: ${colors.primary};
    background: ${colors.primary};
    &::before {
      transform: translateX(20px);
      background: #ffffff;
    }
  }
  ${focusVisible};
`;

/**
 * « Tout refuser » and « Tout accepter » look the same and sit side by side at every width (refusing
 * is as easy as accepting); on phones the actions stay pinned at the bottom of the scrolling dialog.
 */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.lg};
  & > :first-of-type {
    margin-right: auto;
  }
  ${theme.mq.mobile} {
    position: sticky;
    bottom: -${space.lg};
    display: grid;
    grid-template-columns: 1fr 1fr;
    margin: ${space.md} -${space.lg} -${space.lg};
    padding: ${space.md} ${space.lg} ${space.lg};
    border-top: 1px solid ${colors.border};
    background: ${colors.surface};
    & > :first-of-type {
      grid-column: 1 / -1;
      order: 1;
      margin-right: 0;
    }
    & > * {
      padding: 0 ${space.sm};
    }
  }
`;

/**
 * Cookie-consent dialog. Reads the stored choice after hydration and opens by itself when there is
 * none; Escape and the close button only exist once a choice has been made.
 */
export function ConsentDialog() {
  const { consent, open, closeDialog, save } = useConsent();
  const load = useSetAtom(loadConsentAtom);
  const setConsent = useSetAtom(consentAtom);
  const [analytics, setAnalytics] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const introId = useId();
  const analyticsId = useId();
  const analyticsHelpId = useId();

  useEffect(() => {
    load();
    // Keeps several open tabs in step when the choice changes in one of them.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY) setConsent(readStoredConsent());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [load, setConsent]);

  useEffect(() => {
    if (open) setAnalytics(consent?.analytics ?? false);
  }, [open, consent]);

  const decided = consent !== null;

  return (
    <Modal
      open={open}
      size="wide"
      title={(id) => (
        <TitleRow>
          <ModalTitle id={id} ref={titleRef} tabIndex={-1}>
            {CONSENT_TITLE}
          </ModalTitle>
          {decided && (
            <IconButton type="button" aria-label="Fermer sans modifier mes choix" onClick={closeDialog}>
              <CloseIcon size={22} />
            </IconButton>
          )}
        </TitleRow>
      )}
      describedBy={introId}
      onEscape={decided ? closeDialog : undefined}
      initialFocusRef={titleRef}
    >
      <Intro id={introId}>
        Greffeo dépose des cookies nécessaires à son fonctionnement et, seulement avec votre accord, des cookies de
        mesure d’audience. Vous pouvez changer d’avis à tout moment depuis le lien « Gestion des cookies » en bas de
        chaque page.
      </Intro>
      <Category>
        <CategoryHead>
          <h3>Cookies nécessaires</h3>
          <Badge>Toujours actifs</Badge>
        </CategoryHead>
        <p>
          Indispensables au site : connexion à votre espace personnel, contenu de votre panier, sécurité des paiements
          et mémorisation de vos choix de cookies. Ils ne servent à aucun suivi publicitaire et ne peuvent pas être
          désactivés.
        </p>
      </Category>
      <Category>
        <CategoryHead>
          <label htmlFor={analyticsId}>{"Mesure d'audience"}</label>
          <Switch
            id={analyticsId}
            type="checkbox"
            role="switch"
            checked={analytics}
            aria-describedby={analyticsHelpId}
            onChange={(event) => setAnalytics(event.target.checked)}
          />
        </CategoryHead>
        <p id={analyticsHelpId}>
          Statistiques de fréquentation (pages vues, recherches effectuées) qui nous aident à améliorer le site.
          Désactivée tant que vous ne l’avez pas acceptée.
        </p>
      </Category>
      <Actions>
        <SecondaryButton type="button" onClick={() => save(analytics)}>
          Enregistrer mes choix
        </SecondaryButton>
        <PrimaryButton type="button" onClick={() => save(false)}>
          Tout refuser
        </PrimaryButton>
        <PrimaryButton type="button" onClick={() => save(true)}>
          Tout accepter
        </PrimaryButton>
      </Actions>
    </Modal>
  );
}
