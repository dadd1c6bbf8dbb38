-- Alerts of new révélations (issue 18 §2 « Alerts »; services/src/modules/surveillance/alertes/README.md):
-- e-mails (one per révélation, or a daily digest) and a signed webhook per customer account.

-- How a user wants to hear of an account's révélations. No row: QUOTIDIENNE (the default).
CREATE TABLE alertes_preferences (
  utilisateur_id uuid NOT NULL REFERENCES utilisateurs (id) ON DELETE CASCADE,
  compte_client_id integer NOT NULL REFERENCES comptes_clients (id),
  mode text NOT NULL CHECK (mode IN ('AUCUNE', 'IMMEDIATE', 'QUOTIDIENNE')),
  modifie_le timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (utilisateur_id, compte_client_id)
);

-- The alerts' cursor: every révélation up to derniere_revelation_id has had its immediate e-mails
-- and its webhook deliveries recorded below. One row, moved in the transaction that records them.
-- Starts at the newest révélation present: alerts are about what comes after.
CREATE TABLE curseur_alertes (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  derniere_revelation_id bigint NOT NULL CHECK (derniere_revelation_id >= 0),
  modifie_le timestamptz NOT NULL DEFAULT now()
);
INSERT INTO curseur_alertes (derniere_revelation_id) SELECT COALESCE(max(id), 0) FROM revelations;

-- Each e-mail to send or sent, recorded before it leaves: an IMMEDIATE one per révélation and user,
-- a QUOTIDIENNE digest per user, account and day (Paris), listing its révélations. The unique keys
-- make recording twice impossible; statut moves A_ENVOYER → ENVOYE (or ANNULE: unsubscribed since)
-- in the transaction that sends it, so a replay sends nothing twice.
CREATE TABLE alertes_courriels (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  utilisateur_id uuid NOT NULL REFERENCES utilisateurs (id) ON DELETE CASCADE,
  compte_client_id integer NOT NULL REFERENCES comptes_clients (id),
  mode text NOT NULL CHECK (mode IN ('IMMEDIATE', 'QUOTIDIENNE')),
  revelation_id bigint REFERENCES revelations (id) ON DELETE CASCADE,
  jour date,
  revelations bigint[] NOT NULL CHECK (cardinality(revelations) >= 1),
  statut text NOT NULL DEFAULT 'A_ENVOYER' CHECK (statut IN ('A_ENVOYER', 'ENVOYE', 'ANNULE')),
  cree_le timestamptz NOT NULL DEFAULT now(),
  envoye_le timestamptz,
  CHECK ((mode = 'IMMEDIATE') = (revelation_id IS NOT NULL)),
  CHECK ((mode = 'QUOTIDIENNE') = (jour IS NOT NULL)),
  CHECK ((statut = 'ENVOYE') = (envoye_le IS NOT NULL))
);
CREATE UNIQUE INDEX alertes_courriels_immediate ON alertes_courriels (utilisateur_id, revelation_id)
  WHERE revelation_id IS NOT NULL;
CREATE UNIQUE INDEX alertes_courriels_quotidienne ON alertes_courriels (utilisateur_id, compte_client_id, jour)
  WHERE jour IS NOT NULL;
CREATE INDEX alertes_courriels_a_envoyer ON alertes_courriels (id) WHERE statut = 'A_ENVOYER';
-- The digest's lower bound: the newest révélation of the user's last digest for the account.
CREATE INDEX alertes_courriels_derniere_quotidienne ON alertes_courriels (utilisateur_id, compte_client_id, jour DESC)
  WHERE jour IS NOT NULL;

-- One webhook per customer account. The secret signs every delivery (HMAC-SHA256); it is generated
-- by the server, shown once at creation, and kept here to sign (it cannot be a hash).
CREATE TABLE webhooks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  compte_client_id integer NOT NULL UNIQUE REFERENCES comptes_clients (id),
  url text NOT NULL CHECK (char_length(url) BETWEEN 1 AND 2000),
  secret text NOT NULL CHECK (char_length(secret) >= 32),
  cree_le timestamptz NOT NULL DEFAULT now(),
  modifie_le timestamptz NOT NULL DEFAULT now()
);

-- One delivery per révélation and webhook, each with its own job of the queue (retried with back-off).
CREATE TABLE webhooks_livraisons (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  webhook_id integer NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  revelation_id bigint NOT NULL REFERENCES revelations (id) ON DELETE CASCADE,
  statut text NOT NULL DEFAULT 'EN_ATTENTE' CHECK (statut IN ('EN_ATTENTE', 'LIVREE', 'ECHEC')),
  tentatives integer NOT NULL DEFAULT 0 CHECK (tentatives >= 0),
  code_http integer,
  derniere_erreur text,
  cree_le timestamptz NOT NULL DEFAULT now(),
  derniere_tentative_le timestamptz,
  livree_le timestamptz,
  UNIQUE (webhook_id, revelation_id)
);
CREATE INDEX webhooks_livraisons_liste ON webhooks_livraisons (webhook_id, id DESC);
