-- Price grids, the catalogue of what the portal sells, and baskets (SPEC §3 « panier », §7 « Basket
-- service », §9). Prices are data with their validity and their source (FACTS §2.1): a new arrêté is
-- new rows in `tarifs`, never a release.

CREATE TABLE grilles_tarifaires (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{1,30}$'),
  libelle text NOT NULL CHECK (libelle <> '')
);
INSERT INTO grilles_tarifaires (code, libelle) VALUES
  ('PUBLIC', 'Tarifs réglementés des greffiers des tribunaux de commerce');

ALTER TABLE comptes_clients
  ADD CONSTRAINT comptes_clients_grille_tarifaire_fkey FOREIGN KEY (grille_tarifaire) REFERENCES grilles_tarifaires (code);

-- What can be put in a basket. `code_produit` / `ancien_code_produit`: SPEC §9 product codes
-- (RCS 0057, PCL 0058, PN 0059) where one applies. `par_entite`: ordered for a company of the
-- registry (id_entite required) through POST /api/paniers/articles.
CREATE TABLE articles_catalogue (
  id_article_catalogue text PRIMARY KEY CHECK (id_article_catalogue ~ '^[A-Z_]{2,40}$'),
  type text NOT NULL UNIQUE CHECK (type IN (
    'KBIS', 'COMPTES_ANNUELS', 'ACTE', 'ETAT_ENDETTEMENT', 'ETAT_ENDETTEMENT_DEBITEUR',
    'CERTIFICAT_PROCEDURES_COLLECTIVES', 'KBIS_PERIODIQUE', 'COPIE_JUGEMENT', 'SURVEILLANCE')),
  libelle text NOT NULL CHECK (libelle <> ''),
  code_produit char(4) CHECK (code_produit ~ '^[0-9]{4}$'),
  ancien_code_produit text,
  par_entite boolean NOT NULL,
  ordre integer NOT NULL UNIQUE
);
INSERT INTO articles_catalogue (id_article_catalogue, type, libelle, code_produit, ancien_code_produit, par_entite, ordre) VALUES
  ('KBIS', 'KBIS', 'Extrait Kbis', '0057', 'RCS', true, 1),
  ('COMPTES_ANNUELS', 'COMPTES_ANNUELS', 'Copie intégrale des comptes annuels', NULL, NULL, true, 2),
  ('ACTE', 'ACTE', 'Copie des statuts ou d''un acte', NULL, NULL, true, 3),
  ('ETAT_ENDETTEMENT', 'ETAT_ENDETTEMENT', 'État d''endettement certifié (privilèges et nantissements)', '0059', 'PN', true, 4),
  ('ETAT_ENDETTEMENT_DEBITEUR', 'ETAT_ENDETTEMENT_DEBITEUR', 'État d''endettement par débiteur', '0059', 'PN', false, 5),
  ('CERTIFICAT_PROCEDURES_COLLECTIVES', 'CERTIFICAT_PROCEDURES_COLLECTIVES', 'Certificat relatif aux procédures collectives', '0058', 'PCL', true, 6),
  ('KBIS_PERIODIQUE', 'KBIS_PERIODIQUE', 'Extrait Kbis délivré périodiquement', '0057', 'RCS', true, 7),
  ('COPIE_JUGEMENT', 'COPIE_JUGEMENT', 'Copie de jugement ou d''ordonnance', NULL, NULL, false, 8),
  ('SURVEILLANCE', 'SURVEILLANCE', 'Surveillance d''une entreprise', NULL, NULL, false, 9);

-- One sub-article per diffusion format (SPEC §9: COURRIER, ELEC). `tarif_de`: priced as another
-- sub-article (each issue of a periodic Kbis is priced as a Kbis: FACTS has no periodic price).
CREATE TABLE sous_articles_catalogue (
  id_sous_article_catalogue text PRIMARY KEY CHECK (id_sous_article_catalogue ~ '^[A-Z_]{2,50}$'),
  id_article_catalogue text NOT NULL REFERENCES articles_catalogue (id_article_catalogue),
  format_diffusion text NOT NULL CHECK (format_diffusion IN ('COURRIER', 'ELEC')),
  libelle text NOT NULL CHECK (libelle <> ''),
  tarif_de text REFERENCES sous_articles_catalogue (id_sous_article_catalogue),
  UNIQUE (id_article_catalogue, format_diffusion)
);
INSERT INTO sous_articles_catalogue (id_sous_article_catalogue, id_article_catalogue, format_diffusion, libelle, tarif_de) VALUES
  ('KBIS_ELEC', 'KBIS', 'ELEC', 'Extrait Kbis électronique', NULL),
  ('KBIS_COURRIER', 'KBIS', 'COURRIER', 'Extrait Kbis par courrier', NULL),
  ('COMPTES_ANNUELS_ELEC', 'COMPTES_ANNUELS', 'ELEC', 'Comptes annuels électroniques', NULL),
  ('COMPTES_ANNUELS_COURRIER', 'COMPTES_ANNUELS', 'COURRIER', 'Comptes annuels par courrier', NULL),
  ('ACTE_ELEC', 'ACTE', 'ELEC', 'Acte électronique', NULL),
  ('ACTE_COURRIER', 'ACTE', 'COURRIER', 'Acte par courrier', NULL),
  ('ETAT_ENDETTEMENT_ELEC', 'ETAT_ENDETTEMENT', 'ELEC', 'État d''endettement électronique', NULL),
  ('ETAT_ENDETTEMENT_COURRIER', 'ETAT_ENDETTEMENT', 'COURRIER', 'État d''endettement par courrier', NULL),
  ('ETAT_ENDETTEMENT_DEBITEUR_ELEC', 'ETAT_ENDETTEMENT_DEBITEUR', 'ELEC', 'État d''endettement électronique', 'ETAT_ENDETTEMENT_ELEC'),
  ('ETAT_ENDETTEMENT_DEBITEUR_COURRIER', 'ETAT_ENDETTEMENT_DEBITEUR', 'COURRIER', 'État d''endettement par courrier', 'ETAT_ENDETTEMENT_COURRIER'),
  ('CERTIFICAT_PROCEDURES_COLLECTIVES_ELEC', 'CERTIFICAT_PROCEDURES_COLLECTIVES', 'ELEC', 'Certificat électronique', NULL),
  ('CERTIFICAT_PROCEDURES_COLLECTIVES_COURRIER', 'CERTIFICAT_PROCEDURES_COLLECTIVES', 'COURRIER', 'Certificat par courrier', NULL),
  ('KBIS_PERIODIQUE_ELEC', 'KBIS_PERIODIQUE', 'ELEC', 'Kbis électronique, par envoi', 'KBIS_ELEC'),
  ('KBIS_PERIODIQUE_COURRIER', 'KBIS_PERIODIQUE', 'COURRIER', 'Kbis par courrier, par envoi', 'KBIS_COURRIER'),
  ('COPIE_JUGEMENT_ELEC', 'COPIE_JUGEMENT', 'ELEC', 'Copie de jugement électronique', NULL),
  ('COPIE_JUGEMENT_COURRIER', 'COPIE_JUGEMENT', 'COURRIER', 'Copie de jugement par courrier', NULL);

-- Prices: the published figure is the TTC one (FACTS §2.1); prix_ht is TTC / 1.20 rounded to the
-- cent, kept so that invoices read it as sold. valide_au is the last day included, null = open.
-- source and date_source say where the figure comes from; remarque says what is uncertain about it.
CREATE TABLE tarifs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  grille_tarifaire text NOT NULL REFERENCES grilles_tarifaires (code),
  id_sous_article_catalogue text NOT NULL REFERENCES sous_articles_catalogue (id_sous_article_catalogue),
  prix_ht numeric(10, 2) NOT NULL CHECK (prix_ht >= 0),
  taux_tva numeric(5, 2) NOT NULL CHECK (taux_tva >= 0 AND taux_tva < 100),
  prix_ttc numeric(10, 2) NOT NULL CHECK (prix_ttc >= 0),
  valide_du date NOT NULL,
  valide_au date CHECK (valide_au >= valide_du),
  source text NOT NULL CHECK (source <> ''),
  date_source text NOT NULL CHECK (date_source <> ''),
  remarque text,
  UNIQUE (grille_tarifaire, id_sous_article_catalogue, valide_du),
  CHECK (prix_ttc = round(prix_ht * (1 + taux_tva / 100), 2))
);
INSERT INTO tarifs (grille_tarifaire, id_sous_article_catalogue, prix_ht, taux_tva, prix_ttc, valide_du, valide_au, source, date_source, remarque) VALUES
  ('PUBLIC', 'KBIS_ELEC', 3.25, 20, 3.90, '2015-01-01', '2024-12-31', 'infogreffe.com, « Pricing on 1 January 2015 » (FACTS §2.1 [IG2015])', '2015-01-01', 'Dernier chiffre connu avant le 01/01/2025 ; les grilles 2016 à 2024 ne sont pas connues.'),
  ('PUBLIC', 'KBIS_COURRIER', 3.38, 20, 4.06, '2015-01-01', '2024-12-31', 'infogreffe.com, « Pricing on 1 January 2015 » (FACTS §2.1 [IG2015])', '2015-01-01', 'Dernier chiffre connu avant le 01/01/2025 ; les grilles 2016 à 2024 ne sont pas connues.'),
  ('PUBLIC', 'KBIS_ELEC', 2.67, 20, 3.20, '2025-01-01', NULL, 'keobiz.fr (FACTS §2.1)', 'au 01/01/2025', NULL),
  ('PUBLIC', 'KBIS_COURRIER', 3.31, 20, 3.97, '2025-01-01', NULL, 'keobiz.fr (FACTS §2.1)', 'au 01/01/2025', NULL),
  ('PUBLIC', 'COMPTES_ANNUELS_ELEC', 9.75, 20, 11.70, '2015-01-01', NULL, 'infogreffe.com, « Pricing on 1 January 2015 » (FACTS §2.1 [IG2015])', '2015-01-01', 'Chiffre de 2015 : le tarif actuel n''est pas confirmé (FACTS §2.1).'),
  ('PUBLIC', 'COMPTES_ANNUELS_COURRIER', 9.69, 20, 11.63, '2015-01-01', NULL, 'infogreffe.com, « Pricing on 1 January 2015 » (FACTS §2.1 [IG2015])', '2015-01-01', 'Chiffre de 2015 : le tarif actuel n''est pas confirmé (FACTS §2.1).'),
  ('PUBLIC', 'ACTE_ELEC', 9.75, 20, 11.70, '2015-01-01', NULL, 'infogreffe.com, « Pricing on 1 January 2015 » (FACTS §2.1 [IG2015])', '2015-01-01', 'Chiffre de 2015 : le tarif actuel n''est pas confirmé (FACTS §2.1).'),
  ('PUBLIC', 'ACTE_COURRIER', 9.69, 20, 11.63, '2015-01-01', NULL, 'infogreffe.com, « Pricing on 1 January 2015 » (FACTS §2.1 [IG2015])', '2015-01-01', 'Chiffre de 2015 : le tarif actuel n''est pas confirmé (FACTS §2.1).'),
  ('PUBLIC', 'ETAT_ENDETTEMENT_ELEC', 40.95, 20, 49.14, '2015-01-01', NULL, 'infogreffe.com, « Pricing on 1 January 2015 » (FACTS §2.1 [IG2015])', '2015-01-01', 'Chiffre de 2015 : le tarif actuel n''est pas confirmé (FACTS §2.1).'),
  ('PUBLIC', 'ETAT_ENDETTEMENT_COURRIER', 40.26, 20, 48.31, '2015-01-01', NULL, 'infogreffe.com, « Pricing on 1 January 2015 » (FACTS §2.1 [IG2015])', '2015-01-01', 'Chiffre de 2015 : le tarif actuel n''est pas confirmé (FACTS §2.1).'),
  ('PUBLIC', 'CERTIFICAT_PROCEDURES_COLLECTIVES_ELEC', 3.25, 20, 3.90, '2015-01-01', NULL, 'infogreffe.com, « Pricing on 1 January 2015 » (FACTS §2.1 [IG2015])', '2015-01-01', 'Chiffre de 2015 : le tarif actuel n''est pas confirmé (FACTS §2.1).'),
  ('PUBLIC', 'CERTIFICAT_PROCEDURES_COLLECTIVES_COURRIER', 2.08, 20, 2.50, '2015-01-01', NULL, 'infogreffe.com, « Pricing on 1 January 2015 » (FACTS §2.1 [IG2015])', '2015-01-01', 'Chiffre de 2015 : le tarif actuel n''est pas confirmé (FACTS §2.1).'),
  ('PUBLIC', 'COPIE_JUGEMENT_ELEC', 4.55, 20, 5.46, '2015-01-01', NULL, 'infogreffe.com, « Pricing on 1 January 2015 » (FACTS §2.1 [IG2015])', '2015-01-01', 'Chiffre de 2015 : le tarif actuel n''est pas confirmé (FACTS §2.1).'),
  ('PUBLIC', 'COPIE_JUGEMENT_COURRIER', 3.38, 20, 4.06, '2015-01-01', NULL, 'infogreffe.com, « Pricing on 1 January 2015 » (FACTS §2.1 [IG2015])', '2015-01-01', 'Chiffre de 2015 : le tarif actuel n''est pas confirmé (FACTS §2.1).');

-- A basket belongs either to a guest (uid_invite, generated and kept by the browser) or to a user
-- under one of their customer accounts. reclame_par: the user whose sign-in merged this guest
-- basket; the uid is theirs from then on (404 for anyone else, guests included).
CREATE TABLE paniers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid_invite uuid UNIQUE,
  reclame_par uuid REFERENCES utilisateurs (id) ON DELETE CASCADE,
  utilisateur_id uuid REFERENCES utilisateurs (id) ON DELETE CASCADE,
  compte_client_id integer REFERENCES comptes_clients (id),
  grille_tarifaire text NOT NULL REFERENCES grilles_tarifaires (code),
  cree_le timestamptz NOT NULL DEFAULT now(),
  modifie_le timestamptz NOT NULL DEFAULT now(),
  CHECK ((uid_invite IS NULL) = (utilisateur_id IS NOT NULL)),
  CHECK ((utilisateur_id IS NULL) = (compte_client_id IS NULL)),
  CHECK (reclame_par IS NULL OR uid_invite IS NOT NULL),
  UNIQUE (utilisateur_id, compte_client_id)
);

-- id_entite: the company of the registry (null for a debtor outside it, a case, …).
-- donnees: what the article is about beyond the company (debtor, case, document, watched groups).
CREATE TABLE panier_articles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  panier_id integer NOT NULL REFERENCES paniers (id) ON DELETE CASCADE,
  id_article_catalogue text NOT NULL REFERENCES articles_catalogue (id_article_catalogue),
  id_entite bigint REFERENCES entreprises (id),
  donnees jsonb NOT NULL DEFAULT '{}',
  cree_le timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX panier_articles_panier_idx ON panier_articles (panier_id, id);

-- One row per diffusion format; payload: {"diffusions": [{format_diffusion, quantite, periodicite?}]}.
CREATE TABLE panier_sous_articles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  panier_article_id integer NOT NULL REFERENCES panier_articles (id) ON DELETE CASCADE,
  id_sous_article_catalogue text NOT NULL REFERENCES sous_articles_catalogue (id_sous_article_catalogue),
  payload jsonb NOT NULL,
  UNIQUE (panier_article_id, id_sous_article_catalogue)
);
