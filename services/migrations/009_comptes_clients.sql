-- Customer accounts (SPEC §3 « compte_client », FACTS §7): the accounts orders and invoices
-- will attach to, the people who use them, and their subscription periods.
-- Accounts are never deleted: a user leaving removes their link, the account stays.

-- Readable customer numbers, "C" then at least 6 digits (C100001…): a sequence rather than the
-- id, so that numbering can be moved (migration of a legacy base) without touching keys.
CREATE SEQUENCE comptes_clients_numero_seq START WITH 100001;

CREATE TABLE comptes_clients (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  numero_client text NOT NULL UNIQUE
    DEFAULT ('C' || nextval('comptes_clients_numero_seq')::text)
    CHECK (numero_client ~ '^C[0-9]{6,}$'),
  type_compte text NOT NULL CHECK (type_compte IN ('MEMBRE', 'ABONNE')),
  type_profil text NOT NULL CHECK (type_profil IN ('PARTICULIER', 'PROFESSIONNEL')),
  siren char(9) CHECK (siren ~ '^[0-9]{9}$'),
  -- Optimistic locking: every change adds 1, a change carrying an older value is refused.
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  grille_tarifaire text NOT NULL DEFAULT 'PUBLIC',
  denomination_sociale text CHECK (char_length(denomination_sociale) <= 70),
  -- Computed from the SIREN by the service (FACTS §4), kept so invoices read it as issued.
  tva_intra_communautaire text CHECK (tva_intra_communautaire ~ '^FR[0-9]{2}[0-9]{9}$'),
  position text NOT NULL DEFAULT 'OUVERT' CHECK (position IN ('OUVERT', 'RADIE', 'INTERDIT', 'SUSPENDU')),
  -- 38: one line of a French postal address (SPEC §5 second limit).
  libelle_courrier text CHECK (char_length(libelle_courrier) <= 38),
  libelle_facturation text CHECK (char_length(libelle_facturation) <= 38),
  offres_de_service text NOT NULL DEFAULT '14' CHECK (offres_de_service ~ '^[A-Z0-9_]+(,[A-Z0-9_]+)*$'),
  -- What the account allows; each user gets the part their role allows (service/habilitations.ts).
  habilitations text NOT NULL DEFAULT '' CHECK (habilitations ~ '^([A-Z_]+(,[A-Z_]+)*)?$'),
  cree_le timestamptz NOT NULL DEFAULT now(),
  modifie_le timestamptz NOT NULL DEFAULT now(),
  -- A professional account is a company: its SIREN and name; a private person has neither.
  CHECK ((type_profil = 'PROFESSIONNEL') = (siren IS NOT NULL)),
  CHECK (type_profil = 'PROFESSIONNEL' OR denomination_sociale IS NULL),
  CHECK ((siren IS NULL) = (tva_intra_communautaire IS NULL))
);
CREATE INDEX comptes_clients_siren_idx ON comptes_clients (siren);

-- Formulas and their price, as data: a new price is a new row or an update, not a release.
-- duree_mois null: open-ended (the free membership).
CREATE TABLE formules_abonnement (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z_]+$'),
  libelle text NOT NULL,
  type_compte text NOT NULL UNIQUE CHECK (type_compte IN ('MEMBRE', 'ABONNE')),
  duree_mois integer CHECK (duree_mois > 0),
  montant_ttc numeric(10, 2) NOT NULL CHECK (montant_ttc >= 0)
);
INSERT INTO formules_abonnement (code, libelle, type_compte, duree_mois, montant_ttc) VALUES
  ('MEMBRE', 'Compte membre', 'MEMBRE', NULL, 0.00),
  ('ANNUEL', 'Abonnement annuel', 'ABONNE', 12, 99.00);

-- Subscription periods. Every account has one (a membership is an open-ended free period), so
-- that SPEC §3 abonnements[0] always carries the billing address and contact.
-- date_fin is the last day included; null for an open-ended membership.
-- montant_ttc is copied from the formula when the period is created: a later price change
-- does not alter a period already sold.
CREATE TABLE abonnements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  compte_client_id integer NOT NULL REFERENCES comptes_clients (id),
  formule text NOT NULL REFERENCES formules_abonnement (code),
  date_debut date NOT NULL,
  date_fin date CHECK (date_fin >= date_debut),
  montant_ttc numeric(10, 2) NOT NULL CHECK (montant_ttc >= 0),
  -- GRATUIT: nothing to pay (membership); EN_ATTENTE_DE_PAIEMENT until the payment service
  -- records it (PAYE); ANNULE: cancelled before being paid.
  statut text NOT NULL CHECK (statut IN ('GRATUIT', 'EN_ATTENTE_DE_PAIEMENT', 'PAYE', 'ANNULE')),
  resiliation_demandee_le date,
  motif_resiliation text CHECK (char_length(motif_resiliation) <= 500),
  libelle_facturation text CHECK (char_length(libelle_facturation) <= 38),
  contact_nom text NOT NULL CHECK (char_length(contact_nom) BETWEEN 1 AND 70),
  contact_prenom text NOT NULL CHECK (char_length(contact_prenom) BETWEEN 1 AND 70),
  numero_voie_facturation text NOT NULL CHECK (char_length(numero_voie_facturation) BETWEEN 1 AND 38),
  complement_adresse_facturation text CHECK (char_length(complement_adresse_facturation) <= 38),
  code_postal_facturation text NOT NULL CHECK (code_postal_facturation ~ '^[A-Z0-9][A-Z0-9 -]{1,9}$'),
  ville_facturation text NOT NULL CHECK (char_length(ville_facturation) BETWEEN 1 AND 38),
  -- ISO 3166-1 alpha-2 (SPEC §9: country code FR).
  pays_facturation char(2) NOT NULL DEFAULT 'FR' CHECK (pays_facturation ~ '^[A-Z]{2}$'),
  cree_le timestamptz NOT NULL DEFAULT now(),
  modifie_le timestamptz NOT NULL DEFAULT now(),
  UNIQUE (compte_client_id, date_debut),
  CHECK ((resiliation_demandee_le IS NULL) = (motif_resiliation IS NULL))
);

-- Who uses which account, with which role; `selectionne` marks the account the user works on.
CREATE TABLE utilisateurs_comptes (
  utilisateur_id uuid NOT NULL REFERENCES utilisateurs (id) ON DELETE CASCADE,
  compte_client_id integer NOT NULL REFERENCES comptes_clients (id),
  role text NOT NULL CHECK (role IN ('ADMINISTRATEUR', 'UTILISATEUR')),
  selectionne boolean NOT NULL DEFAULT false,
  cree_le timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (utilisateur_id, compte_client_id)
);
-- At most one selected account per user, whatever the application does.
CREATE UNIQUE INDEX utilisateurs_comptes_un_selectionne ON utilisateurs_comptes (utilisateur_id) WHERE selectionne;
CREATE INDEX utilisateurs_comptes_compte_idx ON utilisateurs_comptes (compte_client_id);
