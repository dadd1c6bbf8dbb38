-- Addresses and initials in the search (services/src/modules/recherche/README.md « Addresses »,
-- « Names as people write them »).

-- An establishment's street address as words: the number, the type of street as its INSEE code
-- (RUE, AV, BD… lower case: the service reads « avenue » or « av » as av) and the street's name.
-- The repetition index (B, BIS, T…) is left out: people type it in too many ways.
CREATE FUNCTION recherche_document_adresse(numero_voie text, type_voie text, libelle_voie text) RETURNS tsvector
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 300
  AS $$
  BEGIN
    RETURN to_tsvector('simple'::regconfig,
      coalesce(public.recherche_normaliser(numero_voie), '') || ' '
      || coalesce(public.recherche_normaliser(type_voie), '') || ' ' || public.recherche_mots(libelle_voie));
  END
  $$;

-- The establishments through which a company is somewhere (as in 021): the open ones and the siège.
CREATE INDEX etablissements_adresse_recherche_idx ON etablissements
  USING gin (recherche_document_adresse(numero_voie, type_voie, libelle_voie))
  WHERE etat = 'ACTIF' OR siege;

-- The initials of a name of three significant words or more: the words' first letters, without
-- the articles and prepositions, the legal forms and the numbers (« SOCIETE NATIONALE DES
-- CHEMINS DE FER » → sncf). NULL for shorter names. The service's own list of those words
-- (initiales.ts) must stay the same.
CREATE FUNCTION recherche_initiales(denomination text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 300
  AS $$
  DECLARE
    initiales text;
  BEGIN
    SELECT string_agg(left(m, 1), '' ORDER BY n) INTO initiales
      FROM regexp_split_to_table(coalesce(public.recherche_normaliser(denomination), ''), ' ') WITH ORDINALITY AS t(m, n)
     WHERE m <> '' AND m !~ '^[0-9]' AND m <> ALL (ARRAY[
       'a', 'au', 'aux', 'd', 'de', 'des', 'du', 'en', 'et', 'l', 'la', 'le', 'les', 'par', 'pour', 'sur', 'un', 'une',
       'sa', 'sas', 'sasu', 'sarl', 'eurl', 'sci', 'snc', 'scp', 'scm', 'sel', 'selarl', 'selas', 'gie', 'scea', 'earl', 'gaec'
     ]);
    RETURN CASE WHEN length(initiales) >= 3 THEN initiales END;
  END
  $$;

CREATE INDEX entreprises_initiales_idx ON entreprises (recherche_initiales(denomination))
  WHERE recherche_initiales(denomination) IS NOT NULL;
