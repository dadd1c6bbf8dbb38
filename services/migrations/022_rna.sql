-- RNA numbers of associations (issue 21; services/src/modules/recherche/README.md « Identifiers »).
--
--   rna  the number of the Répertoire national des associations: « W », the three characters of the
--        prefecture or sub-prefecture holding the file (the département, 2A or 2B in Corsica, then
--        one character; the second may be a letter), six digits: W751234567, W2A1000123. Upper case,
--        no space (`isValidRna`, RNA_PATTERN of @portail/domaine). NULL for every company without
--        one: companies, and associations whose SIRENE unit names none. Read from SIRENE's
--        identifiantAssociationUniteLegale (import-sirene/README.md); the generator makes no
--        associations.
ALTER TABLE entreprises
  ADD COLUMN rna text CHECK (rna ~ '^W[0-9][0-9A-Z][0-9]{7}$');

-- One association per number, and the search's lookup by number (« W751234567 » in the phrase).
CREATE UNIQUE INDEX entreprises_rna_idx ON entreprises (rna) WHERE rna IS NOT NULL;

-- The import's values set aside (import-sirene/README.md « Rejections »): a line imported without
-- one of its values (an RNA number of another shape, or held by another company) is reported with
-- the rejected lines, ligne_importee telling it apart; valeurs_ecartees counts them.
ALTER TABLE imports_sirene_rejets ADD COLUMN ligne_importee boolean NOT NULL DEFAULT false;
ALTER TABLE imports_sirene ADD COLUMN valeurs_ecartees bigint NOT NULL DEFAULT 0;
