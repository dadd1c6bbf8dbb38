import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useState } from 'react';
import { pages } from '../../../lib/api/routes';
import { surveillances as service, type GroupeFavoris, type Surveillance } from '../../../lib/api/surveillances';
import { useGroupesFavoris, useRafraichirSurveillance, useSurveillances } from '../../../lib/api/use-surveillances';
import { pluriel } from '../../../lib/registre/format';
import { theme } from '../../../theme';
import { Chargement, Erreur, Fort, Vide } from '../../ui/etats';
import { PageEspace, Section } from '../mise-en-page';
import { useEspace } from '../use-espace';
import { SectionAlertes } from './alertes';
import { CarteSurveillance } from './carte-surveillance';
import { ZoneAnnonce, type Annonce } from './commun';
import { FormulaireLibelle, OutilsGroupe } from './groupes';

const Cartes = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Compte = styled.p`
  color: ${theme.colors.textMuted};
`;

/** The watches of a folder (`null`: those in none), in the order the service gives them. */
const dansGroupe = (liste: Surveillance[], groupe: number | null) =>
  liste.filter((s) => (s.groupe_favoris?.id ?? null) === groupe);

/**
 * /espace-personnel/mes-surveillances: the selected account's active watches by favourites folder
 * (SPEC §2; services README): create, rename and delete a folder; move a watch, change its domains,
 * download its report, end it. Each watch shows its unread révélations. Its « Alertes » section
 * (`#alertes`) sets how the user hears of new révélations by e-mail, and the account's webhook.
 */
export function PageMesSurveillances() {
  const { compte, selection, chargement } = useEspace();
  const idCompte = compte?.id ?? null;
  const liste = useSurveillances(idCompte);
  const groupes = useGroupesFavoris(idCompte);
  const rafraichir = useRafraichirSurveillance();
  const [annonce, setAnnonce] = useState<Annonce | null>(null);
  const donnees = liste.data;
  const dossiers: GroupeFavoris[] = groupes.data ?? [];
  const carte = (s: Surveillance) => (
    <CarteSurveillance
      key={`${s.id}-${s.groupe_favoris?.id ?? 0}-${s.domaines.join()}`}
      surveillance={s}
      groupes={dossiers}
      onAnnonce={setAnnonce}
      onChangement={rafraichir}
    />
  );
  const sansGroupe = donnees ? dansGroupe(donnees, null) : [];
  return (
    <PageEspace
      titre="Mes surveillances"
      intro="Les entreprises et les personnes que vous surveillez : chaque dépôt, modification ou jugement les concernant vous est signalé par une révélation."
    >
      <p>
        <Link to={pages.mesRevelations}>Consulter mes révélations</Link>
      </p>
      <ZoneAnnonce annonce={annonce} />
      {chargement || (compte && !donnees && !liste.error) ? (
        <Chargement texte="Chargement de vos surveillances…" />
      ) : null}
      {selection.error ? (
        <Erreur message="Votre compte client n’a pas pu être chargé." onReessayer={() => void selection.mutate()} />
      ) : null}
      {liste.error ? (
        <Erreur message="Vos surveillances n’ont pas pu être chargées." onReessayer={() => void liste.mutate()} />
      ) : null}
      {groupes.error ? (
        <Erreur message="Vos groupes de favoris n’ont pas pu être chargés." onReessayer={() => void groupes.mutate()} />
      ) : null}
      {compte ? (
        <Section aria-labelledby="titre-nouveau-groupe">
          <h2 id="titre-nouveau-groupe">Groupes de favoris</h2>
          <p>Rangez vos surveillances par groupe : vos révélations se filtrent ensuite par groupe.</p>
          <FormulaireLibelle
            id="nouveau-groupe"
            label="Nom du nouveau groupe"
            bouton="Créer le groupe"
            envoyer={(libelle) => service.creerGroupe(compte.id, libelle)}
            succes={(libelle) => `Le groupe « ${libelle} » a été créé.`}
            onAnnonce={setAnnonce}
            onFait={rafraichir}
          />
        </Section>
      ) : null}
      {donnees && donnees.length === 0 ? (
        <Vide>
          <Fort>Vous ne surveillez encore aucune entreprise.</Fort>
          <p>
            Sur la page d’une entreprise ou d’un dirigeant, choisissez « Surveiller cette entreprise » ou « Surveiller
            cette personne ».
          </p>
        </Vide>
      ) : null}
      {donnees && compte
        ? dossiers.map((g) => {
            const contenu = dansGroupe(donnees, g.id);
            return (
              <Section key={g.id} aria-labelledby={`titre-groupe-${g.id}`}>
                <h2 id={`titre-groupe-${g.id}`}>{g.libelle}</h2>
                <Compte>{pluriel(contenu.length, 'surveillance')}</Compte>
                <OutilsGroupe idCompte={compte.id} groupe={g} onAnnonce={setAnnonce} onChangement={rafraichir} />
                {contenu.length > 0 ? <Cartes>{contenu.map(carte)}</Cartes> : null}
              </Section>
            );
          })
        : null}
      {sansGroupe.length > 0 ? (
        <Section aria-labelledby="titre-sans-groupe">
          <h2 id="titre-sans-groupe">
            {dossiers.length > 0 ? 'Sans groupe' : 'Mes entreprises et personnes surveillées'}
          </h2>
          <Compte>{pluriel(sansGroupe.length, 'surveillance')}</Compte>
          <Cartes>{sansGroupe.map(carte)}</Cartes>
        </Section>
      ) : null}
      {compte ? <SectionAlertes idCompte={compte.id} /> : null}
    </PageEspace>
  );
}
