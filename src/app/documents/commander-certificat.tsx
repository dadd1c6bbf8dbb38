import styled from '@emotion/styled';
import { navigate } from 'gatsby';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PrimaryButton } from '../../components/shell/ui';
import { useIsClient } from '../../components/shell/use-is-client';
import { ChampSaisie } from '../../components/ui/champs';
import { adresseRecherchePhrase } from '../../lib/recherche/adresse';
import { LONGUEUR_MAX, LONGUEUR_MIN, RESULTATS_PATH } from '../../lib/recherche/constantes';
import { normaliserTexte } from '../../lib/recherche/normalisation';
import { theme } from '../../theme';
import { BlocCommande } from '../commande/commande';
import { Formulaire } from '../ui/formulaire';

const { space } = theme;

export const TITRE_CERTIFICAT = 'Commander un certificat relatif aux procédures collectives';

const ID = 'certificat';
const ID_ENTREPRISE = `${ID}-entreprise`;

export const MESSAGES_CERTIFICAT = {
  vide: 'Saisissez le nom ou le numéro SIREN de l’entreprise.',
  court: `Saisissez au moins ${LONGUEUR_MIN} caractères.`,
} as const;

const Bloc = styled(BlocCommande)`
  margin: 0 0 ${space.xl};
  form {
    margin-top: ${space.md};
  }
`;

/** The search phrase, or the message that says why it cannot be searched. */
export function lirePhrase(saisie: string): { phrase: string } | { erreur: string } {
  const phrase = normaliserTexte(saisie);
  if (!phrase) return { erreur: MESSAGES_CERTIFICAT.vide };
  if (phrase.length < LONGUEUR_MIN) return { erreur: MESSAGES_CERTIFICAT.court };
  return { phrase };
}

/**
 * The certificate relating to collective proceedings (« certificat de non-faillite ») is ordered
 * for one company of the registry, from its page: this block says so and searches the company.
 * A plain GET form to the results page (`?phrase=`), so it works before hydration; once hydrated,
 * the phrase is checked here and the results open without reloading (a SIREN opens its page).
 */
export function CommanderCertificat() {
  const client = useIsClient();
  const [saisie, setSaisie] = useState('');
  const [erreur, setErreur] = useState<string | null>(null);
  const [refus, setRefus] = useState(0);
  const champ = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (refus > 0) champ.current?.focus();
  }, [refus]);

  const chercher = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lecture = lirePhrase(saisie);
    if ('erreur' in lecture) {
      setErreur(lecture.erreur);
      setRefus((n) => n + 1);
      return;
    }
    void navigate(adresseRecherchePhrase(lecture.phrase));
  };

  return (
    <Bloc aria-labelledby={`${ID}-titre`}>
      <h2 id={`${ID}-titre`}>{TITRE_CERTIFICAT}</h2>
      <p>
        Le certificat se commande depuis la fiche de l’entreprise, dans le cadre « Commander un document officiel » :
        cherchez l’entreprise par son nom ou son numéro SIREN, ouvrez sa fiche, puis ajoutez le certificat à votre
        panier.
      </p>
      {/* Without JavaScript, the browser checks the field itself; once hydrated, the messages are ours. */}
      <Formulaire
        role="search"
        method="get"
        action={RESULTATS_PATH}
        onSubmit={chercher}
        noValidate={client}
        aria-label="Rechercher l’entreprise du certificat"
      >
        <ChampSaisie
          id={ID_ENTREPRISE}
          inputRef={champ}
          name="phrase"
          label="Nom ou numéro SIREN de l’entreprise"
          value={saisie}
          onChange={(texte) => {
            setErreur(null);
            setSaisie(texte);
          }}
          aide="Par exemple : Boulangerie Martin, ou 552 100 554."
          erreur={erreur}
          spellCheck={false}
          required
          minLength={LONGUEUR_MIN}
          maxLength={LONGUEUR_MAX}
        />
        <div>
          <PrimaryButton type="submit">Rechercher l’entreprise</PrimaryButton>
        </div>
      </Formulaire>
    </Bloc>
  );
}
