import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { RechercheRefusee } from '../../lib/api/erreurs';
import { theme } from '../../theme';
import { errorScreenMessage } from '../shell/error-screen';
import { PrimaryButton } from '../shell/ui';
import { CadreEtat, Fort as Titre } from '../ui/etats';
import { NBSP, raisonsDuRefus } from './textes';

const { colors, space } = theme;

const Bloc = styled(CadreEtat)`
  ul {
    margin: ${space.xs} 0 0;
    padding-left: ${space.lg};
  }
  li {
    margin-bottom: ${space.xxs};
  }
`;

const BlocErreur = styled(Bloc)`
  border-left-color: ${colors.error};
  background: ${colors.errorSoft};
`;

/** Shown while the first answer of a search is on its way (later pages keep the previous one shown). */
export function Chargement({ texte = 'Recherche en cours…' }: { texte?: string }) {
  return (
    <Bloc role="status">
      <p>{texte}</p>
    </Bloc>
  );
}

/**
 * A refused search (400) gives the service's reasons in French; an outage gives the spec's error
 * message (SPEC §8) with « Réessayer ».
 */
export function ErreurRecherche({ erreur, onReessayer }: { erreur: Error; onReessayer(): void }) {
  if (erreur instanceof RechercheRefusee) {
    const raisons = raisonsDuRefus(erreur);
    return (
      <BlocErreur role="alert">
        <Titre>La recherche n’a pas pu être lancée.</Titre>
        {raisons.length === 1 ? (
          <p>{raisons[0]}</p>
        ) : (
          <ul>
            {raisons.map((raison) => (
              <li key={raison}>{raison}</li>
            ))}
          </ul>
        )}
        <p>Corrigez les critères puis relancez la recherche.</p>
      </BlocErreur>
    );
  }
  return (
    <BlocErreur role="alert">
      <Titre>{errorScreenMessage(erreur.message)}</Titre>
      <p>Vous pouvez réessayer dans un instant.</p>
      <PrimaryButton type="button" onClick={onReessayer}>
        Réessayer
      </PrimaryButton>
    </BlocErreur>
  );
}

/** Nothing to search yet (says what to type), or a page beyond the last. */
export function SansCritere({ texte, children }: { texte: string; children?: ReactNode }) {
  return (
    <Bloc>
      <p>{texte}</p>
      {children}
    </Bloc>
  );
}

/** An empty answer: says so, then how to widen the search (each way is a link or a button). */
export function AucunResultat({ texte, pistes }: { texte: string; pistes: ReactNode[] }) {
  return (
    <Bloc>
      <Titre>{texte}</Titre>
      <p>{`Pour élargir la recherche${NBSP}:`}</p>
      <ul>
        {pistes.map((piste, index) => (
          <li key={index}>{piste}</li>
        ))}
      </ul>
    </Bloc>
  );
}
