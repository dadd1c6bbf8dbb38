/**
 * The account's webhook (services README surveillance/alertes « Webhook »): register or change its
 * https address, its secret shown once after creation (copy button, how the signature is made),
 * delete it after a confirmation, and its last deliveries.
 */
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { PrimaryButton, SecondaryButton } from '../../../components/shell/ui';
import { ChampSaisie } from '../../../components/ui/champs';
import { webhooks } from '../../../lib/api/alertes';
import { messageDErreur, messageDuChamp } from '../../../lib/api/erreurs';
import { useWebhook } from '../../../lib/api/use-alertes';
import { formatDateHeure } from '../../../lib/registre/format';
import { theme } from '../../../theme';
import { BlocAvertissement, Chargement, Erreur } from '../../ui/etats';
import { Actions } from '../../ui/formulaire';
import { Confirmation, ZoneAnnonce, type Annonce } from './commun';
import { ListeLivraisons } from './livraisons';

const { space, fonts, fontSizes } = theme;

const Formulaire = styled.form`
  display: grid;
  gap: ${space.sm};
  max-width: 640px;
  margin-bottom: ${space.md};
  input {
    width: 100%;
    min-height: 44px;
    padding: ${space.xs} ${space.sm};
  }
`;

const Code = styled.code`
  font-family: ${fonts.mono};
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** The secret, once: copy it now or never see it again. */
function SecretUnique({ secret, onFermer }: { secret: string; onFermer(): void }) {
  const [copie, setCopie] = useState<Annonce | null>(null);
  const copier = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopie({ type: 'succes', texte: 'Le secret est copié dans le presse-papiers.' });
    } catch {
      setCopie({ type: 'erreur', texte: 'La copie a échoué : sélectionnez le secret et copiez-le vous-même.' });
    }
  };
  return (
    <BlocAvertissement role="region" aria-labelledby="titre-secret-webhook">
      <h4 id="titre-secret-webhook">Secret de signature du webhook</h4>
      <p>
        <Code>{secret}</Code>
      </p>
      <p>
        <strong>Copiez-le maintenant : il ne sera plus jamais affiché.</strong> Si vous le perdez, supprimez le webhook
        et enregistrez-le de nouveau pour en obtenir un autre.
      </p>
      <Actions>
        <PrimaryButton type="button" onClick={() => void copier()}>
          Copier le secret
        </PrimaryButton>
        <SecondaryButton type="button" onClick={onFermer}>
          J’ai conservé le secret
        </SecondaryButton>
      </Actions>
      <ZoneAnnonce annonce={copie} />
    </BlocAvertissement>
  );
}

/** How a receiver checks that a call comes from Greffeo. */
function ExplicationSignature() {
  return (
    <>
      <p>
        Chaque nouvelle révélation du compte client est envoyée en <Code>POST</Code> (JSON) à cette adresse, avec deux
        en-têtes :
      </p>
      <ul>
        <li>
          <Code>X-Greffeo-Timestamp</Code> : l’heure de l’envoi, en secondes depuis le 1er janvier 1970 ;
        </li>
        <li>
          <Code>X-Greffeo-Signature</Code> : <Code>v1=</Code> suivi de l’empreinte HMAC-SHA256, en hexadécimal, de{' '}
          <Code>« timestamp.corps »</Code> (l’en-tête <Code>X-Greffeo-Timestamp</Code>, un point, puis le corps reçu tel
          quel), calculée avec le secret.
        </li>
      </ul>
      <p>
        Recalculez cette empreinte à la réception et refusez l’appel si elle diffère ou si l’heure est trop ancienne.
        Sans réponse 2xx, l’envoi est retenté jusqu’à 8 fois.
      </p>
    </>
  );
}

/** A service's field fragment (« doit être une adresse https ») as a sentence about the address. */
const phraseAdresse = (fragment: string) => `L’adresse ${fragment.replace(/\.$/, '')}.`;

export function SectionWebhook({ idCompte }: { idCompte: number }) {
  const lecture = useWebhook(idCompte);
  const webhook = lecture.data ?? null;
  const [saisie, setSaisie] = useState<string | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const [annonce, setAnnonce] = useState<Annonce | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [envoi, setEnvoi] = useState(false);
  const [suppression, setSuppression] = useState(false);
  const url = saisie ?? webhook?.url ?? '';

  const enregistrer = async (event: FormEvent) => {
    event.preventDefault();
    if (envoi) return;
    const propre = url.trim();
    if (!propre) {
      setErreur('Indiquez l’adresse https qui recevra les révélations.');
      return;
    }
    setErreur(null);
    setAnnonce(null);
    setEnvoi(true);
    try {
      const resultat = await webhooks.enregistrer(idCompte, propre);
      setSecret(resultat.secret);
      setSaisie(null);
      await lecture.mutate(resultat.webhook, { revalidate: false });
      setAnnonce({
        type: 'succes',
        texte: resultat.secret
          ? `Le webhook est enregistré : les révélations seront envoyées à ${resultat.webhook.url}.`
          : `L’adresse du webhook est changée : les révélations seront envoyées à ${resultat.webhook.url}. Son secret ne change pas.`,
      });
    } catch (e) {
      const champ = messageDuChamp(e, 'url');
      if (champ) setErreur(phraseAdresse(champ));
      else setAnnonce({ type: 'erreur', texte: `Le webhook n’a pas pu être enregistré : ${messageDErreur(e)}` });
    } finally {
      setEnvoi(false);
    }
  };

  const supprimer = async () => {
    setSuppression(false);
    setAnnonce(null);
    try {
      await webhooks.supprimer(idCompte);
      setSecret(null);
      setSaisie(null);
      setErreur(null);
      await lecture.mutate(null, { revalidate: false });
      setAnnonce({ type: 'succes', texte: 'Le webhook est supprimé : plus aucune révélation ne lui sera envoyée.' });
    } catch (e) {
      setAnnonce({ type: 'erreur', texte: `Le webhook n’a pas pu être supprimé : ${messageDErreur(e)}` });
    }
  };

  return (
    <>
      <h3>Webhook</h3>
      <p>
        Recevez aussi les révélations du compte client dans vos propres outils : un webhook par compte client, commun à
        ses utilisateurs.
      </p>
      {lecture.error ? (
        <Erreur message="Le webhook n’a pas pu être chargé." onReessayer={() => void lecture.mutate()} />
      ) : lecture.data === undefined ? (
        <Chargement texte="Chargement du webhook…" />
      ) : (
        <>
          {webhook ? (
            <p>
              Adresse actuelle : <Code>{webhook.url}</Code> (enregistré le {formatDateHeure(webhook.cree_le)}).
            </p>
          ) : (
            <p>Aucun webhook n’est enregistré pour ce compte client.</p>
          )}
          <Formulaire noValidate onSubmit={(e) => void enregistrer(e)}>
            <ChampSaisie
              id="webhook-url"
              label={webhook ? 'Nouvelle adresse du webhook' : 'Adresse du webhook'}
              value={url}
              onChange={setSaisie}
              erreur={erreur}
              aide="Une adresse https, par exemple https://exemple.fr/greffeo/revelations."
              inputMode="url"
              spellCheck={false}
              autoCapitalize="off"
              maxLength={2000}
            />
            <Actions>
              <PrimaryButton type="submit" disabled={envoi}>
                {webhook ? 'Changer l’adresse' : 'Enregistrer le webhook'}
              </PrimaryButton>
              {webhook ? (
                <SecondaryButton type="button" onClick={() => setSuppression(true)}>
                  Supprimer le webhook
                </SecondaryButton>
              ) : null}
            </Actions>
          </Formulaire>
          <ZoneAnnonce annonce={annonce} />
          {secret ? <SecretUnique secret={secret} onFermer={() => setSecret(null)} /> : null}
          {webhook ? (
            <>
              <ExplicationSignature />
              <h4>Dernières livraisons</h4>
              <ListeLivraisons key={webhook.id} idCompte={idCompte} idWebhook={webhook.id} />
            </>
          ) : null}
        </>
      )}
      <Confirmation
        ouverte={suppression}
        titre="Supprimer le webhook"
        question={`Supprimer le webhook ${webhook?.url ?? ''} ? Les révélations ne lui seront plus envoyées et l’historique de ses livraisons sera effacé.`}
        confirmer="Oui, supprimer"
        onAnnuler={() => setSuppression(false)}
        onConfirmer={() => void supprimer()}
      />
    </>
  );
}
