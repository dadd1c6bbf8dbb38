/**
 * The « Alertes » section of Mes surveillances (issue 18 §2 « Alerts »; services README
 * surveillance/alertes): how the user hears of the account's new révélations by e-mail, and the
 * account's webhook. Reachable as `#alertes` (the link of the unsubscribe page).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PrimaryButton } from '../../../components/shell/ui';
import { MODES_ALERTE, alertes, type ModeAlerte } from '../../../lib/api/alertes';
import { messageDErreur, messageDuChamp } from '../../../lib/api/erreurs';
import { usePreferencesAlertes } from '../../../lib/api/use-alertes';
import { Chargement, Erreur } from '../../ui/etats';
import { Actions } from '../../ui/formulaire';
import { Section } from '../mise-en-page';
import { Cases, ZoneAnnonce, type Annonce } from './commun';
import { SectionWebhook } from './webhook';

export const ID_ALERTES = 'alertes';

/** The modes as the user reads them, in the order of the contract's list written in the client. */
export const MODES: Record<ModeAlerte, { libelle: string; detail: string; confirmation: string }> = {
  IMMEDIATE: {
    libelle: 'À chaque révélation',
    detail: 'Un courriel dès qu’une entreprise surveillée a un nouvel événement.',
    confirmation: 'Vous recevrez un courriel à chaque nouvelle révélation.',
  },
  QUOTIDIENNE: {
    libelle: 'Un récapitulatif par jour',
    detail: 'Un seul courriel en fin de journée, les jours où il y a du nouveau (choix par défaut).',
    confirmation: 'Vous recevrez un récapitulatif par jour, les jours où il y a de nouvelles révélations.',
  },
  AUCUNE: {
    libelle: 'Aucune alerte par courriel',
    detail: 'Vos révélations restent consultables dans votre espace personnel.',
    confirmation: 'Vous ne recevrez plus d’alertes par courriel ; vos révélations restent consultables ici.',
  },
};

/** The radio group of the e-mail mode, saved with a confirmation read politely. */
function ModeCourriel({ idCompte }: { idCompte: number }) {
  const preferences = usePreferencesAlertes(idCompte);
  const [choix, setChoix] = useState<ModeAlerte | null>(null);
  const [annonce, setAnnonce] = useState<Annonce | null>(null);
  const [envoi, setEnvoi] = useState(false);
  const actuel = preferences.data?.mode ?? null;
  const mode = choix ?? actuel;

  const enregistrer = async (event: FormEvent) => {
    event.preventDefault();
    if (!mode || envoi) return;
    setEnvoi(true);
    setAnnonce(null);
    try {
      const nouvelles = await alertes.choisirMode(idCompte, mode);
      await preferences.mutate(nouvelles, { revalidate: false });
      setChoix(null);
      setAnnonce({ type: 'succes', texte: `Votre choix est enregistré. ${MODES[nouvelles.mode].confirmation}` });
    } catch (e) {
      const texte = messageDuChamp(e, 'mode') ?? messageDErreur(e);
      setAnnonce({ type: 'erreur', texte: `Votre choix n’a pas pu être enregistré : ${texte}` });
    } finally {
      setEnvoi(false);
    }
  };

  if (preferences.error)
    return (
      <Erreur
        message="Vos préférences d’alerte n’ont pas pu être chargées."
        onReessayer={() => void preferences.mutate()}
      />
    );
  if (!preferences.data) return <Chargement texte="Chargement de vos préférences d’alerte…" />;
  return (
    <form noValidate onSubmit={(e) => void enregistrer(e)}>
      <Cases>
        <legend>Recevoir les alertes par courriel</legend>
        {MODES_ALERTE.map((code) => (
          <label key={code}>
            <input
              type="radio"
              name="mode-alerte"
              value={code}
              checked={mode === code}
              onChange={() => setChoix(code)}
            />
            <span>
              {MODES[code].libelle}
              <span>{MODES[code].detail}</span>
            </span>
          </label>
        ))}
      </Cases>
      <p>
        Ce choix vaut pour vous seul, pour ce compte client. Chaque courriel contient un lien pour ne plus les recevoir.
      </p>
      <Actions>
        <PrimaryButton type="submit" disabled={envoi}>
          Enregistrer le mode d’alerte
        </PrimaryButton>
      </Actions>
      <ZoneAnnonce annonce={annonce} />
    </form>
  );
}

/** The section: the e-mail mode for the user, then the account's webhook. */
export function SectionAlertes({ idCompte }: { idCompte: number }) {
  const section = useRef<HTMLElement>(null);
  // A client-only page: the browser looked for #alertes before the section existed.
  useEffect(() => {
    if (window.location.hash === `#${ID_ALERTES}`) section.current?.scrollIntoView?.();
  }, []);
  return (
    <Section id={ID_ALERTES} ref={section} aria-labelledby="titre-alertes">
      <h2 id="titre-alertes">Alertes</h2>
      <h3>Par courriel</h3>
      <ModeCourriel idCompte={idCompte} />
      <SectionWebhook idCompte={idCompte} />
    </Section>
  );
}
