import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useEffect, useRef, useState } from 'react';
import { Lead, PageContainer, PageTitle } from '../../components/page/page-container';
import { Breadcrumb } from '../../components/registre/breadcrumb';
import type { Crumb } from '../../components/registre/json-ld';
import { ErreurApi } from '../../lib/api/erreurs';
import { pages } from '../../lib/api/routes';
import { useRechercheAffaires } from '../../lib/api/use-affaires';
import { useGreffes } from '../../lib/api/use-gages';
import { theme } from '../../theme';
import { focusPremiereErreur } from '../ui/formulaire';
import { Erreur } from '../ui/etats';
import { useFocusResultats, useRechercheEnAdresse, ZoneResultats } from '../ui/recherche-en-adresse';
import {
  adresseAffaires,
  lireAdresse,
  validerNumero,
  validerPartie,
  versRequete,
  type Champ,
  type Criteres,
  type Erreurs,
  type ValeursNumero,
  type ValeursPartie,
} from './criteres';
import { FormulairesAffaires, ID_GREFFE_NUMERO, ID_GREFFE_PARTIE, ID_PARTIE, ID_RG } from './formulaires-affaires';
import { ID_TITRE_RESULTATS, ResultatsAffaires } from './resultats-affaires';
import { MESSAGE_INDICATIF, MESSAGE_INDISPONIBLE, refusParChamp, TITRE_AFFAIRES } from './textes';

const { space } = theme;

export { TITRE_AFFAIRES };

export const MIETTES_AFFAIRES: Crumb[] = [
  { label: 'Accueil', path: '/' },
  { label: 'Services', path: '/services' },
  { label: TITRE_AFFAIRES },
];

/** Each field's id, in the order of the forms: focus goes to the first one in error. */
const IDS: Record<Champ, string> = {
  greffeNumero: ID_GREFFE_NUMERO,
  rg: ID_RG,
  partie: ID_PARTIE,
  greffePartie: ID_GREFFE_PARTIE,
};

const APropos = styled.section`
  margin-top: ${space.xxl};
  max-width: 70ch;
`;

/**
 * /services/consulter-une-affaire[?greffe=&rg= | ?nom=|siren=&greffe=, &page=]: the cases of the
 * commercial courts, searched in the browser (`GET /api/affaires`, public) by roll number or by
 * party; the criteria live in the address, so a search can be shared and « Précédent » returns to
 * the previous one. Each case found links to its page (/services/detail-affaire/{id}).
 */
export function PageAffaires({ search }: { search: string }) {
  const [numero, setNumero] = useState<ValeursNumero>({ greffe: '', rg: '' });
  const [partie, setPartie] = useState<ValeursPartie>({ saisie: '', greffe: '' });
  const [erreursSaisie, setErreursSaisie] = useState<Erreurs>({});
  const navigation = useRechercheEnAdresse(adresseAffaires);
  const { recherche, setRecherche } = navigation;
  const formNumero = useRef<HTMLFormElement>(null);
  const formPartie = useRef<HTMLFormElement>(null);

  // After the first render (the static HTML holds no search), and at each new address.
  useEffect(() => {
    const adresse = lireAdresse(search);
    setNumero(adresse.numero);
    setPartie(adresse.partie);
    setErreursSaisie(adresse.erreurs);
    setRecherche(adresse.criteres ? { criteres: adresse.criteres, page: adresse.page } : null);
  }, [search, setRecherche]);

  const greffes = useGreffes();
  const resultat = useRechercheAffaires(recherche ? versRequete(recherche.criteres, recherche.page) : null);
  const refus = refusParChamp(resultat.error, recherche?.criteres ?? null);
  // The service's messages stay on their fields until the user changes the criteria.
  const [refusCorrige, setRefusCorrige] = useState(false);
  const erreurs: Erreurs = { ...(refusCorrige ? {} : refus?.champs), ...erreursSaisie };

  // A refusal of the service: focus goes to the field it names, once per refusal.
  useEffect(() => {
    setRefusCorrige(false);
    if (!(resultat.error instanceof ErreurApi) || resultat.error.status !== 400) return;
    requestAnimationFrame(() => {
      const numeroRefuse = formNumero.current?.querySelector('[aria-invalid="true"]');
      focusPremiereErreur(numeroRefuse ? formNumero.current : formPartie.current);
    });
  }, [resultat.error]);

  useFocusResultats(navigation, Boolean(resultat.data));

  const lancer = (lecture: { criteres: Criteres } | { erreurs: Erreurs }) => {
    if ('erreurs' in lecture) {
      setErreursSaisie(lecture.erreurs);
      const premier = (Object.keys(IDS) as Champ[]).find((champ) => lecture.erreurs[champ]);
      if (premier) document.getElementById(IDS[premier])?.focus();
      return;
    }
    setErreursSaisie({});
    navigation.lancer(lecture.criteres);
  };

  /** A field changed: its own message goes, and the service's until the next search. */
  const corrige = (champ: Champ) => {
    setRefusCorrige(true);
    setErreursSaisie(({ [champ]: _corrige, ...autres }) => autres);
  };

  return (
    <PageContainer>
      <Breadcrumb crumbs={MIETTES_AFFAIRES} />
      <PageTitle>{TITRE_AFFAIRES}</PageTitle>
      <Lead>
        Retrouvez une affaire portée devant un tribunal de commerce ou un tribunal des activités économiques : ses
        parties, le calendrier de ses audiences et les décisions rendues, dont vous pouvez commander une copie.
      </Lead>
      <FormulairesAffaires
        numero={numero}
        partie={partie}
        onNumero={(valeurs) => {
          corrige(valeurs.greffe !== numero.greffe ? 'greffeNumero' : 'rg');
          setNumero(valeurs);
        }}
        onPartie={(valeurs) => {
          corrige(valeurs.saisie !== partie.saisie ? 'partie' : 'greffePartie');
          setPartie(valeurs);
        }}
        onRechercherNumero={() => lancer(validerNumero(numero))}
        onRechercherPartie={() => lancer(validerPartie(partie))}
        erreurs={erreurs}
        greffes={greffes.data}
        greffesIndisponibles={Boolean(greffes.error)}
        occupe={resultat.isLoading}
        numeroRef={formNumero}
        partieRef={formPartie}
      />
      {refus?.general ? <Erreur message={refus.general} /> : null}
      <ZoneResultats
        reserve={Boolean(recherche)}
        resultat={resultat}
        refuse={Boolean(refus)}
        texteChargement="Recherche des affaires…"
        hauteurSquelette="12rem"
        messageIndisponible={MESSAGE_INDISPONIBLE}
        idTitre={ID_TITRE_RESULTATS}
      >
        {resultat.data && recherche ? (
          <ResultatsAffaires
            resultat={resultat.data}
            criteres={recherche.criteres}
            greffes={greffes.data}
            page={recherche.page}
            onPage={navigation.allerALaPage}
            titreRef={navigation.titreResultats}
          />
        ) : null}
      </ZoneResultats>
      <APropos aria-labelledby="affaires-a-propos">
        <h2 id="affaires-a-propos">À propos de ce service</h2>
        <p>
          Chaque affaire est inscrite au rôle du greffe de la juridiction saisie sous un numéro RG (répertoire général)
          : l’année, une lettre selon sa nature (F pour le fond, R pour les référés, I pour les injonctions de payer, J
          pour les procédures collectives) et cinq chiffres. Ce numéro figure sur l’assignation, la convocation et la
          décision.
        </p>
        <p>
          Les personnes physiques parties à une affaire n’apparaissent que sous leur nom ; les pages de leurs affaires
          ne sont pas proposées aux moteurs de recherche. {MESSAGE_INDICATIF}
        </p>
        <p>
          Vous cherchez plutôt une entreprise ? Utilisez la{' '}
          <Link to="/recherche-entreprise-dirigeant/recherche-avancee">recherche d’entreprises et de dirigeants</Link>,
          ou vérifiez les <Link to={pages.rechercheGages}>gages sans dépossession</Link> inscrits à son nom.
        </p>
      </APropos>
    </PageContainer>
  );
}
