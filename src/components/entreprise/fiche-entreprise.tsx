import { Fragment, type ReactNode } from 'react';
import { Surveiller } from '../../app/espace-personnel/mes-surveillances/surveiller';
import { entreprisePath } from '../../lib/registre/paths';
import type { Fiche, ListeEvenements } from '@portail/contrat/entreprises';
import { BeneficiairesSection } from './beneficiaires-section';
import { ChiffresClesSection } from './chiffres-cles-section';
import { Commander } from './commander';
import { DirigeantsSection } from './dirigeants-section';
import { DocumentsSection } from './documents-section';
import { EntrepriseHeader } from './entreprise-header';
import { EtablissementsSection } from './etablissements-section';
import { HistoriqueSection } from './historique-section';
import { IdentiteSection } from './identite-section';
import { KbisSection } from './kbis-section';
import { ProceduresSection } from './procedures-section';
import { SECTIONS, type Ancre } from './sections';
import type { TarifsCommande } from './server';
import { Sommaire } from './sommaire';

/** A page of the history other than the first, which comes with the fiche. */
export interface PageHistorique {
  /** 2 or more. */
  page: number;
  evenements: ListeEvenements;
}

/** Link of a page of the history: `?historique=N` for N > 1, at the section. */
export const historiqueHref = (chemin: string) => (page: number) =>
  `${page > 1 ? `${chemin}?historique=${page}` : chemin}#historique`;

/**
 * The company page below the breadcrumb.
 *
 * `?ancre=` is resolved on the server: the section it names is rendered first, right after the
 * header and the table of contents, and outlined. Every section stays open and in the HTML, so
 * the page reads the same with JavaScript off and search engines see one page; no <details> to
 * open (headings inside <summary> lose their role in several screen readers), no scripted scroll,
 * and no reliance on a #fragment that servers never receive.
 */
export function FicheEntreprise({
  fiche,
  ancre,
  tarifs = null,
  historique = null,
}: {
  fiche: Fiche;
  ancre: Ancre | null;
  tarifs?: TarifsCommande | null;
  /** `?historique=N`, read on the server; null for the first page. */
  historique?: PageHistorique | null;
}) {
  const { entreprise } = fiche;
  const blocs: Record<Ancre, (cible: boolean) => ReactNode> = {
    identite: (cible) => <IdentiteSection entreprise={entreprise} cible={cible} />,
    dirigeants: (cible) => (
      <DirigeantsSection
        entreprise={entreprise}
        dirigeants={fiche.dirigeants}
        commissaires={fiche.commissaires_aux_comptes ?? []}
        cible={cible}
      />
    ),
    'beneficiaires-effectifs': (cible) => (
      <BeneficiairesSection entreprise={entreprise} beneficiaires={fiche.beneficiaires_effectifs} cible={cible} />
    ),
    'chiffres-cles': (cible) => <ChiffresClesSection exercices={fiche.chiffres_cles} cible={cible} />,
    'procedures-collectives': (cible) => <ProceduresSection procedures={fiche.procedures} cible={cible} />,
    documents: (cible) => <DocumentsSection documents={fiche.documents} cible={cible} />,
    historique: (cible) => (
      <HistoriqueSection
        evenements={historique?.evenements ?? fiche.evenements}
        page={historique?.page ?? 1}
        href={historiqueHref(entreprisePath(entreprise))}
        cible={cible}
      />
    ),
    etablissements: (cible) => <EtablissementsSection entreprise={entreprise} cible={cible} />,
    kbis: (cible) => <KbisSection entreprise={entreprise} cible={cible} />,
  };
  const ordre = ancre ? [ancre, ...SECTIONS.map((s) => s.id).filter((id) => id !== ancre)] : SECTIONS.map((s) => s.id);
  const sommaire = SECTIONS.map((s) =>
    s.id === 'kbis' && entreprise.personne_physique ? { id: s.id, titre: 'Extrait K' } : s,
  );
  return (
    <>
      <EntrepriseHeader entreprise={entreprise} procedures={fiche.procedures} />
      {entreprise.etat === 'RADIEE' ? null : (
        <Surveiller cible={{ type: 'entreprise', id: entreprise.id, nom: entreprise.denomination }} />
      )}
      <Commander fiche={fiche} tarifs={tarifs} />
      <Sommaire sections={sommaire} />
      {ordre.map((id) => (
        <Fragment key={id}>{blocs[id](id === ancre)}</Fragment>
      ))}
    </>
  );
}
