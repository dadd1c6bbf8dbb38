import * as React from 'react';
import { formatEntier } from '../../lib/registre/format';
import { departementPath } from '../../lib/registre/paths';
import type { Departement } from '@portail/contrat/greffes';
import { Lead, PageContainer, PageTitle } from '../page/page-container';
import { Breadcrumb } from '../registre/breadcrumb';
import { Muted, Section } from '../registre/facts';
import type { DepartementsData } from './chargement';
import { filDepartements } from './fil-ariane';
import { LiensComptes } from './liens-comptes';
import { comparerDepartements, estOutreMer, libelleDepartement } from './nommer';
import { NBSP } from './texte';

type AvecCompte = Departement & { nombre_entreprises: number };

const liens = (departements: AvecCompte[]) =>
  departements.map((d) => ({
    to: departementPath(d.code),
    libelle: libelleDepartement(d),
    nombre_entreprises: d.nombre_entreprises,
  }));

function Groupe({ id, titre, departements }: { id: string; titre: string; departements: AvecCompte[] }) {
  if (departements.length === 0) return null;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{titre}</h2>
      <LiensComptes liens={liens(departements)} />
    </Section>
  );
}

/** /recherche-par-departement: every département with its count of active companies. */
export function DepartementsView({ departements }: DepartementsData) {
  const tries = [...departements].sort(comparerDepartements);
  const total = departements.reduce((somme, d) => somme + d.nombre_entreprises, 0);
  return (
    <PageContainer>
      <Breadcrumb crumbs={filDepartements()} />
      <PageTitle>Entreprises par département</PageTitle>
      <Lead>
        Choisissez le département du siège pour parcourir ses entreprises actives par secteur d’activité puis par code
        NAF{total > 0 ? `${NBSP}: ${formatEntier(total)} entreprises au total.` : '.'}
      </Lead>
      {tries.length === 0 ? <Muted>Aucune entreprise active n’est enregistrée pour le moment.</Muted> : null}
      <Groupe id="metropole" titre="France métropolitaine" departements={tries.filter((d) => !estOutreMer(d.code))} />
      <Groupe id="outre-mer" titre="Outre-mer" departements={tries.filter((d) => estOutreMer(d.code))} />
    </PageContainer>
  );
}
