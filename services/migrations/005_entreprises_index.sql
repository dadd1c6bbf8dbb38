-- Read side of the company data service (src/modules/entreprises): the
-- indexes its pages need and the precomputed counts of the SEO tree.

-- SEO list of active companies, largest first (establishments, then capital):
-- one index per filter the browse tree uses, so that a page reads its 50 rows
-- in order instead of sorting every company of a département.
CREATE INDEX entreprises_seo_rang_idx
  ON entreprises (nb_etablissements DESC, capital DESC NULLS LAST, id)
  WHERE etat = 'ACTIVE';
CREATE INDEX entreprises_seo_departement_idx
  ON entreprises (siege_departement_code, nb_etablissements DESC, capital DESC NULLS LAST, id)
  WHERE etat = 'ACTIVE';
CREATE INDEX entreprises_seo_departement_division_idx
  ON entreprises (siege_departement_code, left(code_naf, 2), nb_etablissements DESC, capital DESC NULLS LAST, id)
  WHERE etat = 'ACTIVE';
CREATE INDEX entreprises_seo_departement_naf_idx
  ON entreprises (siege_departement_code, code_naf, nb_etablissements DESC, capital DESC NULLS LAST, id)
  WHERE etat = 'ACTIVE';
-- A registry's page lists its companies (code_greffe alone).
CREATE INDEX entreprises_seo_greffe_idx
  ON entreprises (greffe_code, nb_etablissements DESC, capital DESC NULLS LAST, id)
  WHERE etat = 'ACTIVE';

-- Sitemap of the lists of establishments (GET /api/seo/plan/etablissements):
-- keyset pages over the companies that have such a list.
CREATE INDEX entreprises_plan_etablissements_idx ON entreprises (id)
  WHERE nb_etablissements > 1 AND NOT personne_physique;

-- A company's establishments as its page lists them: active first, siège
-- first, then by SIRET, that is by NIC within a company (002 orders by id,
-- which need not follow the SIRET).
CREATE INDEX etablissements_entreprise_nic_idx ON etablissements (entreprise_id, etat, siege DESC, nic);

-- Counts of active companies, refreshed by rafraichirStatistiquesSeo() after
-- every load instead of a GROUP BY over millions of rows per request.
--   niveau  'france'       the whole registry (departement_code and code '')
--           'departement'  by siège département (code '')
--           'division'     by NAF division '62', per département or '' for France
--           'sous-classe'  by NAF code '62.01Z', per département or '' for France
--           'greffe'       by registry code (departement_code '')
CREATE TABLE statistiques_seo (
  niveau text NOT NULL CHECK (niveau IN ('france', 'departement', 'division', 'sous-classe', 'greffe')),
  departement_code varchar(3) NOT NULL,
  code varchar(6) NOT NULL,
  nombre_entreprises integer NOT NULL CHECK (nombre_entreprises > 0),
  PRIMARY KEY (niveau, departement_code, code)
);
