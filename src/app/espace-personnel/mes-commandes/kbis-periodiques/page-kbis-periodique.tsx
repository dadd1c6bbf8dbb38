import { Link } from 'gatsby';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { formatSiren } from '../../../../components/entreprise/format';
import { estIntrouvable } from '../../../../lib/api/erreurs';
import { pages, pagesCommandes } from '../../../../lib/api/routes';
import type { KbisPeriodique } from '@portail/contrat/kbis-periodiques';
import { CLE_KBIS_PERIODIQUES, useKbisPeriodique } from '../../../../lib/api/use-kbis-periodiques';
import { periodiciteEnMots } from '../../../../lib/kbis-periodique/offre';
import { formatDate, formatDateHeure } from '../../../../lib/registre/format';
import { euros, LIBELLE_FORMAT } from '../../../panier/diffusions';
import { BlocErreur, BlocSucces, Chargement, Erreur, Fort, Vide } from '../../../ui/etats';
import type { ProprietesEcran } from '../../espace-personnel-app';
import { Donnees, PageEspace, Section } from '../../mise-en-page';
import { useEspace } from '../../use-espace';
import { AdresseLivraisonSection } from './adresse-livraison';
import { pageEntreprise, StatutKbisBadge } from './commun';
import { EnvoisKbisPeriodique } from './envois-kbis-periodique';
import { Resiliation } from './resiliation';

const RETOUR = { lien: pages.mesKbisPeriodiques, texte: 'Mes Kbis périodiques' };
const ID_MAX = 2_147_483_647;

/** Lists and wallet that a change of a subscription makes stale: read again when next shown. */
const perimees = (cle: unknown) =>
  Array.isArray(cle) && [CLE_KBIS_PERIODIQUES, 'portefeuille', 'moyens_paiements'].includes(String(cle[0]));

function Resume({ kbis }: { kbis: KbisPeriodique }) {
  return (
    <Section aria-labelledby="titre-resume">
      <h2 id="titre-resume">Résumé</h2>
      <Donnees>
        <dt>Entreprise</dt>
        <dd>
          <Link to={pageEntreprise(kbis)}>{kbis.denomination}</Link> (SIREN {formatSiren(kbis.siren)})
        </dd>
        <dt>Statut</dt>
        <dd>
          <StatutKbisBadge statut={kbis.statut} libelle={kbis.libelle_statut} />
        </dd>
        <dt>Format</dt>
        <dd>
          {LIBELLE_FORMAT[kbis.format_diffusion] ?? kbis.format_diffusion}
          {kbis.quantite > 1 ? ` (${kbis.quantite} exemplaires par envoi)` : ''}
        </dd>
        <dt>Périodicité</dt>
        <dd>{periodiciteEnMots(kbis.periodicite)}</dd>
        <dt>Envois effectués</dt>
        <dd>
          {kbis.envois_effectues} sur {kbis.nombre_envois}
        </dd>
        <dt>Prochain envoi</dt>
        <dd>{kbis.prochain_envoi_le ? formatDate(kbis.prochain_envoi_le) : 'Aucun'}</dd>
        <dt>Premier envoi</dt>
        <dd>{formatDate(kbis.date_debut)}</dd>
        {kbis.email ? (
          <>
            <dt>Envoyé par courriel à</dt>
            <dd>{kbis.email}</dd>
          </>
        ) : null}
        <dt>Prix par envoi</dt>
        <dd>{euros(kbis.prix_unitaire.ttc_formate)} TTC</dd>
        <dt>Montant total</dt>
        <dd>{euros(kbis.montant.ttc_formate)} TTC</dd>
        <dt>Commande</dt>
        <dd>
          <Link to={pagesCommandes.commande(kbis.commande.reference_commande, kbis.commande.jour_commande)}>
            {kbis.commande.reference_commande}
          </Link>
        </dd>
        {kbis.termine_le ? (
          <>
            <dt>Terminé le</dt>
            <dd>{formatDateHeure(kbis.termine_le)}</dd>
          </>
        ) : null}
        {kbis.annule_le ? (
          <>
            <dt>Résilié le</dt>
            <dd>{formatDateHeure(kbis.annule_le)}</dd>
          </>
        ) : null}
        {kbis.remboursement ? (
          <>
            <dt>Remboursé sur votre portefeuille électronique</dt>
            <dd>{euros(kbis.remboursement.ttc_formate)} TTC</dd>
          </>
        ) : null}
      </Donnees>
    </Section>
  );
}

/**
 * /espace-personnel/mes-commandes/mes-kbis-periodiques/{id}: a periodic Kbis, its issues (each
 * sent PDF with its verification code), the delivery address of a postal one, its cancellation.
 */
export function PageKbisPeriodique({ parametres }: ProprietesEcran) {
  const id = Number(parametres.id);
  const valide = Number.isInteger(id) && id > 0 && id <= ID_MAX;
  const { compte, selection, chargement } = useEspace();
  const swr = useKbisPeriodique(compte?.id ?? null, valide ? id : null);
  const { mutate } = useSWRConfig();
  const [annonce, setAnnonce] = useState('');
  const [refus, setRefus] = useState<string | null>(null);
  const kbis = swr.data;

  const surModifie = (nouveau: KbisPeriodique) => {
    void swr.mutate(nouveau, { revalidate: false });
    void mutate(perimees);
  };
  const surResilie = (resilie: KbisPeriodique) => {
    surModifie(resilie);
    const rembourse = resilie.remboursement ? euros(resilie.remboursement.ttc_formate) : null;
    setAnnonce(
      rembourse
        ? `Votre Kbis périodique est résilié. ${rembourse} TTC ont été remboursés sur votre portefeuille électronique.`
        : 'Votre Kbis périodique est résilié.',
    );
  };
  const surPerime = () => void swr.mutate();
  const surResiliationRefusee = (message: string) => {
    setRefus(message);
    surPerime();
  };

  const introuvable = !valide || estIntrouvable(swr.error);
  return (
    <PageEspace titre={kbis ? `Kbis périodique — ${kbis.denomination}` : 'Détail du Kbis périodique'} retour={RETOUR}>
      {valide && (chargement || (compte && !kbis && !swr.error)) ? (
        <Chargement texte="Chargement de votre Kbis périodique…" />
      ) : null}
      {selection.error ? (
        <Erreur message="Votre compte client n’a pas pu être chargé." onReessayer={() => void selection.mutate()} />
      ) : null}
      {introuvable ? (
        <Vide>
          <Fort>Kbis périodique introuvable.</Fort>
          <p>Aucun Kbis périodique de votre compte client ne correspond à cette adresse.</p>
          <p>
            <Link to={pages.mesKbisPeriodiques}>Voir mes Kbis périodiques</Link>
          </p>
        </Vide>
      ) : null}
      {swr.error && !introuvable ? (
        <Erreur message="Votre Kbis périodique n’a pas pu être chargé." onReessayer={() => void swr.mutate()} />
      ) : null}
      {/* Present from the first render, so that the cancellation's result is announced. */}
      <div role="status" aria-live="polite">
        {annonce ? (
          <BlocSucces>
            <p>{annonce}</p>
            <p>
              <Link to={pages.portefeuille}>Voir mon portefeuille électronique</Link>
            </p>
          </BlocSucces>
        ) : null}
      </div>
      {refus ? (
        <BlocErreur role="alert">
          <p>{refus}</p>
        </BlocErreur>
      ) : null}
      {kbis ? (
        <>
          <Resume kbis={kbis} />
          <EnvoisKbisPeriodique kbis={kbis} />
          {kbis.format_diffusion === 'COURRIER' ? (
            <AdresseLivraisonSection kbis={kbis} onModifie={surModifie} onPerime={surPerime} />
          ) : null}
          {kbis.statut === 'ACTIF' ? (
            <Resiliation kbis={kbis} onResilie={surResilie} onPerime={surResiliationRefusee} />
          ) : null}
        </>
      ) : null}
    </PageEspace>
  );
}
