-- Registry life (issue 18, part 1): the registry changes after it is generated or imported, and
-- every change writes a dated `evenements_registre` row in the transaction of the change.
--
--   origine   who wrote the event: the generator (history of a generated registry), a registry
--             activity day (services/src/modules/registre/activite), a SIRENE re-import
--   avant / apres  the values the change replaced and the values it wrote, as JSON objects keyed
--             by field (`{ "capital": 10000 }` → `{ "capital": 50000 }`); NULL when the event
--             has no before/after (a filing, a judgment)
--   personne_physique_id  the natural person an officer event is about (appointment, departure),
--             so that a watch on a person finds it
ALTER TABLE evenements_registre
  ADD COLUMN origine text NOT NULL DEFAULT 'GENERATEUR' CHECK (origine IN ('GENERATEUR', 'ACTIVITE', 'SIRENE')),
  ADD COLUMN avant jsonb CHECK (avant IS NULL OR jsonb_typeof(avant) = 'object'),
  ADD COLUMN apres jsonb CHECK (apres IS NULL OR jsonb_typeof(apres) = 'object'),
  ADD COLUMN personne_physique_id bigint REFERENCES personnes_physiques (id);
CREATE INDEX evenements_registre_personne_idx ON evenements_registre (personne_physique_id)
  WHERE personne_physique_id IS NOT NULL;

-- The registry activity days applied to this registry: one row per day, written in the day's
-- transaction, so a day is applied once (a second run of the same day is refused) and the next
-- run knows where to go on. `bilan` counts the changes by kind.
CREATE TABLE jours_activite_registre (
  date_jour date PRIMARY KEY,
  graine text NOT NULL,
  bilan jsonb NOT NULL CHECK (jsonb_typeof(bilan) = 'object'),
  applique_le timestamptz NOT NULL DEFAULT now()
);
