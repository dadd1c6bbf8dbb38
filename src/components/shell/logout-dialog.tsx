import styled from '@emotion/styled';
import { useId, useRef, type RefObject } from 'react';
import { theme } from '../../theme';
import { Modal, ModalActions, ModalTitle } from './modal';
import { PrimaryButton, SecondaryButton } from './ui';

export const LOGOUT_QUESTION = 'Êtes-vous sûr de vouloir vous déconnecter?';

const Question = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.md};
`;

export interface LogoutDialogProps {
  open: boolean;
  /** « Non, annuler », Escape. */
  onCancel(): void;
  /** « Oui, continuer ». */
  onConfirm(): void;
  /** Where focus goes back when the dialog closes (the avatar button). */
  returnFocusRef?: RefObject<HTMLElement>;
}

/** Logout confirmation (SPEC §2). Focus starts on « Non, annuler », the harmless choice. */
export function LogoutDialog({ open, onCancel, onConfirm, returnFocusRef }: LogoutDialogProps) {
  const questionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={(id) => <ModalTitle id={id}>Déconnexion</ModalTitle>}
      describedBy={questionId}
      onEscape={onCancel}
      initialFocusRef={cancelRef}
      returnFocusRef={returnFocusRef}
    >
      <Question id={questionId}>{LOGOUT_QUESTION}</Question>
      <ModalActions>
        <SecondaryButton ref={cancelRef} type="button" onClick={onCancel}>
          Non, annuler
        </SecondaryButton>
        <PrimaryButton type="button" onClick={onConfirm}>
          Oui, continuer
        </PrimaryButton>
      </ModalActions>
    </Modal>
  );
}
