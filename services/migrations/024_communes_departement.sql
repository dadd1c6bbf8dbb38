-- The communes of a département by its code: the search's place filter reads them at each search
-- (services/src/modules/recherche/README.md « Places »), and a sequential scan of the 35 000
-- communes (4 ms) made the planner prefer hashing a whole département's establishments to reading
-- a few companies' own.
CREATE INDEX communes_departement_idx ON communes (departement_code);
