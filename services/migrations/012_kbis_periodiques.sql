-- Periodic Kbis (SPEC §7 « Periodic Kbis », services/src/modules/kbis-periodiques/README.md):
-- a subscription opened when an order's KBIS_PERIODIQUE article is fulfilled, and its planned issues.

-- One subscription per periodic diffusion: a basket article may carry both formats (ELEC and
-- COURRIER), each its own sub-article with its own periodicity, hence the sub-article key; an
-- article has at most one subscription per format. The company is copied as ordered (the registry
-- may change or strike it off; each issue is produced from the registry as it stands then).
CREATE TABLE kbis_periodiques (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  compte_client_id integer NOT NULL REFERENCES comptes_clients (id),
  -- The user who placed it; the order stays with the account when that user leaves.
  utilisateur_id uuid REFERENCES utilisateurs (id) ON DELETE SET NULL,
  commande_article_id bigint NOT NULL REFERENCES commande_articles (id),
  commande_sous_article_id bigint NOT NULL UNIQUE REFERENCES commande_sous_articles (id),
  id_entite bigint NOT NULL REFERENCES entreprises (id),
  siren char(9) NOT NULL CHECK (siren ~ '^[0-9]{9}$'),
  denomination text NOT NULL CHECK (denomination <> ''),
  format_diffusion text NOT NULL CHECK (format_diffusion IN ('ELEC', 'COURRIER')),
  quantite integer NOT NULL CHECK (quantite BETWEEN 1 AND 99),
  frequence_mois integer NOT NULL CHECK (frequence_mois >= 1),
  duree_mois integer NOT NULL CHECK (duree_mois >= frequence_mois AND duree_mois % frequence_mois = 0),
  nombre_envois integer NOT NULL,
  -- The French calendar day of issue 1; issue k is due on date_debut + (k − 1) × frequence_mois months.
  date_debut date NOT NULL,
  statut text NOT NULL DEFAULT 'ACTIF' CHECK (statut IN ('ACTIF', 'TERMINE', 'ANNULE')),
  -- COURRIER only: { nom, numero_voie, complement, code_postal, ville, pays }; by default the
  -- billing address of the account's newest subscription period (abonnements).
  adresse_livraison jsonb CHECK (jsonb_typeof(adresse_livraison) = 'object'),
  -- ELEC only: the ordering user's address, where each issue is e-mailed.
  email text CHECK (email ~ '^[^@\s]+@[^@\s]+$'),
  cree_le timestamptz NOT NULL DEFAULT now(),
  termine_le timestamptz,
  annule_le timestamptz,
  UNIQUE (commande_article_id, format_diffusion),
  CHECK (nombre_envois = duree_mois / frequence_mois),
  CHECK ((format_diffusion = 'COURRIER') = (adresse_livraison IS NOT NULL)),
  CHECK ((format_diffusion = 'ELEC') = (email IS NOT NULL)),
  CHECK ((statut = 'TERMINE') = (termine_le IS NOT NULL)),
  CHECK ((statut = 'ANNULE') = (annule_le IS NOT NULL))
);
CREATE INDEX kbis_periodiques_compte_idx ON kbis_periodiques (compte_client_id, id DESC);

-- The issues, all planned when the subscription opens. An ELEC issue links its PDF (documents_emis,
-- under the same order article, with its verification code) and is e-mailed (courriel_envoye_le);
-- a COURRIER issue links its postal dispatch (envois_postaux) and the address it was sent to.
CREATE TABLE kbis_periodiques_envois (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kbis_periodique_id bigint NOT NULL REFERENCES kbis_periodiques (id),
  rang integer NOT NULL CHECK (rang >= 1),
  prevu_le date NOT NULL,
  statut text NOT NULL DEFAULT 'PREVU' CHECK (statut IN ('PREVU', 'ENVOYE', 'ANNULE')),
  envoye_le timestamptz,
  document_emis_id bigint UNIQUE REFERENCES documents_emis (id),
  envoi_postal_id bigint UNIQUE REFERENCES envois_postaux (id),
  adresse_livraison jsonb CHECK (jsonb_typeof(adresse_livraison) = 'object'),
  courriel_envoye_le timestamptz,
  UNIQUE (kbis_periodique_id, rang),
  CHECK ((statut = 'ENVOYE') = (envoye_le IS NOT NULL)),
  CHECK (statut = 'ENVOYE' OR (document_emis_id IS NULL AND envoi_postal_id IS NULL)),
  CHECK (document_emis_id IS NULL OR envoi_postal_id IS NULL),
  CHECK ((envoi_postal_id IS NULL) = (adresse_livraison IS NULL)),
  CHECK (courriel_envoye_le IS NULL OR document_emis_id IS NOT NULL)
);
