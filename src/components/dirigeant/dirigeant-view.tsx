import * as React from 'react';
import { Surveiller } from '../../app/espace-personnel/mes-surveillances/surveiller';
import { dirigeantPath, pageCount, withPage } from '../../lib/registre/paths';
import { PageContainer, PageTitle } from '../page/page-container';
import { Breadcrumb } from '../registre/breadcrumb';
import { Facts, Muted, Section } from '../registre/facts';
import { Pagination } from '../registre/pagination';
import type { DirigeantData } from './chargement';
import { filDirigeant } from './tete';
import { MandatsTable } from './mandats-table';
import { neEn, nomComplet, resumeMandats, TAILLE_MANDATS } from './identite';

/** /dirigeant/{nom-prenom}/{id}: an officer (natural person) and every mandate, current first. */
export function DirigeantView({ personne, mandats, page }: DirigeantData) {
  const nom = nomComplet(personne);
  const enCours = mandats.items.filter((m) => m.actif);
  const termines = mandats.items.filter((m) => !m.actif);
  const naissance = neEn(personne);
  return (
    <PageContainer>
      <Breadcrumb crumbs={filDirigeant(personne)} />
      <PageTitle>{nom}</PageTitle>
      <Surveiller cible={{ type: 'personne', id: personne.id, nom }} />
      <Facts>
        {naissance ? (
          <>
            <dt>Naissance</dt>
            <dd>{naissance}</dd>
          </>
        ) : null}
        {personne.nationalite ? (
          <>
            <dt>Nationalité</dt>
            <dd>{personne.nationalite}</dd>
          </>
        ) : null}
        {personne.nom_usage && personne.nom_usage !== personne.nom ? (
          <>
            <dt>Nom d’usage</dt>
            <dd>{personne.nom_usage}</dd>
          </>
        ) : null}
        <dt>Mandats</dt>
        <dd>{resumeMandats(personne)}</dd>
      </Facts>
      <Muted>Seuls le mois et l’année de naissance des personnes sont publiés.</Muted>
      {enCours.length > 0 ? (
        <Section aria-labelledby="en-cours-titre">
          <h2 id="en-cours-titre">Mandats en cours</h2>
          <MandatsTable caption={`Mandats en cours de ${nom}`} mandats={enCours} termines={false} />
        </Section>
      ) : null}
      {termines.length > 0 ? (
        <Section aria-labelledby="termines-titre">
          <h2 id="termines-titre">Mandats terminés</h2>
          <MandatsTable caption={`Mandats terminés de ${nom}`} mandats={termines} termines />
        </Section>
      ) : null}
      {mandats.items.length === 0 ? <p>Aucun mandat n’est publié pour cette personne.</p> : null}
      <Pagination
        page={page}
        pageCount={pageCount(mandats.total, TAILLE_MANDATS)}
        href={(n) => withPage(dirigeantPath(personne), n)}
        label="Pages de la liste des mandats"
      />
    </PageContainer>
  );
}
