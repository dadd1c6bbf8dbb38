-- New Caledonia (issue 20, FACTS §6): a Caledonian portal's registry holds units of the ISEE's
-- RIDET directory, which have no SIREN. The columns named after the French identifiers keep the
-- identifier of the registry the portal runs on:
--   siren  a SIREN (9 digits, FR) or a RID (7 digits, NC)
--   siret  a SIRET (SIREN + 5-digit NIC) or a RIDET (RID + 3-digit establishment rank)
--   nic    the NIC or the rank
-- They become varchar: a char(9) would pad a RID with spaces, and every reader would get them back.
-- Customer accounts keep their SIREN: a professional profile carries an EU VAT number (009).
ALTER TABLE entreprises DROP CONSTRAINT entreprises_siren_check;
ALTER TABLE entreprises ALTER COLUMN siren TYPE varchar(9);
ALTER TABLE entreprises ADD CONSTRAINT entreprises_siren_check CHECK (siren ~ '^([0-9]{9}|[0-9]{7})$');

ALTER TABLE etablissements DROP CONSTRAINT etablissements_siret_check;
ALTER TABLE etablissements DROP CONSTRAINT etablissements_nic_check;
ALTER TABLE etablissements DROP CONSTRAINT etablissements_check;
ALTER TABLE etablissements ALTER COLUMN siret TYPE varchar(14), ALTER COLUMN nic TYPE varchar(5);
ALTER TABLE etablissements ADD CONSTRAINT etablissements_siret_check CHECK (siret ~ '^([0-9]{14}|[0-9]{10})$');
ALTER TABLE etablissements ADD CONSTRAINT etablissements_nic_check CHECK (nic ~ '^([0-9]{5}|[0-9]{3})$');
-- SIRET = SIREN + NIC (14 = 9 + 5), RIDET = RID + rank (10 = 7 + 3).
ALTER TABLE etablissements ADD CONSTRAINT etablissements_check
  CHECK (length(siret) - length(nic) = CASE length(nic) WHEN 5 THEN 9 ELSE 7 END AND right(siret, length(nic)) = nic);

-- RIDET-only units (associations and others outside the RCS) are to the NC registry what units
-- known only from SIRENE are to the FR one: statut RIDET beside INSEE. `statut_rid` is the
-- directory's own status (I en activité, R radiée, S en sommeil), for Caledonian units only.
ALTER TABLE entreprises DROP CONSTRAINT entreprises_statut_check;
ALTER TABLE entreprises ADD CONSTRAINT entreprises_statut_check
  CHECK (statut IN ('A', 'B', 'C', 'D', 'I', 'NI', 'AC', 'INSEE', 'RIDET'));
ALTER TABLE entreprises ADD COLUMN statut_rid char(1) CHECK (statut_rid IN ('I', 'R', 'S'));
ALTER TABLE entreprises ADD CONSTRAINT entreprises_statut_rid_check2 CHECK ((statut_rid IS NULL) = (length(siren) = 9));

-- The same identifiers copied onto mandates, orders, issued documents, periodic Kbis, pledges,
-- court parties and formalities.
ALTER TABLE fonctions ALTER COLUMN personne_morale_siren TYPE varchar(9);
ALTER TABLE commande_articles ALTER COLUMN siren TYPE varchar(9);
ALTER TABLE documents_emis ALTER COLUMN siren TYPE varchar(9);

ALTER TABLE kbis_periodiques DROP CONSTRAINT kbis_periodiques_siren_check;
ALTER TABLE kbis_periodiques ALTER COLUMN siren TYPE varchar(9);
ALTER TABLE kbis_periodiques ADD CONSTRAINT kbis_periodiques_siren_check CHECK (siren ~ '^([0-9]{9}|[0-9]{7})$');

ALTER TABLE gages DROP CONSTRAINT gages_constituant_siren_check;
ALTER TABLE gages ALTER COLUMN constituant_siren TYPE varchar(9);
ALTER TABLE gages ADD CONSTRAINT gages_constituant_siren_check
  CHECK (constituant_siren ~ '^([0-9]{9}|[0-9]{7})$');

ALTER TABLE affaires_parties DROP CONSTRAINT affaires_parties_siren_check;
ALTER TABLE affaires_parties ALTER COLUMN siren TYPE varchar(9);
ALTER TABLE affaires_parties ADD CONSTRAINT affaires_parties_siren_check CHECK (siren ~ '^([0-9]{9}|[0-9]{7})$');

ALTER TABLE formalites DROP CONSTRAINT formalites_siren_check;
ALTER TABLE formalites ALTER COLUMN siren TYPE varchar(9);
ALTER TABLE formalites ADD CONSTRAINT formalites_siren_check CHECK (siren ~ '^([0-9]{9}|[0-9]{7})$');
