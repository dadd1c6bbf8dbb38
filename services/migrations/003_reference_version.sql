-- Fingerprints of the reference data sets loaded at every start (communes,
-- NAF, formes juridiques…): when the fingerprint computed from the files and
-- the row count both match, the start skips the upsert of that set.
CREATE TABLE reference_versions (
  jeu text PRIMARY KEY,
  empreinte char(64) NOT NULL,
  lignes integer NOT NULL CHECK (lignes >= 0),
  charge_le timestamptz NOT NULL DEFAULT now()
);
