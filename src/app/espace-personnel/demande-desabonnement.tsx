import { Link } from 'gatsby';
import { useRef, useState, type FormEvent } from 'react';
import { comptesClients } from '../../lib/api/comptes-clients';
import { messageDErreur, messageDuChamp } from '../../lib/api/erreurs';
import { pages } from '../../lib/api/routes';
import { useAbonnement } from '../../lib/api/use-comptes-clients';
import { BlocSucces, Chargement, Erreur, Vide } from '../ui/etats';
import { Formulaire, MessageErreur } from '../ui/formulaire';
import { PiedEnvoi, type EtatEnvoi } from '../ui/pied-envoi';
import { messagesValidation } from '../ui/validation';
import { dateFr, Donnees, PageEspace, Section } from './mise-en-page';
import { useEspace } from './use-espace';

/** The service requires a reason of 1 to 500 characters. */
const LIMITE_MOTIF = 500;

const montant = (valeur: number | string | null) =>
  valeur === null ? '—' : `${Number(valeur).toLocaleString('fr-FR', { minimumFractionDigits: 2 })} € TTC`;

/** /espace-personnel/demande-desabonnement: ABONNE accounts only; the request ends the subscription at its term. */
export function PageDemandeDesabonnement() {
  const { compte, chargement } = useEspace();
  const abonne = compte?.type_compte === 'ABONNE';
  const abonnement = useAbonnement(abonne && compte ? compte.id : null);
  const [motif, setMotif] = useState('');
  const [erreurMotif, setErreurMotif] = useState<string | null>(null);
  const [etat, setEtat] = useState<EtatEnvoi>(null);
  const champMotif = useRef<HTMLTextAreaElement>(null);

  const envoyer = async (event: FormEvent) => {
    event.preventDefault();
    if (!compte) return;
    const texte = motif.trim();
    setErreurMotif(texte ? null : messagesValidation.requis);
    if (!texte) {
      setEtat(null);
      champMotif.current?.focus();
      return;
    }
    setEtat({ type: 'envoi' });
    try {
      const modifie = await comptesClients.demanderDesabonnement(compte.id, texte);
      await abonnement.mutate(modifie, { revalidate: false });
      setEtat(null);
    } catch (e) {
      setErreurMotif(messageDuChamp(e, 'motif') ?? null);
      setEtat({ type: 'erreur', texte: messageDErreur(e) });
    }
  };

  const a = abonnement.data;
  return (
    <PageEspace titre="Demande de désabonnement">
      {chargement || abonnement.isLoading ? <Chargement /> : null}
      {!chargement && compte && !abonne ? (
        <Vide>
          <p>Le compte client sélectionné n’a pas d’abonnement : il n’y a rien à résilier.</p>
          <p>
            <Link to={pages.monAbonnement}>Découvrir l’abonnement</Link>
          </p>
        </Vide>
      ) : null}
      {abonnement.error ? (
        <Erreur message="Votre abonnement n’a pas pu être chargé." onReessayer={() => void abonnement.mutate()} />
      ) : null}
      {abonne && a === null ? (
        <Vide>
          <p>Aucun abonnement n’est en cours aujourd’hui sur ce compte client.</p>
          <p>
            <Link to={pages.monAbonnement}>Voir mon abonnement</Link>
          </p>
        </Vide>
      ) : null}
      {a ? (
        <Section aria-labelledby="titre-abonnement">
          <h2 id="titre-abonnement">Mon abonnement</h2>
          <p>
            <Link to={pages.monAbonnement}>Voir le détail et le renouvellement de mon abonnement</Link>
          </p>
          <Donnees>
            <dt>Formule</dt>
            <dd>{a.formule}</dd>
            <dt>Début</dt>
            <dd>{dateFr(a.date_debut)}</dd>
            <dt>Échéance</dt>
            <dd>{dateFr(a.date_fin)}</dd>
            <dt>Montant</dt>
            <dd>{montant(a.montant_ttc)}</dd>
          </Donnees>
          {a.resiliation_demandee_le ? (
            <BlocSucces role="status">
              <p>{`Votre demande de désabonnement du ${dateFr(a.resiliation_demandee_le)} est enregistrée : l’abonnement prendra fin à son échéance${a.date_fin ? `, le ${dateFr(a.date_fin)}` : ''}.`}</p>
            </BlocSucces>
          ) : (
            <Formulaire noValidate onSubmit={(e) => void envoyer(e)} aria-label="Demande de désabonnement">
              <p>L’abonnement restera actif jusqu’à son échéance ; il ne sera pas renouvelé.</p>
              <div>
                <label htmlFor="desabonnement-motif">Motif (obligatoire)</label>
                <textarea
                  ref={champMotif}
                  id="desabonnement-motif"
                  rows={3}
                  maxLength={LIMITE_MOTIF}
                  required
                  value={motif}
                  onChange={(e) => setMotif(e.target.value)}
                  aria-invalid={erreurMotif ? true : undefined}
                  aria-describedby={erreurMotif ? 'desabonnement-motif-erreur' : undefined}
                />
                {erreurMotif ? <MessageErreur id="desabonnement-motif-erreur">{erreurMotif}</MessageErreur> : null}
              </div>
              <PiedEnvoi etat={etat} libelle="Demander le désabonnement" />
            </Formulaire>
          )}
        </Section>
      ) : null}
    </PageEspace>
  );
}
