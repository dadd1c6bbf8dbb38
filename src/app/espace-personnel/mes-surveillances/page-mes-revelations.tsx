import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useState } from 'react';
import { ResponsiveTable } from '../../../components/departement/responsive-table';
import { Pagination } from '../../../components/registre/pagination';
import { SecondaryButton, VisuallyHidden } from '../../../components/shell/ui';
import { messageDErreur } from '../../../lib/api/erreurs';
import { pages } from '../../../lib/api/routes';
import { revelations as service, TAILLE_PAGE_REVELATIONS, type Revelation } from '../../../lib/api/surveillances';
import { useGroupesFavoris, useRafraichirSurveillance, useRevelations } from '../../../lib/api/use-surveillances';
import { pluriel } from '../../../lib/registre/format';
import { theme } from '../../../theme';
import { Chargement, Erreur, Fort, Vide } from '../../ui/etats';
import type { ProprietesEcran } from '../espace-personnel-app';
import { Pastille, TEINTES } from '../mes-commandes/commun';
import { dateFr, PageEspace, Section } from '../mise-en-page';
import { useEspace } from '../use-espace';
import { AvisRevelationDialogue } from './avis-revelation';
import { ZoneAnnonce, type Annonce } from './commun';
import { adresseRevelations, FormulaireFiltres, lireAdresse, versRequete, type Filtres } from './filtres';
import { TYPES_EVENEMENT } from './libelles';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const Precision = styled.span`
  display: block;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const estFiltree = (filtres: Filtres) => Object.values(filtres).some(Boolean);

/**
 * /espace-personnel/mes-surveillances/mes-revelations: the révélations of the selected account,
 * newest event first, ten a page, filtered by type, folder, dates and read state (kept in the
 * address); each can be marked read or unread, and its notice opened (priced first).
 */
export function PageMesRevelations({ recherche }: ProprietesEcran) {
  const { filtres, page } = lireAdresse(recherche);
  const { compte, selection, chargement } = useEspace();
  const idCompte = compte?.id ?? null;
  const liste = useRevelations(idCompte, versRequete(filtres, page));
  const groupes = useGroupesFavoris(idCompte);
  const rafraichir = useRafraichirSurveillance();
  const [annonce, setAnnonce] = useState<Annonce | null>(null);
  const [ouverte, setOuverte] = useState<Revelation | null>(null);
  const donnees = liste.data;
  const nombrePages = donnees ? Math.max(1, Math.ceil(donnees.total / TAILLE_PAGE_REVELATIONS)) : 1;

  const marquer = async (r: Revelation, lue: boolean) => {
    try {
      await service.marquer(r.id_compte_client, r.id, lue);
      setAnnonce({ type: 'succes', texte: `Révélation « ${r.libelle} » marquée ${lue ? 'lue' : 'non lue'}.` });
      await rafraichir();
    } catch (e) {
      setAnnonce({ type: 'erreur', texte: `La révélation n’a pas pu être modifiée : ${messageDErreur(e)}` });
    }
  };

  return (
    <PageEspace
      titre="Mes révélations"
      retour={{ lien: pages.mesSurveillances, texte: 'Mes surveillances' }}
      intro="Chaque événement publié au registre sur une entreprise ou une personne que vous surveillez. L’avis détaillé se consulte à l’unité, son prix indiqué avant."
    >
      <Section aria-labelledby="titre-filtres">
        <h2 id="titre-filtres">Filtrer</h2>
        <FormulaireFiltres key={recherche.toString()} filtres={filtres} groupes={groupes.data ?? []} />
      </Section>
      <ZoneAnnonce annonce={annonce} />
      {chargement || (compte && !donnees && !liste.error) ? (
        <Chargement texte="Chargement de vos révélations…" />
      ) : null}
      {selection.error ? (
        <Erreur message="Votre compte client n’a pas pu être chargé." onReessayer={() => void selection.mutate()} />
      ) : null}
      {liste.error ? (
        <Erreur message={`Vos révélations n’ont pas pu être chargées : ${messageDErreur(liste.error)}`} />
      ) : null}
      {donnees && donnees.revelations.length === 0 ? (
        <Vide>
          <Fort>
            {estFiltree(filtres)
              ? 'Aucune révélation ne correspond à ces filtres.'
              : 'Vous n’avez pas encore de révélation.'}
          </Fort>
          <p>
            {estFiltree(filtres) ? (
              <Link to={adresseRevelations({ type: '', groupe: '', du: '', au: '', etat: '' })}>
                Voir toutes mes révélations
              </Link>
            ) : (
              <Link to={pages.mesSurveillances}>Voir mes surveillances</Link>
            )}
          </p>
        </Vide>
      ) : null}
      {donnees && donnees.revelations.length > 0 ? (
        <>
          <p>{pluriel(donnees.total, 'révélation')}</p>
          <ResponsiveTable>
            <table>
              <caption>Vos révélations{nombrePages > 1 ? ` (page ${page} sur ${nombrePages})` : ''}</caption>
              <thead>
                <tr>
                  <th scope="col">Événement</th>
                  <th scope="col">Date</th>
                  <th scope="col">Entreprise</th>
                  <th scope="col">Type</th>
                  <th scope="col">Lecture</th>
                  <th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {donnees.revelations.map((r) => (
                  <tr key={r.id}>
                    <th scope="row">{r.libelle}</th>
                    <td data-label="Date">{dateFr(r.date_evenement)}</td>
                    <td data-label="Entreprise">
                      {r.entreprise.denomination}
                      {r.personne_physique ? (
                        <Precision>
                          {r.personne_physique.prenoms} {r.personne_physique.nom}
                        </Precision>
                      ) : null}
                    </td>
                    <td data-label="Type">{TYPES_EVENEMENT[r.type] ?? r.type}</td>
                    <td data-label="Lecture">
                      <Pastille teinte={r.lue_le ? TEINTES.clos : TEINTES.en_cours}>
                        {r.lue_le ? 'Lue' : 'Non lue'}
                      </Pastille>
                    </td>
                    <td>
                      <Actions>
                        <SecondaryButton type="button" onClick={() => setOuverte(r)}>
                          Consulter l’avis<VisuallyHidden> : {r.libelle}</VisuallyHidden>
                        </SecondaryButton>
                        <SecondaryButton type="button" onClick={() => void marquer(r, !r.lue_le)}>
                          {r.lue_le ? 'Marquer non lue' : 'Marquer lue'}
                          <VisuallyHidden> : {r.libelle}</VisuallyHidden>
                        </SecondaryButton>
                      </Actions>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ResponsiveTable>
          <Pagination
            page={page}
            pageCount={nombrePages}
            href={(p) => adresseRevelations(filtres, p)}
            label="Pages de vos révélations"
          />
        </>
      ) : null}
      {ouverte ? (
        <AvisRevelationDialogue
          revelation={ouverte}
          onFermer={() => setOuverte(null)}
          onConsultee={() => void rafraichir()}
        />
      ) : null}
    </PageEspace>
  );
}
