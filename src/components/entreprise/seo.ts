/** Breadcrumbs and schema.org data of the company and establishment pages. */
import { formatDate } from '../../lib/registre/format';
import { departementPath, entreprisePath, RECHERCHE_PAR_DEPARTEMENT } from '../../lib/registre/paths';
import type { Adresse } from '@portail/contrat/commun/communs';
import type { Entreprise, Etablissement } from '@portail/contrat/entreprises';
import type { Departement } from '@portail/contrat/greffes';
import { deOrD } from '../../lib/text/greffe-title';
import { vocabulaire } from '../../lib/vocabulaire';
import type { Crumb } from '../registre/json-ld';

/**
 * Accueil › Recherche par département › {département} › … when the siège's département is known,
 * Accueil › … otherwise; `suite` are the crumbs after the département.
 */
export function filAriane(departement: Departement | null, suite: Crumb[]): Crumb[] {
  const debut: Crumb[] = [{ label: 'Accueil', path: '/' }];
  if (departement) {
    debut.push(
      { label: 'Recherche par département', path: RECHERCHE_PAR_DEPARTEMENT },
      { label: `${departement.nom} (${departement.code})`, path: departementPath(departement.code) },
    );
  }
  return [...debut, ...suite];
}

export function postalAddress(adresse: Adresse) {
  return {
    '@type': 'PostalAddress',
    streetAddress: adresse.lignes.join(', ') || undefined,
    postalCode: adresse.code_postal ?? undefined,
    addressLocality: adresse.commune ?? undefined,
    addressCountry: adresse.pays ?? vocabulaire().codePays,
  };
}

const propriete = (propertyID: string, value: string) => ({ '@type': 'PropertyValue', propertyID, value });

/** schema.org Organization of a company page. */
export function organisationEntreprise(siteUrl: string, e: Entreprise) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: e.denomination,
    legalName: e.denomination,
    alternateName: e.sigle ?? undefined,
    identifier: propriete(vocabulaire().identifiantEntreprise, e.siren),
    vatID: e.tva_intracommunautaire ?? undefined,
    address: e.siege ? postalAddress(e.siege.adresse) : undefined,
    foundingDate: e.date_creation ?? undefined,
    dissolutionDate: e.date_radiation ?? undefined,
    url: `${siteUrl}${entreprisePath(e)}`,
  };
}

/** schema.org Organization of an establishment page, attached to its company. */
export function organisationEtablissement(siteUrl: string, e: Etablissement, path: string) {
  const entreprise = e.entreprise;
  const v = vocabulaire();
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: e.enseigne ?? e.denomination_usuelle ?? entreprise.denomination,
    legalName: entreprise.denomination,
    identifier: [propriete(v.identifiantEtablissement, e.siret), propriete(v.identifiantEntreprise, entreprise.siren)],
    address: postalAddress(e.adresse),
    foundingDate: e.date_creation ?? undefined,
    url: `${siteUrl}${path}`,
    parentOrganization: e.siege
      ? undefined
      : {
          '@type': 'Organization',
          name: entreprise.denomination,
          identifier: propriete(v.identifiantEntreprise, entreprise.siren),
          url: `${siteUrl}${entreprisePath(entreprise)}`,
        },
  };
}

/** « ATELIERS DUVAL & FILS (552 100 554) — Paris : chiffres clés, dirigeants, Kbis » */
export function titreEntreprise(e: Entreprise): string {
  const ville = e.siege?.adresse.commune;
  const sujets = e.personne_physique ? 'activité, établissements, extrait K' : 'chiffres clés, dirigeants, Kbis';
  return `${e.denomination} (${e.siren_formate})${ville ? ` — ${ville}` : ''} : ${sujets}`;
}

export function descriptionEntreprise(e: Entreprise): string {
  const forme = e.personne_physique ? 'entrepreneur individuel' : e.forme_juridique.libelle;
  const immatriculation = e.numero_rcs
    ? `, immatriculée au ${e.numero_rcs}`
    : `, ${vocabulaire().identifiantEntreprise} ${e.siren_formate}`;
  const adresse = e.siege ? [e.siege.adresse.code_postal, e.siege.adresse.commune].filter(Boolean).join(' ') : '';
  const etat =
    e.etat === 'RADIEE' ? ` Entreprise radiée${e.date_radiation ? ` le ${formatDate(e.date_radiation)}` : ''}.` : '';
  const activite = e.naf ? ` Activité : ${e.naf.libelle}.` : '';
  const contenu = e.personne_physique
    ? ' Identité, établissements, procédures collectives et documents déposés.'
    : ' Dirigeants, bénéficiaires effectifs, chiffres clés, procédures collectives et documents déposés.';
  return `${e.denomination} (${forme})${immatriculation}${adresse ? `, siège à ${adresse}` : ''}.${etat}${activite}${contenu}`;
}

/** « DUVAL ÉBÉNISTERIE — établissement d’ATELIERS DUVAL & FILS à Lyon (SIRET 552 100 554 00021) » */
export function titreEtablissement(e: Etablissement, nom: string): string {
  const denomination = e.entreprise.denomination;
  const sorte = e.siege ? 'siège' : 'établissement';
  const de =
    nom === denomination ? (e.siege ? 'Siège' : 'Établissement secondaire') : `${sorte} ${deOrD(denomination)}`;
  const ville = e.adresse.commune ? ` à ${e.adresse.commune}` : '';
  return `${nom} — ${de}${ville} (${vocabulaire().identifiantEtablissement} ${e.siret_formate})`;
}

export function descriptionEtablissement(e: Etablissement): string {
  const sorte = e.siege ? 'Siège' : 'Établissement secondaire';
  const adresse = [e.adresse.lignes.join(', '), [e.adresse.code_postal, e.adresse.commune].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const etat = e.etat === 'FERME' ? `fermé${e.date_fermeture ? ` le ${formatDate(e.date_fermeture)}` : ''}` : 'actif';
  const activite = e.naf ? ` Activité : ${e.naf.libelle} (${e.naf.code}).` : '';
  return `${sorte} ${deOrD(e.entreprise.denomination)} (${vocabulaire().identifiantEntreprise} ${e.entreprise.siren_formate})${adresse ? `, ${adresse}` : ''}, ${etat}.${activite} Dates, origine du fonds et mode d’exploitation.`;
}
