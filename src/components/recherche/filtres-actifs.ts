/** The filters in use on a tab, in words, each with the search it leaves once removed. */
import { avecFiltresDirigeant, avecFiltresEntreprise, type FiltresRecherche } from '../../lib/recherche/filtres';
import { nomDuMois } from '../../lib/registre/format';
import { libelleActivite, libelleDepartement } from './options';
import { NBSP } from './textes';
import { vocabulaire } from '../../lib/vocabulaire';

export interface FiltreActif {
  cle: string;
  /** « Département : Paris (75) ». */
  libelle: string;
  sans: FiltresRecherche;
}

const libelle = (champ: string, valeur: string) => `${champ}${NBSP}: ${valeur}`;

export function filtresActifs(filtres: FiltresRecherche): FiltreActif[] {
  const actifs: FiltreActif[] = [];
  if (filtres.selectedTabulation === 'dirigeants') {
    const d = filtres.dirigeant;
    const retirer = (changement: Parameters<typeof avecFiltresDirigeant>[1]) =>
      avecFiltresDirigeant(filtres, changement);
    if (d.nom) actifs.push({ cle: 'nom', libelle: libelle('Nom', d.nom), sans: retirer({ nom: '' }) });
    if (d.prenom) actifs.push({ cle: 'prenom', libelle: libelle('Prénom', d.prenom), sans: retirer({ prenom: '' }) });
    if (d.moisDeNaissance !== null)
      actifs.push({
        cle: 'moisDeNaissance',
        libelle: libelle('Mois de naissance', nomDuMois(d.moisDeNaissance)),
        sans: retirer({ moisDeNaissance: null }),
      });
    if (d.anneeDeNaissance !== null)
      actifs.push({
        cle: 'anneeDeNaissance',
        libelle: libelle('Année de naissance', String(d.anneeDeNaissance)),
        sans: retirer({ anneeDeNaissance: null }),
      });
    return actifs;
  }
  const e = filtres.entreprise;
  const retirer = (changement: Parameters<typeof avecFiltresEntreprise>[1]) =>
    avecFiltresEntreprise(filtres, changement);
  if (e.denomination)
    actifs.push({
      cle: 'denomination',
      libelle: libelle('Dénomination', e.denomination),
      sans: retirer({ denomination: '' }),
    });
  if (e.sirenOrSiret)
    actifs.push({
      cle: 'sirenOrSiret',
      libelle: libelle(vocabulaire().champIdentifiant, e.sirenOrSiret),
      sans: retirer({ sirenOrSiret: '' }),
    });
  if (e.activityDomain)
    actifs.push({
      cle: 'activityDomain',
      libelle: libelle('Domaine d’activité', libelleActivite(e.activityDomain)),
      sans: retirer({ activityDomain: null }),
    });
  if (e.department)
    actifs.push({
      cle: 'department',
      libelle: libelle('Département', libelleDepartement(e.department)),
      sans: retirer({ department: null }),
    });
  return actifs;
}
