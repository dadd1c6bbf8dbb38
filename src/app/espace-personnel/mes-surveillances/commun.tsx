/** Pieces shared by the surveillance screens and the « Surveiller » dialogs: domains, folder, messages. */
import styled from '@emotion/styled';
import { useId, useRef, type ReactNode } from 'react';
import { Modal, ModalActions, ModalTitle } from '../../../components/shell/modal';
import { PrimaryButton, SecondaryButton } from '../../../components/shell/ui';
import { Aide, apparenceSaisie, cadreGroupe, MessageErreur } from '../../../components/ui/champs';
import type { DomaineSurveillance, GroupeFavoris } from '../../../lib/api/surveillances';
import { theme } from '../../../theme';
import { DOMAINES } from './libelles';

const { colors, space, fontWeights } = theme;

export const Cases = styled.fieldset`
  ${cadreGroupe};
  legend {
    font-weight: ${fontWeights.semibold};
  }
  label {
    display: flex;
    gap: ${space.xs};
    align-items: flex-start;
    min-height: 44px;
    padding-top: ${space.xxs};
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.125rem;
    flex: none;
  }
  span span {
    display: block;
    color: ${colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

export const Liste = styled.select`
  ${apparenceSaisie};
  padding: ${space.xs} ${space.sm};
`;

export const Etiquette = styled.label`
  display: block;
  margin-bottom: ${space.xxs};
  font-weight: ${fontWeights.semibold};
`;

/**
 * The domains (SPEC §9 groups) as checkboxes, `choisis` checked; `possibles` limits them (a person
 * watch takes RCS_BILAN_ACTES only). `erreur` is read with the group.
 */
export function ChoixDomaines({
  id,
  legende,
  choisis,
  possibles,
  onChange,
  erreur,
}: {
  id: string;
  legende: ReactNode;
  choisis: DomaineSurveillance[];
  possibles?: DomaineSurveillance[];
  onChange(domaines: DomaineSurveillance[]): void;
  erreur?: string | null;
}) {
  const offerts = DOMAINES.filter((d) => !possibles || possibles.includes(d.code));
  const basculer = (code: DomaineSurveillance, coche: boolean) =>
    onChange(DOMAINES.map((d) => d.code).filter((c) => (c === code ? coche : choisis.includes(c))));
  return (
    <Cases aria-describedby={erreur ? `${id}-erreur` : undefined} aria-invalid={erreur ? true : undefined}>
      <legend>{legende}</legend>
      {offerts.map((d) => (
        <label key={d.code}>
          <input
            type="checkbox"
            name={id}
            value={d.code}
            checked={choisis.includes(d.code)}
            disabled={offerts.length === 1}
            onChange={(e) => basculer(d.code, e.target.checked)}
          />
          <span>
            {d.libelle}
            <span>{d.detail}</span>
          </span>
        </label>
      ))}
      {offerts.length === 1 ? <Aide>Une personne se surveille sur ses nominations et ses départs.</Aide> : null}
      {erreur ? <MessageErreur id={`${id}-erreur`}>{erreur}</MessageErreur> : null}
    </Cases>
  );
}

/** The folder of a watch: « Sans groupe » (null) or one of the account's folders. */
export function ChoixGroupe({
  id,
  label,
  groupes,
  valeur,
  onChange,
}: {
  id: string;
  label: ReactNode;
  groupes: GroupeFavoris[];
  valeur: number | null;
  onChange(groupe: number | null): void;
}) {
  return (
    <div>
      <Etiquette htmlFor={id}>{label}</Etiquette>
      <Liste
        id={id}
        value={valeur === null ? '' : String(valeur)}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">Sans groupe</option>
        {groupes.map((g) => (
          <option key={g.id} value={g.id}>
            {g.libelle}
          </option>
        ))}
      </Liste>
    </div>
  );
}

/** Message of the last action: success read politely, failure as an alert. */
export interface Annonce {
  type: 'succes' | 'erreur';
  texte: string;
}

const TexteAnnonce = styled.p<{ erreur: boolean }>`
  margin: ${space.sm} 0;
  font-weight: ${fontWeights.semibold};
  color: ${({ erreur }) => (erreur ? colors.error : colors.success)};
`;

/** Always in the page (live regions must exist before their text arrives). */
export function ZoneAnnonce({ annonce }: { annonce: Annonce | null }) {
  return (
    <>
      <div role="status">
        {annonce?.type === 'succes' ? <TexteAnnonce erreur={false}>{annonce.texte}</TexteAnnonce> : null}
      </div>
      <div role="alert">{annonce?.type === 'erreur' ? <TexteAnnonce erreur>{annonce.texte}</TexteAnnonce> : null}</div>
    </>
  );
}

/** A question that needs a yes (ending a watch, deleting a folder); focus starts on « Annuler ». */
export function Confirmation({
  ouverte,
  titre,
  question,
  confirmer,
  onAnnuler,
  onConfirmer,
}: {
  ouverte: boolean;
  titre: string;
  question: ReactNode;
  confirmer: string;
  onAnnuler(): void;
  onConfirmer(): void;
}) {
  const questionId = useId();
  const annuler = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={ouverte}
      role="alertdialog"
      title={(id) => <ModalTitle id={id}>{titre}</ModalTitle>}
      describedBy={questionId}
      onEscape={onAnnuler}
      initialFocusRef={annuler}
    >
      <p id={questionId}>{question}</p>
      <ModalActions>
        <SecondaryButton ref={annuler} type="button" onClick={onAnnuler}>
          Annuler
        </SecondaryButton>
        <PrimaryButton type="button" onClick={onConfirmer}>
          {confirmer}
        </PrimaryButton>
      </ModalActions>
    </Modal>
  );
}
