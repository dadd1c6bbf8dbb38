import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useEffect, useRef, useState } from 'react';
import type { ResultatSuiviFormalites } from '@portail/contrat/formalites';
import { Lead, PageContainer, PageTitle } from '../../components/page/page-container';
import { Breadcrumb } from '../../components/registre/breadcrumb';
import type { Crumb } from '../../components/registre/json-ld';
import { TAILLE_PAGE_FORMALITES } from '../../lib/api/formalites';
import { pages } from '../../lib/api/routes';
import { useGreffes } from '../../lib/api/use-gages';
import { useSuiviFormalites } from '../../lib/api/use-formalites';
import { formatSiren } from '../../components/entreprise/format';
import { pluriel } from '../../lib/registre/format';
import { theme } from '../../theme';
import { Erreur } from '../ui/etats';
import { focusPremiereErreur } from '../ui/formulaire';
import { useFocusResultats, useRechercheEnAdresse, ZoneResultats } from '../ui/recherche-en-adresse';
import { ResultatsPagines } from '../ui/resultats';
import {
  adresseSuivi,
  lireAdresseSuivi,
  refusSuivi,
  validerSuivi,
  versRequeteSuivi,
  VIDES,
  type ChampSuivi,
  type CriteresSuivi,
  type ValeursSuivi,
} from './criteres';
import { FormulaireSuivi, ID_SUIVI } from './formulaire-suivi';
import { SuivreDansMonEspace } from './suivre-dans-mon-espace';
import { MESSAGE_AUCUNE, MESSAGE_INDISPONIBLE, TITRE_SUIVI } from './textes';
import { CarteFormalite } from './vue-formalite';

const { space } = theme;

export { TITRE_SUIVI };

export const MIETTES_SUIVI: Crumb[] = [
  { label: 'Accueil', path: '/' },
  { label: 'Formalités', path: '/formalites' },
  { label: TITRE_SUIVI },
];

export const ID_TITRE_RESULTATS_SUIVI = 'suivi-resultats-titre';

const APropos = styled.section`
  margin-top: ${space.xxl};
  max-width: 70ch;
`;

/** « pour le numéro 75012026000123, le SIREN 552 100 554, au greffe de Paris ». */
export function contexteSuivi(criteres: CriteresSuivi, resultat: ResultatSuiviFormalites): string {
  const parties = [
    criteres.reference ? `le numéro ou la référence « ${criteres.reference} »` : null,
    criteres.siren ? `le SIREN ${formatSiren(criteres.siren)}` : null,
    criteres.denomination ? `la dénomination « ${criteres.denomination} »` : null,
  ].filter(Boolean);
  const greffe = criteres.greffe
    ? (resultat.formalites.find((f) => f.greffe.code === criteres.greffe)?.greffe.nom ?? `greffe ${criteres.greffe}`)
    : null;
  return `Pour ${parties.join(', ')}, ${greffe ? `au greffe de ${greffe}` : 'dans tous les greffes'}, les dépôts les plus récents d’abord.`;
}

/**
 * /formalites/suivi-formalite[?reference=&siren=&denomination=&greffe=&page=]: the public follow-up
 * of the formalities filed at the greffes (`GET /api/formalites/suivi`), searched in the browser;
 * each dossier shows its state and the timeline of its states, and a signed-in user can follow it
 * in the personal space.
 */
export function PageSuivi({ search }: { search: string }) {
  const [valeurs, setValeurs] = useState<ValeursSuivi>(VIDES);
  const [erreursSaisie, setErreursSaisie] = useState<Partial<Record<ChampSuivi, string>>>({});
  const navigation = useRechercheEnAdresse(adresseSuivi);
  const { recherche, setRecherche } = navigation;
  const formulaire = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const adresse = lireAdresseSuivi(search);
    setValeurs(adresse.valeurs);
    setErreursSaisie(adresse.erreurs);
    setRecherche(adresse.criteres ? { criteres: adresse.criteres, page: adresse.page } : null);
  }, [search, setRecherche]);

  const greffes = useGreffes();
  const resultat = useSuiviFormalites(recherche ? versRequeteSuivi(recherche.criteres, recherche.page) : null);
  const refus = refusSuivi(resultat.error);
  const [refusCorrige, setRefusCorrige] = useState(false);
  const erreurs = { ...(refusCorrige ? {} : refus?.champs), ...erreursSaisie };

  useEffect(() => {
    setRefusCorrige(false);
    if (refusSuivi(resultat.error)) requestAnimationFrame(() => focusPremiereErreur(formulaire.current));
  }, [resultat.error]);

  useFocusResultats(navigation, Boolean(resultat.data));

  const rechercher = () => {
    const lecture = validerSuivi(valeurs);
    if ('erreurs' in lecture) {
      setErreursSaisie(lecture.erreurs);
      const premier = (Object.keys(ID_SUIVI) as ChampSuivi[]).find((champ) => lecture.erreurs[champ]);
      if (premier) document.getElementById(ID_SUIVI[premier])?.focus();
      return;
    }
    setErreursSaisie({});
    navigation.lancer(lecture.criteres);
  };

  const donnees = resultat.data;
  return (
    <PageContainer>
      <Breadcrumb crumbs={MIETTES_SUIVI} />
      <PageTitle>{TITRE_SUIVI}</PageTitle>
      <Lead>
        Retrouvez une formalité déposée au greffe par son numéro de liasse, l’identifiant de la formalité ou la
        référence de votre formaliste, ou par le SIREN ou le nom de l’entreprise, et suivez ses étapes jusqu’à son
        inscription au registre.
      </Lead>
      <FormulaireSuivi
        formRef={formulaire}
        valeurs={valeurs}
        onChange={(nouvelles) => {
          const changes = (Object.keys(nouvelles) as ChampSuivi[]).filter((c) => nouvelles[c] !== valeurs[c]);
          if (changes.length > 0)
            setErreursSaisie((avant) => {
              const apres = { ...avant };
              for (const champ of changes) delete apres[champ];
              // The « at least one criterion » message leaves with any criterion typed.
              if (changes.some((c) => c !== 'greffe')) delete apres.reference;
              return apres;
            });
          setRefusCorrige(true);
          setValeurs(nouvelles);
        }}
        onSubmit={rechercher}
        erreurs={erreurs}
        greffes={greffes.data}
        greffesIndisponibles={Boolean(greffes.error)}
        occupe={resultat.isLoading}
      />
      {refus?.general ? <Erreur message={refus.general} /> : null}
      <ZoneResultats
        reserve={Boolean(recherche)}
        resultat={resultat}
        refuse={Boolean(refus)}
        texteChargement="Recherche des formalités…"
        hauteurSquelette="14rem"
        messageIndisponible={MESSAGE_INDISPONIBLE}
        idTitre={ID_TITRE_RESULTATS_SUIVI}
      >
        {donnees && recherche ? (
          <ResultatsPagines
            idTitre={ID_TITRE_RESULTATS_SUIVI}
            titreRef={navigation.titreResultats}
            total={donnees.total}
            elements={donnees.formalites}
            cle={(f) => f.identifiant}
            rendre={(f) => <CarteFormalite formalite={f} actions={<SuivreDansMonEspace formalite={f} />} />}
            page={recherche.page}
            taillePage={TAILLE_PAGE_FORMALITES}
            onPage={navigation.allerALaPage}
            aucun={MESSAGE_AUCUNE}
            compte={pluriel(donnees.total, 'formalité trouvée', 'formalités trouvées')}
            contexte={contexteSuivi(recherche.criteres, donnees)}
            nomPluriel="Formalités"
            pageVide="Cette page ne contient aucune formalité."
          />
        ) : null}
      </ZoneResultats>
      <APropos aria-labelledby="suivi-a-propos">
        <h2 id="suivi-a-propos">Les étapes d’une formalité</h2>
        <p>
          Une formalité déposée au greffe est d’abord <strong>reçue</strong>, puis{' '}
          <strong>en cours d’instruction</strong> : le greffier vérifie les pièces et les mentions. S’il manque une
          pièce ou qu’une mention doit être corrigée, elle passe <strong>en attente de régularisation</strong> avec le
          motif de la demande. Une fois contrôlée, elle est <strong>validée</strong>, puis <strong>inscrite</strong> au
          registre ; si elle ne peut pas l’être, elle est <strong>rejetée</strong> et le motif du rejet est indiqué.
        </p>
        <p>
          Depuis le 1er janvier 2023, les formalités des entreprises se déposent sur le guichet unique de l’INPI. Avant
          de déposer, consultez les <Link to={pages.conditionsFormalites}>conditions d’accès</Link> et les{' '}
          <Link to={pages.etapesPrealables}>étapes préalables</Link>. Vous êtes connecté ? Vos formalités déposées ou
          suivies se retrouvent dans <Link to={pages.mesFormalites}>Mes formalités</Link>.
        </p>
      </APropos>
    </PageContainer>
  );
}
