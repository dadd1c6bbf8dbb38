-- Bulk mode of the SIRENE importer: which suspended indexes read the columns the
-- establishments file computes at its end (nb_etablissements, nb_etablissements_actifs,
-- siege_commune_code, siege_departement_code, mis_a_jour_le of entreprises).
-- Read from pg_depend when the index is dropped. The other indexes of `entreprises`
-- are not dropped by an establishments file (the counters are written by HOT updates
-- all the same), and those the units file left suspended are built while the
-- establishments are read, on a second connection. Unknown (true) for the records of
-- an older importer: those wait for the counters, as before.
ALTER TABLE imports_sirene_suspensions ADD COLUMN lit_les_compteurs boolean NOT NULL DEFAULT true;
