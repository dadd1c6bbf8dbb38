import type { AffaireResume, EtatAffaire } from '@portail/contrat/affaires';
import { theme } from '../../theme';
import { BadgeEtat, type Teinte } from '../ui/resultats';

const { colors } = theme;

const TEINTES: Record<EtatAffaire, Teinte> = {
  EN_COURS: { texte: colors.primary, fond: colors.primarySoft },
  JUGEE: { texte: colors.success, fond: colors.successSoft },
  RADIEE: { texte: colors.warning, fond: colors.warningSoft },
  CLOSE: { texte: colors.textMuted, fond: colors.surfaceAlt },
};

/** The state of a case in words (the service's) and colour, never colour alone. */
export function EtatAffaireBadge({ etat }: { etat: AffaireResume['etat'] }) {
  return <BadgeEtat teinte={TEINTES[etat.code]}>{etat.libelle}</BadgeEtat>;
}
