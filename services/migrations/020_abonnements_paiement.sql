-- Paying a subscription period through an ordinary order (issue 18 §3; SPEC §7
-- commandes/abonnements; services/src/modules/abonnements/README.md).

-- The subscription is an article of the catalogue, ordered only by POST commandes/abonnements
-- (par_entite false: never through the basket). Its price is the period's, copied from
-- formules_abonnement when the period was created, not a row of `tarifs`.
ALTER TABLE articles_catalogue DROP CONSTRAINT articles_catalogue_type_check;
ALTER TABLE articles_catalogue ADD CONSTRAINT articles_catalogue_type_check CHECK (type IN (
  'KBIS', 'COMPTES_ANNUELS', 'ACTE', 'ETAT_ENDETTEMENT', 'ETAT_ENDETTEMENT_DEBITEUR',
  'CERTIFICAT_PROCEDURES_COLLECTIVES', 'KBIS_PERIODIQUE', 'COPIE_JUGEMENT', 'SURVEILLANCE', 'ABONNEMENT'));
-- vendu_au_panier: listed in the price grid of basket articles (grilles_tarifaires/{code}/syntheses_articles).
ALTER TABLE articles_catalogue ADD COLUMN vendu_au_panier boolean NOT NULL DEFAULT true;
INSERT INTO articles_catalogue (id_article_catalogue, type, libelle, code_produit, ancien_code_produit, par_entite, ordre,
                                vendu_au_panier)
VALUES ('ABONNEMENT', 'ABONNEMENT', 'Abonnement', NULL, NULL, false, 10, false);
INSERT INTO sous_articles_catalogue (id_sous_article_catalogue, id_article_catalogue, format_diffusion, libelle, tarif_de)
VALUES ('ABONNEMENT_ELEC', 'ABONNEMENT', 'ELEC', 'Abonnement (services en ligne)', NULL);

-- uuid: the period's public name, in the resume link /mon-abonnement/reprise/{uuid} of a reminder.
-- commande_id: the order that pays it (the latest; a cancelled order leaves room for another).
-- paye_le: when its order was delivered. rappel_envoye_le / expiration_signalee_le: the renewal
-- reminder sent before a paid period's end, the expiry notice sent after it (each once).
ALTER TABLE abonnements
  ADD COLUMN uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN commande_id bigint REFERENCES commandes (id),
  ADD COLUMN paye_le timestamptz,
  ADD COLUMN rappel_envoye_le timestamptz,
  ADD COLUMN expiration_signalee_le timestamptz,
  ADD CONSTRAINT abonnements_uuid_key UNIQUE (uuid),
  ADD CONSTRAINT abonnements_paye_le_check CHECK (paye_le IS NULL OR statut = 'PAYE');
CREATE INDEX abonnements_commande_idx ON abonnements (commande_id) WHERE commande_id IS NOT NULL;

-- Periods that hold rights (free membership, paid period) never start on the same day for an
-- account; a period waiting for its payment may overlap them (a member subscribing keeps the
-- membership until the payment, the payment dates the period).
ALTER TABLE abonnements DROP CONSTRAINT abonnements_compte_client_id_date_debut_key;
CREATE UNIQUE INDEX abonnements_compte_debut_droits ON abonnements (compte_client_id, date_debut)
  WHERE statut IN ('GRATUIT', 'PAYE');
-- At most one period waiting for its payment per account.
CREATE UNIQUE INDEX abonnements_compte_en_attente ON abonnements (compte_client_id)
  WHERE statut = 'EN_ATTENTE_DE_PAIEMENT';
-- The daily due-date job: paid periods by their last day.
CREATE INDEX abonnements_echeances_idx ON abonnements (date_fin) WHERE statut = 'PAYE';

-- The VAT rate of a formula, for the HT amount of its order and invoice (the published price is
-- the TTC one; HT = TTC / (1 + rate), to the cent).
ALTER TABLE formules_abonnement ADD COLUMN taux_tva numeric(5, 2) NOT NULL DEFAULT 20
  CHECK (taux_tva >= 0 AND taux_tva < 100);
