import styled from '@emotion/styled';
import { useEffect, useRef, type ReactNode } from 'react';
import { pageMaxAccessible, TAILLES_PAGE } from '../../lib/recherche/constantes';
import type { Correction } from '@portail/contrat/recherche';
import type { EtatRecherche } from '../../lib/recherche/use-recherche';
import { pageCount } from '../../lib/registre/paths';
import { mq, theme } from '../../theme';
import { Pagination } from '../registre/pagination';
import { BoutonLien } from './boutons';
import { ChampSelection } from './champs';
import { Chargement, ErreurRecherche, SansCritere } from './etats';
import { SqueletteResultats } from './squelette';
import { ETAT_NAVIGATION_INTERNE } from './use-recherche-adresse';
import { NBSP, pageSur, texteCorrections, totalResultats } from './textes';

const { colors, space, fontSizes, fontWeights } = theme;

/**
 * At least a screen high beside the filters, whatever the answer: the footer stays below the fold
 * while the first results load and after they arrive, however few. On phones the results come
 * after the filters, already below the fold.
 */
const Section = styled.section`
  min-width: 0;
  ${mq.aboveMobile} {
    min-height: 100vh;
  }
`;

const Titre = styled.h2`
  margin: 0 0 ${space.xs};
  font-size: ${fontSizes.xl};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 4px;
  }
`;

const SousTitre = styled.span`
  display: block;
  color: ${colors.textMuted};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.regular};
`;

const Barre = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space.sm};
  margin: 0 0 ${space.md};
  select {
    width: auto;
    min-width: 6rem;
  }
`;

const Approche = styled.p`
  margin: 0;
  padding: ${space.xs} ${space.sm};
  border-left: 4px solid ${colors.warning};
  background: ${colors.warningSoft};
  color: ${colors.text};
`;

const Liste = styled.ol`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface PageDeResultats<T> {
  total: number;
  total_exact: boolean;
  corrections: Correction[];
  resultats: T[];
}

export interface SectionResultatsProps<T> {
  /** Prefix of the ids (heading, page-size field). */
  id: string;
  etat: EtatRecherche<PageDeResultats<T>>;
  /** The address is not read yet (static HTML, hydration): the results' place is kept, empty. */
  attente?: boolean;
  /** Said above the results of an answer (the place of the search). */
  annonce?: ReactNode;
  /** Why no search is sent (nothing to search yet), or null. */
  sansRequete: string | null;
  page: number;
  pageSize: number;
  cle(resultat: T): string;
  rendu(resultat: T): ReactNode;
  /** What to show for an empty answer. */
  vide: ReactNode;
  /** Address of another page of these results (the pagination links). */
  adressePage(page: number): string;
  onPage(page: number): void;
  onTaillePage(taille: number): void;
}

/**
 * Pages to offer. Beyond an exact total the service only says "more than": the next page is
 * offered as long as this one is full, within the 10 000 results the service can reach.
 */
export function nombreDePages(
  reponse: { total: number; total_exact: boolean; resultats: readonly unknown[] },
  page: number,
  pageSize: number,
): number {
  const connues = pageCount(reponse.total, pageSize);
  const pages = reponse.total_exact
    ? connues
    : Math.max(connues, page + (reponse.resultats.length >= pageSize ? 1 : 0));
  return Math.min(pages, pageMaxAccessible(pageSize));
}

/**
 * The results of one tab: a heading with the total (focused after a page change, so keyboard and
 * screen-reader users start reading the new page), typo corrections, the list, paging and page size.
 */
export function SectionResultats<T>({
  id,
  etat,
  attente = false,
  annonce = null,
  sansRequete,
  page,
  pageSize,
  cle,
  rendu,
  vide,
  adressePage,
  onPage,
  onTaillePage,
}: SectionResultatsProps<T>) {
  const titreRef = useRef<HTMLHeadingElement>(null);
  const focusDemande = useRef(false);
  const { reponse } = etat;

  useEffect(() => {
    if (!focusDemande.current) return;
    focusDemande.current = false;
    titreRef.current?.focus();
  }, [page]);

  const pages = reponse ? nombreDePages(reponse, page, pageSize) : 1;
  const titreId = `${id}-titre`;
  const vers = (cible: number) => {
    focusDemande.current = true;
    onPage(cible);
  };

  let titre = 'Résultats';
  let contenu: ReactNode;
  // The heading keeps the line « page 1 sur 12 » will take: the answer does not push the list down.
  let enCours = false;
  if (attente) {
    enCours = true;
    titre = 'Recherche en cours…';
    contenu = <SqueletteResultats texte="Chargement des résultats…" />;
  } else if (sansRequete) {
    contenu = <SansCritere texte={sansRequete} />;
  } else if (etat.erreur && !etat.chargement) {
    titre = 'Recherche impossible';
    contenu = <ErreurRecherche erreur={etat.erreur} onReessayer={etat.reessayer} />;
  } else if (!reponse) {
    enCours = true;
    titre = 'Recherche en cours…';
    contenu = <SqueletteResultats texte="Chargement des résultats…" />;
  } else {
    titre = totalResultats(reponse.total, reponse.total_exact);
    const corrections = texteCorrections(reponse.corrections);
    const tailles = [...new Set<number>([...TAILLES_PAGE, pageSize])].sort((a, b) => a - b);
    const chargement = etat.chargement ? <Chargement texte="Chargement des résultats…" /> : null;
    contenu =
      reponse.total === 0 ? (
        <>
          {annonce}
          {chargement}
          {vide}
        </>
      ) : (
        <>
          {annonce}
          <Barre>
            {corrections ? <Approche>{corrections}</Approche> : <span />}
            <ChampSelection
              id={`${id}-taille`}
              label="Résultats par page"
              value={String(pageSize)}
              onChange={(valeur) => onTaillePage(Number(valeur))}
              options={tailles.map((taille) => ({ value: String(taille), label: String(taille) }))}
            />
          </Barre>
          {chargement}
          {reponse.resultats.length > 0 ? (
            <Liste aria-labelledby={titreId} aria-busy={etat.chargement || undefined}>
              {reponse.resultats.map((resultat) => (
                <li key={cle(resultat)}>{rendu(resultat)}</li>
              ))}
            </Liste>
          ) : (
            <SansCritere texte={`La page ${page} n’existe pas pour cette recherche.`}>
              <BoutonLien type="button" onClick={() => vers(pages)}>
                Aller à la dernière page
              </BoutonLien>
            </SansCritere>
          )}
          <Pagination
            page={page}
            pageCount={pages}
            href={adressePage}
            label="Pages de résultats"
            replace
            state={ETAT_NAVIGATION_INTERNE}
            onNavigate={() => {
              focusDemande.current = true;
            }}
          />
        </>
      );
  }

  return (
    <Section aria-labelledby={titreId}>
      <Titre id={titreId} ref={titreRef} tabIndex={-1}>
        {titre}
        {enCours ? <SousTitre aria-hidden="true">{NBSP}</SousTitre> : null}
        {reponse && !attente && !sansRequete && reponse.total > 0 && !(etat.erreur && !etat.chargement) ? (
          <SousTitre>{pageSur(page, pages)}</SousTitre>
        ) : null}
      </Titre>
      {contenu}
    </Section>
  );
}
