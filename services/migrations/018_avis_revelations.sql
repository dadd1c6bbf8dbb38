-- Surveillance notices (« avis ») and their billing (SPEC §7 « Surveillance service »
-- revelation/avis; FACTS §7: opening a watch is free, only the notices consulted are invoiced,
-- once; services/src/modules/surveillance/README.md).

-- What consulting a notice costs: data with its validity and its source, never a constant of the
-- code. Like `tarifs` (010): the published figure is the TTC one, prix_ht = TTC / 1.20 to the cent.
-- type_evenement: the row for one event type; null, every type without a row of its own.
CREATE TABLE tarifs_avis_surveillance (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  grille_tarifaire text NOT NULL REFERENCES grilles_tarifaires (code),
  type_evenement text CHECK (type_evenement IN ('RCS', 'BIL', 'ACT', 'PCL', 'PN')),
  prix_ht numeric(10, 2) NOT NULL CHECK (prix_ht >= 0),
  taux_tva numeric(5, 2) NOT NULL CHECK (taux_tva >= 0 AND taux_tva < 100),
  prix_ttc numeric(10, 2) NOT NULL CHECK (prix_ttc >= 0),
  valide_du date NOT NULL,
  valide_au date CHECK (valide_au >= valide_du),
  source text NOT NULL CHECK (source <> ''),
  date_source text NOT NULL CHECK (date_source <> ''),
  remarque text,
  CHECK (prix_ttc = round(prix_ht * (1 + taux_tva / 100), 2))
);
CREATE UNIQUE INDEX tarifs_avis_surveillance_unique
  ON tarifs_avis_surveillance (grille_tarifaire, COALESCE(type_evenement, ''), valide_du);
INSERT INTO tarifs_avis_surveillance (grille_tarifaire, type_evenement, prix_ht, taux_tva, prix_ttc, valide_du, source, date_source, remarque) VALUES
  ('PUBLIC', 'RCS', 1.30, 20, 1.56, '2015-01-01',
   'Grille Infogreffe 2015 (1,56 € par événement RCS consulté)', '2015-01-01',
   'FACTS §7 [IG2015] : chiffre de 2015, le tarif actuel n''est pas confirmé.'),
  ('PUBLIC', NULL, 1.30, 20, 1.56, '2015-01-01',
   'Grille Infogreffe 2015 (1,56 € par événement RCS consulté)', '2015-01-01',
   'FACTS §7 [IG2015] ne chiffre que l''événement RCS : appliqué aux avis BIL, ACT, PCL et PN faute de mieux (non confirmé).');

-- The monthly deferred invoice's lines that are not orders: a consulted notice charged to the
-- account's month (periode AAAA-MM, Paris). The month's invoice (job FACTURER_DIFFERE, module
-- commandes) takes the lines of its account and month not yet invoiced and sets facture_id.
CREATE TABLE lignes_facturation_differee (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  compte_client_id integer NOT NULL REFERENCES comptes_clients (id),
  periode char(7) NOT NULL CHECK (periode ~ '^[0-9]{4}-[0-9]{2}$'),
  libelle text NOT NULL CHECK (libelle <> ''),
  ht_centimes bigint NOT NULL CHECK (ht_centimes >= 0),
  ttc_centimes bigint NOT NULL CHECK (ttc_centimes >= ht_centimes),
  revelation_id bigint UNIQUE REFERENCES revelations (id),
  facture_id bigint REFERENCES factures (id),
  cree_le timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lignes_facturation_differee_a_facturer_idx
  ON lignes_facturation_differee (compte_client_id, periode) WHERE facture_id IS NULL;

-- A notice consulted, once per révélation (the primary key): when, by whom, at which price row
-- and amounts (frozen), and where it was charged — a wallet debit (PAIEMENT movement) or a line
-- of the monthly deferred invoice, exactly one of the two.
CREATE TABLE consultations_avis (
  revelation_id bigint PRIMARY KEY REFERENCES revelations (id),
  compte_client_id integer NOT NULL REFERENCES comptes_clients (id),
  utilisateur_id uuid REFERENCES utilisateurs (id) ON DELETE SET NULL,
  tarif_id integer NOT NULL REFERENCES tarifs_avis_surveillance (id),
  ht_centimes bigint NOT NULL CHECK (ht_centimes >= 0),
  ttc_centimes bigint NOT NULL CHECK (ttc_centimes >= ht_centimes),
  mode_facturation text NOT NULL CHECK (mode_facturation IN ('PORTEFEUILLE', 'FACTURE_MENSUELLE')),
  mouvement_id bigint UNIQUE REFERENCES portefeuille_mouvements (id),
  ligne_id bigint UNIQUE REFERENCES lignes_facturation_differee (id),
  consultee_le timestamptz NOT NULL DEFAULT now(),
  CHECK ((mode_facturation = 'PORTEFEUILLE') = (mouvement_id IS NOT NULL)),
  CHECK ((mode_facturation = 'FACTURE_MENSUELLE') = (ligne_id IS NOT NULL))
);
CREATE INDEX consultations_avis_compte_idx ON consultations_avis (compte_client_id, consultee_le DESC);
