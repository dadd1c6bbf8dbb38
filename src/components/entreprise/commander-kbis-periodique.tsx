import styled from '@emotion/styled';
import { navigate } from 'gatsby';
import { useState, type FormEvent } from 'react';
import { useLogin } from '../../app/session/use-login';
import { messageDErreur, messageDuChamp } from '../../lib/api/erreurs';
import { kbisPeriodiques } from '../../lib/api/kbis-periodiques';
import { pagesCommandes } from '../../lib/api/routes';
import type { FormatDiffusion } from '@portail/contrat/commun/paniers';
import {
  centimesDe,
  DUREE_PAR_DEFAUT,
  dureeAjustee,
  dureesPour,
  envois,
  FREQUENCE_PAR_DEFAUT,
  FREQUENCES,
  formaterCentimes,
  nombreEnvois,
  rythme,
} from '../../lib/kbis-periodique/offre';
import { useAuth, useAuthHydrated } from '../../state/auth';
import { theme } from '../../theme';
import { definitionDeLArticle } from '../documents-aide/aides';
import { DefinitionDocument } from '../documents-aide/definition-document';
import { PrimaryButton } from '../shell/ui';
import { useIsClient } from '../shell/use-is-client';
import { Aide, apparenceSaisie, cadreGroupe, Choix } from '../ui/champs';
import type { TarifsCommande } from './server';

const { colors, space, radii, fontWeights } = theme;

const Cadre = styled.div`
  margin-top: ${space.md};
  padding: ${space.md};
  border-radius: ${radii.sm};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  display: grid;
  gap: ${space.sm};
  form {
    display: grid;
    gap: ${space.sm};
  }
  /* The select's labels and the legend above their field; the radios' labels stay beside theirs. */
  label[for],
  legend {
    display: block;
    margin-bottom: ${space.xxs};
    font-weight: ${fontWeights.semibold};
  }
  select {
    ${apparenceSaisie};
    padding: ${space.xs} ${space.sm};
  }
  fieldset {
    ${cadreGroupe};
  }
`;

const Rangee = styled.div`
  display: grid;
  gap: ${space.sm};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const Montant = styled.p`
  && {
    color: ${colors.text};
    font-weight: ${fontWeights.bold};
  }
`;

const Alerte = styled.p`
  && {
    color: ${colors.error};
    font-weight: ${fontWeights.semibold};
  }
`;

const LIBELLES_FORMAT: Record<FormatDiffusion, string> = {
  ELEC: 'Téléchargement (PDF, aussi envoyé par courriel)',
  COURRIER: 'Courrier',
};

const majuscule = (texte: string) => texte.charAt(0).toUpperCase() + texte.slice(1);

/** TTC price of one issue in the public grid: the periodic article's own, else the Kbis's (README of paniers). */
export const prixParEnvoi = (tarifs: TarifsCommande | null, format: FormatDiffusion) =>
  tarifs?.KBIS_PERIODIQUE?.[format] ?? tarifs?.KBIS?.[format];

/** Issues × price per issue, for display only: the order computes the amount to pay. */
export function totalEstime(prix: string | undefined, nombre: number): string | null {
  const centimes = prix ? centimesDe(prix) : null;
  return centimes === null ? null : formaterCentimes(centimes * nombre);
}

interface Props {
  idEntite: number;
  tarifs: TarifsCommande | null;
}

const ID = 'commander-kbis-periodique';

/** A visitor: a periodic Kbis belongs to a customer account, so sign in first (the popup). */
function PourUnVisiteur({ pret, prix }: { pret: boolean; prix: string | undefined }) {
  const login = useLogin();
  return (
    <>
      {prix ? <Montant>{`${prix}\u00a0€ TTC par envoi, en PDF`}</Montant> : null}
      <p id={`${ID}-compte`}>
        Le Kbis périodique est réservé aux titulaires d’un compte client : ses envois se suivent dans l’espace
        personnel. Connectez-vous pour le commander ; vous pourrez aussi créer votre compte depuis la fenêtre de
        connexion.
      </p>
      <div>
        <PrimaryButton type="button" disabled={!pret} aria-describedby={`${ID}-compte`} onClick={login}>
          Se connecter pour commander
        </PrimaryButton>
      </div>
    </>
  );
}

/**
 * The order form: rhythm, duration (multiples of the rhythm only), format; POST kbis_periodiques
 * makes an order to pay, whose page comes next.
 */
function Formulaire({ idEntite, tarifs }: Props) {
  const [frequence, setFrequence] = useState<number>(FREQUENCE_PAR_DEFAUT);
  const [duree, setDuree] = useState<number>(DUREE_PAR_DEFAUT);
  const [format, setFormat] = useState<FormatDiffusion>('ELEC');
  const [envoi, setEnvoi] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);

  const prix = prixParEnvoi(tarifs, format);
  const nombre = nombreEnvois({ frequence_mois: frequence, duree_mois: duree });
  const total = totalEstime(prix, nombre);

  const commander = async (event: FormEvent) => {
    event.preventDefault();
    if (envoi) return;
    setEnvoi(true);
    setErreur(null);
    try {
      const commande = await kbisPeriodiques.commander({
        id_entite: idEntite,
        format_diffusion: format,
        quantite: 1,
        frequence_mois: frequence,
        duree_mois: duree,
      });
      // The order is paid on its page, like any other.
      void navigate(pagesCommandes.commande(commande.reference_commande, commande.jour_commande));
    } catch (e) {
      const entite = messageDuChamp(e, 'id_entite');
      setErreur(`La commande n’a pas pu être passée : ${entite ? `cette entreprise ${entite}.` : messageDErreur(e)}`);
      setEnvoi(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void commander(e)} aria-labelledby={ID}>
      <Rangee>
        <div>
          <label htmlFor={`${ID}-frequence`}>Fréquence</label>
          <select
            id={`${ID}-frequence`}
            value={frequence}
            onChange={(e) => {
              const f = Number(e.target.value);
              setFrequence(f);
              setDuree((d) => dureeAjustee(f, d));
            }}
          >
            {FREQUENCES.map((f) => (
              <option key={f} value={f}>
                {majuscule(rythme(f))}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ID}-duree`}>Durée</label>
          <select id={`${ID}-duree`} value={duree} onChange={(e) => setDuree(Number(e.target.value))}>
            {dureesPour(frequence).map((d) => (
              <option key={d} value={d}>
                {d} mois
              </option>
            ))}
          </select>
        </div>
      </Rangee>
      <fieldset aria-describedby={`${ID}-format-aide`}>
        <legend>Format</legend>
        <Choix>
          {(['ELEC', 'COURRIER'] as const).map((f) => (
            <label key={f}>
              <input
                type="radio"
                name={`${ID}-format`}
                value={f}
                checked={format === f}
                onChange={() => setFormat(f)}
              />
              {LIBELLES_FORMAT[f]}
            </label>
          ))}
        </Choix>
        <Aide id={`${ID}-format-aide`}>
          Par courrier, les envois partent à l’adresse de facturation de votre compte client ; vous pourrez la changer
          dans votre espace personnel.
        </Aide>
      </fieldset>
      <div aria-live="polite">
        <Montant>{prix ? `Prix par envoi : ${prix}\u00a0€ TTC` : 'Prix par envoi indiqué sur la commande'}</Montant>
        {total ? (
          <p>{`Total estimé : ${total}\u00a0€ TTC pour ${envois(nombre)} ${rythme(frequence)} pendant ${duree} mois.`}</p>
        ) : (
          <p>{`${majuscule(envois(nombre))} ${rythme(frequence)} pendant ${duree} mois.`}</p>
        )}
        <Aide>Estimation : le montant exact est calculé à la commande et affiché avant le paiement.</Aide>
      </div>
      {erreur ? <Alerte role="alert">{erreur}</Alerte> : null}
      <div>
        <PrimaryButton type="submit" disabled={envoi}>
          {envoi ? 'Commande en cours…' : 'Commander le Kbis périodique'}
        </PrimaryButton>
      </div>
    </form>
  );
}

/**
 * « Kbis périodique » on a registered company's page: a signed-in user orders it here (an order
 * to pay); a visitor is told it needs an account and offered the sign-in.
 */
export function OffreKbisPeriodique({ idEntite, tarifs }: Props) {
  const client = useIsClient();
  const hydrate = useAuthHydrated();
  const { connected } = useAuth();
  // Server and hydration render the visitor's version: the session is only known in the browser.
  const connecte = client && hydrate && connected;
  return (
    <Cadre role="region" aria-labelledby={ID}>
      <h3 id={ID}>Kbis périodique</h3>
      <p>
        Un extrait Kbis à jour de cette entreprise, reçu automatiquement tous les mois, tous les 3 mois ou tous les 6
        mois, pendant 3 à 24 mois.
      </p>
      <DefinitionDocument slug={definitionDeLArticle('KBIS_PERIODIQUE')} niveau={4} />
      {connecte ? (
        <Formulaire idEntite={idEntite} tarifs={tarifs} />
      ) : (
        <PourUnVisiteur pret={client && hydrate} prix={prixParEnvoi(tarifs, 'ELEC')} />
      )}
    </Cadre>
  );
}
