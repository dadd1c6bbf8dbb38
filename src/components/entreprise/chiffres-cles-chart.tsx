import styled from '@emotion/styled';
import { formatMontant } from '../../lib/registre/format';
import type { Exercice } from '@portail/contrat/entreprises';
import { theme } from '../../theme';

const W = 400;
const H = 220;
const HAUT = 12;
const BAS = 30;
const BARRE_MAX = 36;

const couleurs = { ca: theme.colors.primary, benefice: theme.colors.success, perte: theme.colors.error };

const Figure = styled.figure`
  margin: 0 0 ${theme.space.lg};
  svg {
    display: block;
    width: 100%;
    max-width: 480px;
    height: auto;
  }
`;

const Legende = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.lg};
  list-style: none;
  margin: ${theme.space.xs} 0 0;
  padding: 0;
  font-size: ${theme.fontSizes.sm};
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
  }
`;

const Pastille = styled.span<{ couleur: string }>`
  display: inline-block;
  width: 0.875rem;
  height: 0.875rem;
  border-radius: 2px;
  background: ${({ couleur }) => couleur};
`;

const annee = (exercice: Exercice) => exercice.date_cloture.slice(0, 4);

/** What the chart shows, in words: its accessible name. */
export function resumeGraphique(exercices: Exercice[]): string {
  const parts = exercices.map((e) => {
    if (e.confidentiel) return `${annee(e)} : comptes confidentiels`;
    const ca = e.chiffre_affaires === null ? 'non publié' : formatMontant(e.chiffre_affaires);
    const resultat = e.resultat === null ? 'non publié' : formatMontant(e.resultat);
    return `${annee(e)} : chiffre d’affaires ${ca}, résultat ${resultat}`;
  });
  return `Graphique du chiffre d’affaires et du résultat par exercice. ${parts.join(' ; ')}.`;
}

/**
 * Bars of turnover and result per financial year, oldest on the left, drawn on the server as
 * plain SVG (no chart library, nothing to run in the browser). A loss goes below the axis.
 */
export function ChiffresClesChart({ exercices }: { exercices: Exercice[] }) {
  const ordre = [...exercices].sort((a, b) => a.date_cloture.localeCompare(b.date_cloture));
  const valeurs = ordre.flatMap((e) => (e.confidentiel ? [] : [e.chiffre_affaires ?? 0, e.resultat ?? 0]));
  const maxPos = Math.max(0, ...valeurs);
  const maxNeg = Math.max(0, ...valeurs.map((v) => -v));
  if (ordre.length === 0 || maxPos + maxNeg === 0) return null;

  const hauteur = H - HAUT - BAS;
  const echelle = hauteur / (maxPos + maxNeg);
  const zero = HAUT + maxPos * echelle;
  const colonne = W / ordre.length;
  const barre = Math.min(BARRE_MAX, colonne * 0.3);
  const rect = (x: number, valeur: number | null, couleur: string) => {
    if (!valeur) return null;
    const h = Math.max(1, Math.abs(valeur) * echelle);
    return <rect x={x} y={valeur > 0 ? zero - h : zero} width={barre} height={h} fill={couleur} />;
  };
  const pertes = ordre.some((e) => !e.confidentiel && (e.resultat ?? 0) < 0);

  return (
    <Figure>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={resumeGraphique(ordre)} focusable="false">
        {ordre.map((e, index) => {
          const centre = colonne * index + colonne / 2;
          const resultat = e.resultat ?? 0;
          return (
            <g key={e.date_cloture}>
              {e.confidentiel ? (
                <text
                  x={centre}
                  y={Math.max(zero - 6, HAUT + 12)}
                  textAnchor="middle"
                  fontSize="13"
                  fill={theme.colors.textMuted}
                >
                  Confidentiel
                </text>
              ) : (
                <>
                  {rect(centre - barre - 2, e.chiffre_affaires, couleurs.ca)}
                  {rect(centre + 2, e.resultat, resultat < 0 ? couleurs.perte : couleurs.benefice)}
                </>
              )}
              <text x={centre} y={H - 8} textAnchor="middle" fontSize="15" fill={theme.colors.text}>
                {annee(e)}
              </text>
            </g>
          );
        })}
        <line x1={0} x2={W} y1={zero} y2={zero} stroke={theme.colors.borderStrong} strokeWidth={1.5} />
      </svg>
      <Legende aria-hidden="true">
        <li>
          <Pastille couleur={couleurs.ca} /> Chiffre d’affaires
        </li>
        <li>
          <Pastille couleur={couleurs.benefice} /> Résultat (bénéfice)
        </li>
        {pertes ? (
          <li>
            <Pastille couleur={couleurs.perte} /> Résultat (perte, sous l’axe)
          </li>
        ) : null}
      </Legende>
    </Figure>
  );
}
