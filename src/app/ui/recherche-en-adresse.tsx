/**
 * A search whose criteria live in the address (so it can be shared and « Précédent » returns to
 * the previous one): the search under way, a new one, a change of page that moves the focus to
 * the results once they arrive, and the zone where they load.
 */
import styled from '@emotion/styled';
import { navigate } from 'gatsby';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ErreurApi } from '../../lib/api/erreurs';
import { theme } from '../../theme';
import { Erreur } from './etats';

const { colors, space, radii } = theme;

export interface Recherche<C> {
  criteres: C;
  page: number;
}

/** `adresse` writes the criteria (and the page, after the first) in the address. */
export function useRechercheEnAdresse<C>(adresse: (criteres: C, page?: number) => string) {
  const [recherche, setRecherche] = useState<Recherche<C> | null>(null);
  const titreResultats = useRef<HTMLHeadingElement>(null);
  const [focusResultats, setFocusResultats] = useState(false);

  /** A new search, from its first page: a new history entry, « Précédent » comes back to the previous one. */
  const lancer = (criteres: C) => {
    setRecherche({ criteres, page: 1 });
    void navigate(adresse(criteres), { state: { conserverDefilement: true } });
  };

  /** Another page of the search: the focus goes to the results' heading once they are there. */
  const allerALaPage = (page: number) => {
    if (!recherche) return;
    setRecherche({ criteres: recherche.criteres, page });
    setFocusResultats(true);
    void navigate(adresse(recherche.criteres, page), { state: { conserverDefilement: true } });
  };

  return { recherche, setRecherche, lancer, allerALaPage, titreResultats, focusResultats, setFocusResultats };
}

/** Moves the focus to the results' heading when a page asked for it and its results are there. */
export function useFocusResultats(
  {
    titreResultats,
    focusResultats,
    setFocusResultats,
  }: Pick<ReturnType<typeof useRechercheEnAdresse>, 'titreResultats' | 'focusResultats' | 'setFocusResultats'>,
  arrives: boolean,
) {
  useEffect(() => {
    if (focusResultats && arrives) {
      titreResultats.current?.focus();
      setFocusResultats(false);
    }
  }, [focusResultats, arrives, titreResultats, setFocusResultats]);
}

/** Room kept for the results while they load, so that nothing below jumps when they arrive. */
const Zone = styled.div<{ reserve: boolean }>`
  min-height: ${({ reserve }) => (reserve ? '24rem' : '0')};
`;

const Squelette = styled.div<{ hauteur: string }>`
  display: grid;
  gap: ${space.md};
  div {
    height: ${({ hauteur }) => hauteur};
    border-radius: ${radii.md};
    background: ${colors.surfaceAlt};
    border: 1px solid ${colors.border};
  }
`;

interface ZoneProps {
  /** True once a search is under way: room is kept for its results. */
  reserve: boolean;
  /** The search's request: loading, failed (`error`), and sent again by « Réessayer ». */
  resultat: { isLoading: boolean; error?: unknown; mutate(): Promise<unknown> };
  /** True when the failure is a refusal of the criteria, shown on the fields rather than here. */
  refuse: boolean;
  /** Announced while loading (« Recherche dans le registre… »). */
  texteChargement: string;
  /** The height of each placeholder card while loading. */
  hauteurSquelette: string;
  /** Said on a failure; a 429 says its own message. */
  messageIndisponible: string;
  /** The id of the results' heading, which names their section. */
  idTitre: string;
  /** The results, once there (null before). */
  children: ReactNode;
}

/** Where the results go: announced and sketched while loading, the failure with « Réessayer », then them. */
export function ZoneResultats({
  reserve,
  resultat,
  refuse,
  texteChargement,
  hauteurSquelette,
  messageIndisponible,
  idTitre,
  children,
}: ZoneProps) {
  const chargement = resultat.isLoading;
  const panne = refuse ? null : resultat.error;
  const trop = panne instanceof ErreurApi && panne.status === 429;
  return (
    <Zone reserve={reserve} aria-busy={chargement || undefined}>
      <div role="status" aria-live="polite">
        {chargement ? <p>{texteChargement}</p> : null}
      </div>
      {chargement ? (
        <Squelette hauteur={hauteurSquelette} aria-hidden="true">
          <div />
          <div />
        </Squelette>
      ) : null}
      {panne ? (
        <Erreur
          message={trop ? (panne.message ?? messageIndisponible) : messageIndisponible}
          onReessayer={() => void resultat.mutate()}
        />
      ) : null}
      {children ? <section aria-labelledby={idTitre}>{children}</section> : null}
    </Zone>
  );
}
