-- Surveillance (SPEC §7 « Surveillance service », §9 groups, FACTS §7; issue 18 §2): customers watch
-- companies or natural persons of the registry; each registry event about a watched target becomes
-- one « révélation » per matching watch (services/src/modules/surveillance/README.md).

-- How many ACTIVE watches an account type may hold: data with its date and source, never a
-- constant of the code. An account type with no row here may not watch anything.
CREATE TABLE plafonds_surveillance (
  type_compte text NOT NULL CHECK (type_compte IN ('MEMBRE', 'ABONNE')),
  valide_du date NOT NULL,
  maximum integer NOT NULL CHECK (maximum >= 0),
  source text NOT NULL CHECK (source <> ''),
  PRIMARY KEY (type_compte, valide_du)
);
INSERT INTO plafonds_surveillance (type_compte, valide_du, maximum, source) VALUES
  ('MEMBRE', '2015-01-01', 1,
   'FACTS §7 : compte membre gratuit, « one company » (wiredcpa.com) ; grille complète non confirmée (unconfirmed).'),
  ('ABONNE', '2015-01-01', 50,
   'FACTS §7 : infogreffe.fr mentionne « up to 50 » pour un profil ; grille complète non confirmée (unconfirmed).');

-- Favourites folders (SPEC §3 « favourite files »): a customer account's own grouping of watches.
CREATE TABLE groupes_favoris (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  compte_client_id integer NOT NULL REFERENCES comptes_clients (id),
  libelle text NOT NULL CHECK (char_length(libelle) BETWEEN 1 AND 70),
  cree_le timestamptz NOT NULL DEFAULT now(),
  UNIQUE (compte_client_id, libelle)
);

-- A watch of a company (entreprise_id) or of a natural person (personne_physique_id), exactly one.
--   domaines        the SPEC §9 groups asked for (at least one)
--   types           the event types they cover (RCS, BIL, ACT, PCL, PN), written with them by the
--                   service (surveillance/service/domaines.ts), read by the fan-out
--   depuis_evenement_id  the newest registry event when the watch was opened: a watch reveals what
--                   happens after it, not the registry's past
--   etat            ACTIVE, or TERMINEE with its date and reason (RADIATION of the company,
--                   SUPPRESSION by the customer); ended watches and their révélations are kept
CREATE TABLE surveillances (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  compte_client_id integer NOT NULL REFERENCES comptes_clients (id),
  entreprise_id bigint REFERENCES entreprises (id) ON DELETE CASCADE,
  personne_physique_id bigint REFERENCES personnes_physiques (id) ON DELETE CASCADE,
  domaines text[] NOT NULL CHECK (
    cardinality(domaines) >= 1
    AND domaines <@ ARRAY['RCS_BILAN_ACTES', 'BIL', 'ACT', 'PROCEDURES_COLLECTIVES', 'PRIVILEGES_ET_NANTISSEMENTS']),
  types text[] NOT NULL CHECK (cardinality(types) >= 1 AND types <@ ARRAY['RCS', 'BIL', 'ACT', 'PCL', 'PN']),
  groupe_favoris_id integer REFERENCES groupes_favoris (id) ON DELETE SET NULL,
  depuis_evenement_id bigint NOT NULL DEFAULT 0,
  etat text NOT NULL DEFAULT 'ACTIVE' CHECK (etat IN ('ACTIVE', 'TERMINEE')),
  date_fin timestamptz,
  motif_fin text CHECK (motif_fin IN ('RADIATION', 'SUPPRESSION')),
  cree_le timestamptz NOT NULL DEFAULT now(),
  modifie_le timestamptz NOT NULL DEFAULT now(),
  CHECK ((entreprise_id IS NULL) <> (personne_physique_id IS NULL)),
  CHECK ((etat = 'ACTIVE') = (date_fin IS NULL)),
  CHECK ((date_fin IS NULL) = (motif_fin IS NULL))
);
-- One active watch per target and account (a second one answers 409).
CREATE UNIQUE INDEX surveillances_entreprise_unique ON surveillances (compte_client_id, entreprise_id)
  WHERE etat = 'ACTIVE' AND entreprise_id IS NOT NULL;
CREATE UNIQUE INDEX surveillances_personne_unique ON surveillances (compte_client_id, personne_physique_id)
  WHERE etat = 'ACTIVE' AND personne_physique_id IS NOT NULL;
-- The fan-out's two joins: events → active watches of their company, of their person.
CREATE INDEX surveillances_entreprise_actives ON surveillances (entreprise_id) WHERE etat = 'ACTIVE';
CREATE INDEX surveillances_personne_actives ON surveillances (personne_physique_id) WHERE etat = 'ACTIVE';
CREATE INDEX surveillances_compte_idx ON surveillances (compte_client_id, etat, id);
CREATE INDEX surveillances_groupe_idx ON surveillances (groupe_favoris_id) WHERE groupe_favoris_id IS NOT NULL;

-- One row per registry event × watch, written once by the fan-out. The account, the folder, the
-- event's type and date are copied so that lists and unseen counters read this table alone; the
-- folder follows its watch (moved with it, set null with a deleted folder).
CREATE TABLE revelations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  evenement_id bigint NOT NULL REFERENCES evenements_registre (id) ON DELETE CASCADE,
  surveillance_id integer NOT NULL REFERENCES surveillances (id) ON DELETE CASCADE,
  compte_client_id integer NOT NULL REFERENCES comptes_clients (id),
  groupe_favoris_id integer REFERENCES groupes_favoris (id) ON DELETE SET NULL,
  type_evenement text NOT NULL CHECK (type_evenement IN ('RCS', 'BIL', 'ACT', 'PCL', 'PN')),
  date_evenement date NOT NULL,
  lue_le timestamptz,
  cree_le timestamptz NOT NULL DEFAULT now(),
  UNIQUE (evenement_id, surveillance_id)
);
-- revelation/enAlerte: unseen révélations counted per account and folder from this index alone (an
-- index-only scan of the account's unseen entries; read entries leave it).
CREATE INDEX revelations_non_lues_idx ON revelations (compte_client_id, groupe_favoris_id) WHERE lue_le IS NULL;
-- Lists, newest first.
CREATE INDEX revelations_compte_idx ON revelations (compte_client_id, date_evenement DESC, id DESC);
CREATE INDEX revelations_surveillance_idx ON revelations (surveillance_id);
-- A deleted folder sets its révélations' folder to null through this one.
CREATE INDEX revelations_groupe_idx ON revelations (groupe_favoris_id) WHERE groupe_favoris_id IS NOT NULL;

-- The fan-out's cursor: every registry event up to dernier_evenement_id has been turned into its
-- révélations. One row, moved in the transaction of the révélations it stands for. Starts at the
-- newest event present: the registry's history (generated or imported) is not news.
CREATE TABLE curseur_revelations (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  dernier_evenement_id bigint NOT NULL CHECK (dernier_evenement_id >= 0),
  modifie_le timestamptz NOT NULL DEFAULT now()
);
INSERT INTO curseur_revelations (dernier_evenement_id)
  SELECT COALESCE(max(id), 0) FROM evenements_registre;
