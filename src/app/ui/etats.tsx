import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { theme } from '../../theme';
import { PrimaryButton, SecondaryButton } from '../../components/shell/ui';
import { CadreEtat } from '../../components/ui/etats';

export { Fort } from '../../components/ui/etats';

const { colors } = theme;

export const Bloc = styled(CadreEtat)`
  p:last-child {
    margin-bottom: 0;
  }
`;

export const BlocErreur = styled(Bloc)`
  border-left-color: ${colors.error};
  background: ${colors.errorSoft};
`;

export const BlocSucces = styled(Bloc)`
  border-left-color: ${colors.success};
  background: ${colors.successSoft};
`;

export const BlocAvertissement = styled(Bloc)`
  border-left-color: ${colors.warning};
  background: ${colors.warningSoft};
`;

export function Chargement({ texte = 'Chargement…' }: { texte?: string }) {
  return (
    <Bloc role="status">
      <p>{texte}</p>
    </Bloc>
  );
}

export function Erreur({ message, onReessayer }: { message: string; onReessayer?: () => void }) {
  return (
    <BlocErreur role="alert">
      <p>{message}</p>
      {onReessayer ? (
        <PrimaryButton type="button" onClick={onReessayer}>
          Réessayer
        </PrimaryButton>
      ) : null}
    </BlocErreur>
  );
}

export function Vide({ children }: { children: ReactNode }) {
  return <Bloc>{children}</Bloc>;
}

/**
 * The follow-up of a payment waiting for its confirmation: the message in a live region present
 * from the first render (so that each change is announced), green once it succeeded, and
 * « Vérifier à nouveau » when the polling has given up.
 */
export function AnnonceSuivi({
  message,
  succes,
  expire,
  onRelancer,
}: {
  message: string | null | undefined;
  succes: boolean;
  expire: boolean;
  onRelancer: () => void;
}) {
  return (
    <>
      <div role="status" aria-live="polite">
        {message ? (
          succes ? (
            <BlocSucces>
              <p>{message}</p>
            </BlocSucces>
          ) : (
            <Bloc>
              <p>{message}</p>
            </Bloc>
          )
        ) : null}
      </div>
      {expire ? (
        <p>
          <SecondaryButton type="button" onClick={onRelancer}>
            Vérifier à nouveau
          </SecondaryButton>
        </p>
      ) : null}
    </>
  );
}
