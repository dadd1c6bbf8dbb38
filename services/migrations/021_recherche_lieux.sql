-- Places in the search (services/src/modules/recherche/README.md « Places »).

-- A company is in a place through its open establishments and its siège whatever its state: those
-- establishments by commune and by postal code, with their company, read without the table (a
-- département is its communes: about 650 short range reads instead of a scan of every establishment).
CREATE INDEX etablissements_lieu_commune_idx ON etablissements (commune_code, entreprise_id)
  WHERE etat = 'ACTIF' OR siege;
CREATE INDEX etablissements_lieu_code_postal_idx ON etablissements (code_postal, entreprise_id)
  WHERE etat = 'ACTIF' OR siege;

-- The names ending a phrase (and the filter's commune name) are looked up by equality: the trigram
-- index of 002 answers it too, but about a hundred times slower.
CREATE INDEX communes_nom_normalise_idx ON communes (nom_normalise);
