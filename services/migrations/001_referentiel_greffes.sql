-- Extensions used by search (accent-insensitive full text, trigram similarity).
-- Both ship with PGlite (loaded in src/db/pglite.ts) and with PostgreSQL contrib.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The 101 départements: 96 in mainland France (2A and 2B for Corsica, no 20)
-- and the five overseas départements.
CREATE TABLE departements (
  code varchar(3) PRIMARY KEY
    CHECK (code ~ '^(0[1-9]|1[0-9]|2[1-9AB]|[3-8][0-9]|9[0-5]|97[1-46])$'),
  nom text NOT NULL CHECK (nom <> '')
);

-- Registries keeping the RCS (FACTS §1). The 4-digit code never changes, even
-- when a court changes type (the 12 TAE kept their TC codes).
--   TC  tribunal de commerce
--   TAE tribunal des activités économiques (experiment 2025–2028)
--   TJ  tribunal judiciaire, chambre commerciale (Alsace-Moselle)
--   TMC tribunal mixte de commerce (overseas départements)
CREATE TABLE greffes (
  code char(4) PRIMARY KEY CHECK (code ~ '^[0-9]{4}$'),
  nom text NOT NULL CHECK (nom <> ''),
  type text NOT NULL CHECK (type IN ('TC', 'TAE', 'TJ', 'TMC')),
  ville text NOT NULL CHECK (ville <> ''),
  departement_code varchar(3) NOT NULL REFERENCES departements (code)
);

CREATE INDEX greffes_departement_code_idx ON greffes (departement_code);
