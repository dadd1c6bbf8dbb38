-- Bulk mode of the SIRENE importer (chargement initial, src/modules/registre/import-sirene).
--
-- An initial load drops the non-unique secondary indexes of the tables it
-- fills and builds them again at the end: one sorted build costs far less
-- than millions of random insertions. The units file also loads `entreprises`
-- with half-empty pages, so that the establishments file can then set every
-- company's counters by HOT updates (no new index entries, no new pages).
-- What was suspended is recorded here, in the transaction that suspends it,
-- with the statement that restores it: an interrupted load never loses an
-- index. The next run of the importer restores everything (a resumed load
-- keeps its own suspensions until its end).
--   nature          INDEX        nom: schema-qualified index name,
--                                retablissement: pg_indexes.indexdef
--                   REMPLISSAGE  nom: schema-qualified table name,
--                                retablissement: the ALTER TABLE restoring its fillfactor
CREATE TABLE imports_sirene_suspensions (
  nature text NOT NULL CHECK (nature IN ('INDEX', 'REMPLISSAGE')),
  nom text NOT NULL,
  nom_table text NOT NULL,
  retablissement text NOT NULL CHECK (retablissement <> ''),
  import_id bigint NOT NULL REFERENCES imports_sirene (id),
  suspendu_le timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (nature, nom)
);

-- chargement_initial  the import runs in bulk mode (kept when it resumes).
-- compteurs_differes  the establishment counters and siège location of the
--                     companies are not maintained batch by batch but
--                     recomputed, set-based, when this import ends (or by
--                     the next run if it never ends); true until then.
ALTER TABLE imports_sirene
  ADD COLUMN chargement_initial boolean NOT NULL DEFAULT false,
  ADD COLUMN compteurs_differes boolean NOT NULL DEFAULT false;
