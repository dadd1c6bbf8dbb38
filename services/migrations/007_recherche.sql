-- Search (src/modules/recherche): full-text indexes over the registry's names
-- and the dictionary of their words used to tolerate typos.
--
-- Names are searched in a normalised form, the same one the service computes
-- for a query (normaliser.ts): lower case, accents and ligatures unfolded, dots
-- dropped so that "R.P.S." reads "rps", every other run of punctuation,
-- apostrophes or hyphens as one space. A name with an elision is indexed both
-- ways: "L'Oréal" gives the words l, oreal and loreal. The indexes are
-- expression indexes: nothing is stored twice, nothing can go stale, and an
-- initial load that suspends the secondary indexes builds them once at the end.

-- Function bodies name their schema: PostgreSQL 17 builds indexes with a
-- restricted search_path.
-- unaccent() is STABLE because its dictionary could be changed; it is fixed
-- here (schema-qualified), which makes the wrappers safe to declare IMMUTABLE.
CREATE FUNCTION recherche_deplier(texte text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, texte)) $$;

CREATE FUNCTION recherche_normaliser(texte text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(replace(public.recherche_deplier(texte), '.', ''), '[^a-z0-9]+', ' ', 'g')) $$;

-- The name written without any separator: what "exact name" compares, so that
-- "L'Oréal", "l oreal" and "LOREAL", or "R.P.S." and "RPS", are the same name.
CREATE FUNCTION recherche_compacter(texte text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT regexp_replace(public.recherche_deplier(texte), '[^a-z0-9]+', '', 'g') $$;

-- The words of a name, plus the elided words joined ("l'oreal" → "loreal").
CREATE FUNCTION recherche_mots(texte text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE
      WHEN texte IS NULL THEN ''
      WHEN texte ~ '[''’‘`´]'
        THEN public.recherche_normaliser(texte) || ' ' || public.recherche_normaliser(regexp_replace(texte, '[''’‘`´]', '', 'g'))
      ELSE public.recherche_normaliser(texte)
    END
  $$;

-- The functions indexed below are PL/pgSQL on purpose: never inlined, an
-- index expression stays one function call, which the planner matches and
-- costs at once (inlined, these expressions took 1 to 3 ms to plan, more than
-- the search itself), and their declared cost keeps it from plans that would
-- evaluate them row after row instead of reading the index.

-- A company: its name and its sigle (also written without separators).
CREATE FUNCTION recherche_document(denomination text, sigle text) RETURNS tsvector
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 500
  AS $$
  BEGIN
    RETURN to_tsvector('simple'::regconfig,
      public.recherche_mots(denomination) || ' ' || public.recherche_mots(sigle) || ' '
      || coalesce(public.recherche_compacter(sigle), ''));
  END
  $$;

-- An establishment: its enseigne and its usual name.
CREATE FUNCTION recherche_document_etablissement(enseigne text, denomination_usuelle text) RETURNS tsvector
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 500
  AS $$
  BEGIN
    RETURN to_tsvector('simple'::regconfig, public.recherche_mots(enseigne) || ' ' || public.recherche_mots(denomination_usuelle));
  END
  $$;

-- A person: surnames weighted A, given names weighted B, so that a search by
-- `nom` and `prenom` matches each against its own part.
CREATE FUNCTION recherche_document_personne(nom text, nom_usage text, prenoms text) RETURNS tsvector
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 500
  AS $$
  BEGIN
    RETURN setweight(to_tsvector('simple'::regconfig, public.recherche_mots(nom) || ' ' || public.recherche_mots(nom_usage)), 'A')
        || setweight(to_tsvector('simple'::regconfig, public.recherche_mots(prenoms)), 'B');
  END
  $$;

-- The exact form of a name, indexed the same way.
CREATE FUNCTION recherche_nom_compact(texte text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 200
  AS $$ BEGIN RETURN public.recherche_compacter(texte); END $$;

CREATE INDEX entreprises_recherche_idx ON entreprises USING gin (recherche_document(denomination, sigle));
CREATE INDEX etablissements_recherche_idx ON etablissements
  USING gin (recherche_document_etablissement(enseigne, denomination_usuelle))
  WHERE enseigne IS NOT NULL OR denomination_usuelle IS NOT NULL;
CREATE INDEX personnes_physiques_recherche_idx ON personnes_physiques
  USING gin (recherche_document_personne(nom, nom_usage, prenoms));

-- Filters: postal code of an establishment (a company is found by its siège's).
CREATE INDEX etablissements_code_postal_idx ON etablissements (code_postal);
-- A search with filters only sorts by size: active first, then establishments,
-- headcount bracket and capital.
CREATE INDEX entreprises_recherche_taille_idx
  ON entreprises ((etat = 'ACTIVE') DESC, nb_etablissements DESC, NULLIF(tranche_effectifs, 'NN') DESC NULLS LAST, capital DESC NULLS LAST, id);
CREATE INDEX entreprises_recherche_division_taille_idx
  ON entreprises (left(code_naf, 2), (etat = 'ACTIVE') DESC, nb_etablissements DESC, NULLIF(tranche_effectifs, 'NN') DESC NULLS LAST,
                  capital DESC NULLS LAST, id);
CREATE INDEX entreprises_recherche_naf_taille_idx
  ON entreprises (code_naf, (etat = 'ACTIVE') DESC, nb_etablissements DESC, NULLIF(tranche_effectifs, 'NN') DESC NULLS LAST,
                  capital DESC NULLS LAST, id);
CREATE INDEX entreprises_recherche_departement_taille_idx
  ON entreprises (siege_departement_code, (etat = 'ACTIVE') DESC, nb_etablissements DESC, NULLIF(tranche_effectifs, 'NN') DESC NULLS LAST,
                  capital DESC NULLS LAST, id);

-- Words of the registry's names with the number of names holding them, for
-- the typo tolerance: a query word that is no word of the registry is
-- replaced by the close words found here (trigram similarity). Rebuilt after
-- every load by rafraichirMotsRecherche() (src/modules/recherche/mots.ts).
CREATE TABLE mots_recherche (
  mot text COLLATE "C" PRIMARY KEY,
  entreprises integer NOT NULL DEFAULT 0 CHECK (entreprises >= 0),
  personnes integer NOT NULL DEFAULT 0 CHECK (personnes >= 0)
);
CREATE INDEX mots_recherche_trgm_idx ON mots_recherche USING gin (mot gin_trgm_ops);

-- The first companies (active first, then size) and the first officers (by
-- name) holding each frequent word: a search for "sci" or "charp" (tens of
-- thousands of names) reads these few ids instead of ranking every match.
-- Rebuilt with the dictionary.
CREATE TABLE mots_recherche_tete (
  mot text COLLATE "C" PRIMARY KEY REFERENCES mots_recherche (mot) ON DELETE CASCADE,
  entreprises bigint[],
  personnes bigint[]
);

-- "Exact name" comes first: a company whose name or sigle, a person whose
-- surname and first given name (either order), written without separators,
-- are the query's.
CREATE INDEX entreprises_nom_compact_idx ON entreprises (recherche_nom_compact(denomination));
CREATE INDEX entreprises_sigle_compact_idx ON entreprises (recherche_nom_compact(sigle));
CREATE INDEX personnes_physiques_nom_prenom_compact_idx
  ON personnes_physiques (recherche_nom_compact(nom || ' ' || split_part(prenoms, ' ', 1)));
CREATE INDEX personnes_physiques_prenom_nom_compact_idx
  ON personnes_physiques (recherche_nom_compact(split_part(prenoms, ' ', 1) || ' ' || nom));

-- The planner needs the statistics of the new index expressions at once.
ANALYZE entreprises;
ANALYZE etablissements;
ANALYZE personnes_physiques;
