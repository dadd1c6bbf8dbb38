-- Orders, payments, issued documents, invoices, the electronic wallet and the job queue
-- (SPEC §7 « Orders and payments service », services/src/modules/commandes/README.md).
-- Amounts are integer cents (HT and TTC; TVA = TTC − HT), frozen when the order is placed.

-- Deferred monthly billing (moyen DIFFERE) is opened account by account, by the operator.
ALTER TABLE comptes_clients ADD COLUMN paiement_differe boolean NOT NULL DEFAULT false;

-- The job queue: read with FOR UPDATE SKIP LOCKED, so that several instances share the work and a
-- job survives a restart. A job whose worker died is taken again once verrouille_jusqu_a has passed.
-- cle: at most one live job per key (a second enqueue of the same key is a no-op).
CREATE TABLE travaux (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL CHECK (type ~ '^[A-Z_]{2,40}$'),
  cle text,
  donnees jsonb NOT NULL DEFAULT '{}',
  statut text NOT NULL DEFAULT 'EN_ATTENTE' CHECK (statut IN ('EN_ATTENTE', 'EN_COURS', 'TERMINE', 'ECHEC')),
  executer_apres timestamptz NOT NULL DEFAULT now(),
  tentatives integer NOT NULL DEFAULT 0 CHECK (tentatives >= 0),
  max_tentatives integer NOT NULL DEFAULT 10 CHECK (max_tentatives >= 1),
  verrouille_jusqu_a timestamptz,
  derniere_erreur text,
  cree_le timestamptz NOT NULL DEFAULT now(),
  termine_le timestamptz
);
CREATE UNIQUE INDEX travaux_cle_idx ON travaux (type, cle) WHERE cle IS NOT NULL;
CREATE INDEX travaux_a_faire_idx ON travaux (executer_apres) WHERE statut IN ('EN_ATTENTE', 'EN_COURS');

-- Order references: CMD-2026-000123 (a sequence: gaps are harmless for orders, unlike invoices).
CREATE SEQUENCE commandes_numero_seq START WITH 1;

CREATE TABLE commandes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL UNIQUE CHECK (reference ~ '^CMD-[0-9]{4}-[0-9]{6,}$'),
  -- The user who placed it; the order stays with the account when that user leaves.
  utilisateur_id uuid REFERENCES utilisateurs (id) ON DELETE SET NULL,
  compte_client_id integer NOT NULL REFERENCES comptes_clients (id),
  grille_tarifaire text NOT NULL REFERENCES grilles_tarifaires (code),
  cree_le timestamptz NOT NULL DEFAULT now(),
  -- The French calendar day of the order (SPEC §7 date_commande).
  jour date NOT NULL,
  statut text NOT NULL DEFAULT 'A_PAYER' CHECK (statut IN ('A_PAYER', 'PAYEE', 'LIVREE', 'ANNULEE')),
  moyen_paiement text CHECK (moyen_paiement IN ('CARTE_BANCAIRE', 'PORTEFEUILLE_ELECTRONIQUE', 'DIFFERE')),
  ht_centimes bigint NOT NULL CHECK (ht_centimes >= 0),
  ttc_centimes bigint NOT NULL CHECK (ttc_centimes >= ht_centimes),
  paye_le timestamptz,
  livree_le timestamptz,
  annulee_le timestamptz,
  CHECK ((statut IN ('PAYEE', 'LIVREE')) = (paye_le IS NOT NULL)),
  CHECK ((statut = 'LIVREE') = (livree_le IS NOT NULL)),
  CHECK ((statut = 'ANNULEE') = (annulee_le IS NOT NULL)),
  CHECK ((paye_le IS NULL) = (moyen_paiement IS NULL))
);
CREATE INDEX commandes_compte_idx ON commandes (compte_client_id, cree_le DESC);

CREATE TABLE commande_articles (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  commande_id bigint NOT NULL REFERENCES commandes (id) ON DELETE CASCADE,
  ordre integer NOT NULL,
  id_article_catalogue text NOT NULL REFERENCES articles_catalogue (id_article_catalogue),
  type text NOT NULL,
  libelle text NOT NULL,
  id_entite bigint REFERENCES entreprises (id),
  siren char(9),
  denomination text,
  donnees jsonb NOT NULL DEFAULT '{}',
  ht_centimes bigint NOT NULL CHECK (ht_centimes >= 0),
  ttc_centimes bigint NOT NULL CHECK (ttc_centimes >= ht_centimes),
  UNIQUE (commande_id, ordre)
);

CREATE TABLE commande_sous_articles (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  commande_article_id bigint NOT NULL REFERENCES commande_articles (id) ON DELETE CASCADE,
  id_sous_article_catalogue text NOT NULL REFERENCES sous_articles_catalogue (id_sous_article_catalogue),
  format_diffusion text NOT NULL CHECK (format_diffusion IN ('COURRIER', 'ELEC')),
  quantite integer NOT NULL CHECK (quantite BETWEEN 1 AND 99),
  nombre_envois integer NOT NULL CHECK (nombre_envois >= 1),
  periodicite jsonb,
  unitaire_ht_centimes bigint NOT NULL CHECK (unitaire_ht_centimes >= 0),
  unitaire_ttc_centimes bigint NOT NULL CHECK (unitaire_ttc_centimes >= unitaire_ht_centimes),
  ht_centimes bigint NOT NULL,
  ttc_centimes bigint NOT NULL,
  CHECK (ht_centimes = unitaire_ht_centimes * quantite * nombre_envois),
  CHECK (ttc_centimes = unitaire_ttc_centimes * quantite * nombre_envois)
);
CREATE INDEX commande_sous_articles_article_idx ON commande_sous_articles (commande_article_id);

-- Payment sessions: one per attempt. objet COMMANDE pays an order, RECHARGEMENT tops up a wallet.
CREATE TABLE paiements_sessions (
  id uuid PRIMARY KEY,
  objet text NOT NULL CHECK (objet IN ('COMMANDE', 'RECHARGEMENT')),
  commande_id bigint REFERENCES commandes (id),
  compte_client_id integer NOT NULL REFERENCES comptes_clients (id),
  -- The user who placed it; the order stays with the account when that user leaves.
  utilisateur_id uuid REFERENCES utilisateurs (id) ON DELETE SET NULL,
  moyen_paiement text NOT NULL CHECK (moyen_paiement IN ('CARTE_BANCAIRE', 'PORTEFEUILLE_ELECTRONIQUE', 'DIFFERE')),
  montant_centimes bigint NOT NULL CHECK (montant_centimes > 0),
  statut text NOT NULL DEFAULT 'OUVERTE' CHECK (statut IN ('OUVERTE', 'REUSSIE', 'REFUSEE')),
  -- Set when a success arrives for an order another session had already paid: to be refunded.
  a_rembourser boolean NOT NULL DEFAULT false,
  cree_le timestamptz NOT NULL DEFAULT now(),
  termine_le timestamptz,
  CHECK ((objet = 'COMMANDE') = (commande_id IS NOT NULL)),
  CHECK ((statut = 'OUVERTE') = (termine_le IS NULL))
);
CREATE INDEX paiements_sessions_commande_idx ON paiements_sessions (commande_id);

-- What the sandbox provider decided, kept until the notification is delivered (job NOTIFIER_PAIEMENT).
CREATE TABLE paiements_sandbox_evenements (
  id uuid PRIMARY KEY,
  session_id uuid NOT NULL UNIQUE REFERENCES paiements_sessions (id),
  statut text NOT NULL CHECK (statut IN ('REUSSI', 'REFUSE')),
  corps text NOT NULL,
  cree_le timestamptz NOT NULL DEFAULT now(),
  acquitte_le timestamptz
);

-- Every accepted notification, under the provider's event id: a replay finds its row and changes nothing.
CREATE TABLE paiements_notifications (
  id_evenement text PRIMARY KEY CHECK (char_length(id_evenement) BETWEEN 1 AND 100),
  session_id uuid NOT NULL REFERENCES paiements_sessions (id),
  statut text NOT NULL CHECK (statut IN ('REUSSI', 'REFUSE')),
  montant_centimes bigint NOT NULL,
  corps text NOT NULL,
  recue_le timestamptz NOT NULL DEFAULT now()
);

-- The electronic wallet of a customer account: the balance is the sum of its movements.
CREATE TABLE portefeuille_mouvements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  compte_client_id integer NOT NULL REFERENCES comptes_clients (id),
  type text NOT NULL CHECK (type IN ('RECHARGEMENT', 'PAIEMENT', 'REMBOURSEMENT')),
  libelle text NOT NULL,
  -- Credit positive, debit negative; wallet amounts are TTC.
  montant_centimes bigint NOT NULL CHECK (montant_centimes <> 0),
  commande_id bigint REFERENCES commandes (id),
  session_id uuid UNIQUE REFERENCES paiements_sessions (id),
  cree_le timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX portefeuille_mouvements_compte_idx ON portefeuille_mouvements (compte_client_id, id);

-- Documents issued for an order: the PDF as delivered, its fingerprint and, for a Kbis or a
-- certificate, the code anyone can check on the public verification page.
CREATE TABLE documents_emis (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  commande_article_id bigint NOT NULL REFERENCES commande_articles (id) ON DELETE CASCADE,
  type text NOT NULL,
  libelle text NOT NULL,
  nom_fichier text NOT NULL,
  contenu bytea NOT NULL,
  sha256 char(64) NOT NULL,
  code_verification char(14) UNIQUE,
  id_entite bigint REFERENCES entreprises (id),
  siren char(9),
  denomination text,
  greffe_code char(4),
  numero_gestion text,
  emis_le timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_emis_article_idx ON documents_emis (commande_article_id);

-- Postal dispatches recorded for COURRIER sub-articles (the printing house reads them).
CREATE TABLE envois_postaux (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  commande_sous_article_id bigint NOT NULL REFERENCES commande_sous_articles (id) ON DELETE CASCADE,
  quantite integer NOT NULL CHECK (quantite >= 1),
  enregistre_le timestamptz NOT NULL DEFAULT now()
);

-- Invoice numbers without gaps: a counter row per year, incremented in the transaction that
-- writes the invoice, so a rollback gives the number back.
CREATE TABLE compteurs_factures (
  annee integer PRIMARY KEY,
  dernier integer NOT NULL CHECK (dernier >= 0)
);

-- An invoice is one order's (commande_id), or, under deferred billing (DIFFERE), the month's orders
-- of an account (periode AAAA-MM; each order then points to it with commandes.facture_id).
CREATE TABLE factures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  numero text NOT NULL UNIQUE CHECK (numero ~ '^F[0-9]{4}-[0-9]{6}$'),
  annee integer NOT NULL,
  rang integer NOT NULL,
  commande_id bigint UNIQUE REFERENCES commandes (id),
  periode char(7) CHECK (periode ~ '^[0-9]{4}-[0-9]{2}$'),
  compte_client_id integer NOT NULL REFERENCES comptes_clients (id),
  date_facture date NOT NULL,
  moyen_paiement text NOT NULL,
  ht_centimes bigint NOT NULL,
  ttc_centimes bigint NOT NULL,
  contenu bytea NOT NULL,
  cree_le timestamptz NOT NULL DEFAULT now(),
  UNIQUE (annee, rang),
  UNIQUE (compte_client_id, periode),
  CHECK ((commande_id IS NULL) <> (periode IS NULL))
);
CREATE INDEX factures_compte_idx ON factures (compte_client_id, id DESC);

ALTER TABLE commandes ADD COLUMN facture_id bigint REFERENCES factures (id);
