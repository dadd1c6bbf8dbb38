import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DEPARTEMENTS_ET_COLLECTIVITES } from '@portail/domaine';
import { ChampSaisie, Choix, MessageErreur } from '../../components/ui/champs';
import { ARTICLE_DEBITEUR, useAjoutDebiteur, usePrixArticle } from '../../lib/api/endettement';
import { theme } from '../../theme';
import { AnnonceAjout, BoutonAjout, BlocCommande, ChoixFormats, useFormats } from '../commande/commande';
import { focusPremiereErreur, Formulaire } from '../ui/formulaire';
import {
  erreursDuService,
  LONGUEUR_NOM_DEBITEUR,
  lireDebiteur,
  type ChampDebiteur,
  type ErreursDebiteur,
  type ModeDebiteur,
} from './debiteur';

const { space } = theme;

export const TITRE_ETAT_ENDETTEMENT = 'Commander l’état d’endettement d’un débiteur';

const ID = 'debiteur';
const ID_SIREN = `${ID}-siren`;
const ID_NOM = `${ID}-nom`;
const ID_DEPARTEMENT = `${ID}-departement`;
const ID_FORMATS_ERREUR = `${ID}-formats-erreur`;

const Bloc = styled(BlocCommande)`
  margin: 0 0 ${space.xl};
  form {
    margin-top: ${space.md};
  }
`;

const Options = styled(Choix)`
  flex-direction: column;
  gap: 0;
`;

const Annonce = styled(AnnonceAjout)`
  margin: ${space.md} 0 0;
`;

const MODES: Array<{ mode: ModeDebiteur; libelle: string }> = [
  { mode: 'siren', libelle: 'Par numéro SIREN' },
  { mode: 'nom', libelle: 'Sans SIREN : nom et département' },
];

/** « id-aide id-erreur » for the fields that have them. */
const decrit = (...ids: Array<string | false | null | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/**
 * « Commander l’état d’endettement d’un débiteur » (document page /kbis-documents/etat-endettement):
 * a debtor designated by its SIREN, or without one by its name and département, in the electronic
 * or posted format at the public grid's prices, put in the visitor's or the signed-in user's basket.
 * Each field's message is shown under it, the service's 400 included.
 */
export function CommanderEtatEndettement() {
  const prix = usePrixArticle(ARTICLE_DEBITEUR);
  const { etat, ajouter } = useAjoutDebiteur();
  const [mode, setMode] = useState<ModeDebiteur>('siren');
  const [siren, setSiren] = useState('');
  const [nom, setNom] = useState('');
  const [departement, setDepartement] = useState('');
  const [erreurs, setErreurs] = useState<ErreursDebiteur>({});
  // Bumped by each refused submit: the first invalid field then gets the focus, once rendered.
  const [refus, setRefus] = useState(0);
  // The service's refusal when it names none of the fields shown (they show it otherwise).
  const [alerte, setAlerte] = useState<string | null>(null);
  const formulaire = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refus > 0) focusPremiereErreur(formulaire.current);
  }, [refus]);

  const effacer = (champ: ChampDebiteur) =>
    setErreurs((avant) => {
      if (!(champ in avant)) return avant;
      const apres = { ...avant };
      delete apres[champ];
      return apres;
    });

  const formats = useFormats(prix.data, () => effacer('formats'));

  const commander = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lecture = lireDebiteur({ mode, siren, nom, departement, formats: formats.retenus() });
    if ('erreurs' in lecture) {
      setErreurs(lecture.erreurs);
      setRefus((n) => n + 1);
      return;
    }
    setErreurs({});
    setAlerte(null);
    const fin = await ajouter(lecture.corps);
    if (fin.etat !== 'erreur') return;
    const duService = erreursDuService(fin.erreur, mode);
    if (duService) {
      setErreurs(duService);
      setRefus((n) => n + 1);
    } else setAlerte(fin.message);
  };

  return (
    <Bloc aria-labelledby={`${ID}-titre`}>
      <h2 id={`${ID}-titre`}>{TITRE_ETAT_ENDETTEMENT}</h2>
      <p>
        Désignez le débiteur par son numéro SIREN ou, s’il n’en a pas, par son nom et son département : l’état
        d’endettement recense les privilèges et nantissements inscrits au greffe à son encontre.
      </p>
      <Formulaire ref={formulaire} onSubmit={(e) => void commander(e)} noValidate aria-label={TITRE_ETAT_ENDETTEMENT}>
        <fieldset>
          <legend>Débiteur</legend>
          <Options>
            {MODES.map((m) => (
              <label key={m.mode}>
                <input
                  type="radio"
                  name={`${ID}-mode`}
                  value={m.mode}
                  checked={mode === m.mode}
                  onChange={() => {
                    setMode(m.mode);
                    setErreurs({});
                  }}
                />
                {m.libelle}
              </label>
            ))}
          </Options>
          {mode === 'siren' ? (
            <ChampSaisie
              id={ID_SIREN}
              name="siren"
              label="Numéro SIREN du débiteur"
              value={siren}
              onChange={(texte) => {
                effacer('siren');
                setSiren(texte);
              }}
              aide="9 chiffres, par exemple 552 100 554."
              erreur={erreurs.siren ?? null}
              inputMode="numeric"
              spellCheck={false}
              required
            />
          ) : (
            <>
              <ChampSaisie
                id={ID_NOM}
                name="nom"
                label="Nom ou dénomination du débiteur"
                value={nom}
                onChange={(texte) => {
                  effacer('nom');
                  setNom(texte);
                }}
                aide={`Limité à ${LONGUEUR_NOM_DEBITEUR} caractères.`}
                erreur={erreurs.nom ?? null}
                spellCheck={false}
                required
              />
              <div>
                <label htmlFor={ID_DEPARTEMENT}>Département du débiteur</label>
                <select
                  id={ID_DEPARTEMENT}
                  name="departement"
                  value={departement}
                  required
                  onChange={(event) => {
                    effacer('departement');
                    setDepartement(event.target.value);
                  }}
                  aria-invalid={erreurs.departement ? true : undefined}
                  aria-describedby={decrit(erreurs.departement && `${ID_DEPARTEMENT}-erreur`)}
                >
                  <option value="">Choisissez un département</option>
                  {DEPARTEMENTS_ET_COLLECTIVITES.map((d) => (
                    <option key={d.code} value={d.code}>
                      {`${d.code} – ${d.nom}`}
                    </option>
                  ))}
                </select>
                {erreurs.departement ? (
                  <MessageErreur id={`${ID_DEPARTEMENT}-erreur`}>{erreurs.departement}</MessageErreur>
                ) : null}
              </div>
            </>
          )}
        </fieldset>
        <ChoixFormats
          formats={formats}
          prixInconnu={Boolean(prix.error)}
          erreur={erreurs.formats}
          idErreur={ID_FORMATS_ERREUR}
          invalide="premiere"
          mentionPrix="aide"
        />
        <div>
          <BoutonAjout type="submit" etat={etat} />
        </div>
      </Formulaire>
      <Annonce
        ajoute={etat.etat === 'ajoute' ? 'L’état d’endettement du débiteur a été ajouté à votre panier.' : null}
        alerte={alerte}
      />
      <noscript>
        <p>Activez JavaScript pour ajouter un document à votre panier.</p>
      </noscript>
    </Bloc>
  );
}
