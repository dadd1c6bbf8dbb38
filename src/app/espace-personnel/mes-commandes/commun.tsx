/** Pieces shared by the orders, invoices and wallet screens: status badge, labels, download button. */
import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { SecondaryButton } from '../../../components/shell/ui';
import { MessageErreur } from '../../../components/ui/champs';
import { messageDErreur } from '../../../lib/api/erreurs';
import type { IntitulesMoyens, StatutCommande } from '../../../lib/api/commandes';
import { enregistrerFichier, type Fichier } from '../../../lib/api/telechargement';
import { formatEntier } from '../../../lib/registre/format';
import { theme } from '../../../theme';

const { colors, space, radii, fontSizes, fontWeights } = theme;

/** The colours of a status: text (and border) and background. */
export interface Teinte {
  couleur: string;
  fond: string;
}

export const TEINTES = {
  attente: { couleur: colors.warning, fond: colors.warningSoft },
  en_cours: { couleur: colors.primary, fond: colors.primarySoft },
  fait: { couleur: colors.success, fond: colors.successSoft },
  clos: { couleur: colors.textMuted, fond: colors.surfaceAlt },
} satisfies Record<string, Teinte>;

const TEINTES_COMMANDE: Record<StatutCommande, Teinte> = {
  A_PAYER: TEINTES.attente,
  PAYEE: TEINTES.en_cours,
  LIVREE: TEINTES.fait,
  ANNULEE: TEINTES.clos,
};

const Badge = styled.span<{ teinte: Teinte }>`
  display: inline-block;
  padding: 0.125rem ${space.xs};
  border: 1px solid currentColor;
  border-radius: ${radii.pill};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  white-space: nowrap;
  color: ${({ teinte }) => teinte.couleur};
  background: ${({ teinte }) => teinte.fond};
`;

/** A status in the service's words, in colour too (never colour alone). */
export function Pastille({ teinte, children }: { teinte: Teinte; children: ReactNode }) {
  return <Badge teinte={teinte}>{children}</Badge>;
}

/** The status in the service's words, in colour too (never colour alone). */
export function StatutBadge({ statut, libelle }: { statut: StatutCommande; libelle: string }) {
  return <Pastille teinte={TEINTES_COMMANDE[statut] ?? TEINTES.clos}>{libelle}</Pastille>;
}

/** The service's label of a payment mean, else its code. */
export const libelleMoyen = (code: string | null, intitules: IntitulesMoyens | undefined) =>
  code ? (intitules?.[code] ?? code) : '—';

/** 123 456 bytes → « 121 ko »; over a megabyte « 1,2 Mo ». */
export function tailleFichier(octets: number): string {
  if (octets >= 1024 * 1024) return `${(octets / (1024 * 1024)).toFixed(1).replace('.', ',')}\u00a0Mo`;
  return `${formatEntier(Math.max(1, Math.round(octets / 1024)))}\u00a0ko`;
}

/** « 1 article », « 3 articles ». */
export const nombreArticles = (n: number) => `${n} ${n > 1 ? 'articles' : 'article'}`;

/** The page number of the address (`?page=`), 1 when absent or not a positive whole number. */
export function lirePage(recherche: URLSearchParams): number {
  const page = Number.parseInt(recherche.get('page') ?? '', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

const Emplacement = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: ${space.xxs};
`;

interface BoutonTelechargementProps {
  /** Unique in the page: the error's id derives from it. */
  id: string;
  children: ReactNode;
  /** Fetches the file with the bearer token. */
  lire(): Promise<Fichier>;
}

/**
 * A file the API gives only with the token: fetched, then saved through an object URL. The button
 * keeps focus while busy (aria-disabled), and a failure is read with it.
 */
export function BoutonTelechargement({ id, children, lire }: BoutonTelechargementProps) {
  const [occupe, setOccupe] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);
  const erreurId = `${id}-erreur`;
  const telecharger = async () => {
    if (occupe) return;
    setOccupe(true);
    setErreur(null);
    try {
      enregistrerFichier(await lire());
    } catch (e) {
      setErreur(`Le téléchargement a échoué : ${messageDErreur(e)}`);
    } finally {
      setOccupe(false);
    }
  };
  return (
    <Emplacement>
      <SecondaryButton
        type="button"
        id={id}
        aria-disabled={occupe || undefined}
        aria-busy={occupe || undefined}
        aria-describedby={erreur ? erreurId : undefined}
        onClick={() => void telecharger()}
      >
        {children}
      </SecondaryButton>
      {erreur ? (
        <MessageErreur id={erreurId} role="alert">
          {erreur}
        </MessageErreur>
      ) : null}
    </Emplacement>
  );
}
