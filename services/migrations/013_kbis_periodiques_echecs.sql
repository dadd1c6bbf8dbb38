-- A periodic Kbis issue the job queue gave up on after its last attempt (the company can no longer
-- get a Kbis, the registry cannot be read…): ECHEC, « Non délivré ». It is refunded to the account's
-- wallet, the customer is told by e-mail, and the next issues go on
-- (services/src/modules/kbis-periodiques/README.md).
ALTER TABLE kbis_periodiques_envois DROP CONSTRAINT kbis_periodiques_envois_statut_check;
ALTER TABLE kbis_periodiques_envois
  ADD CONSTRAINT kbis_periodiques_envois_statut_check CHECK (statut IN ('PREVU', 'ENVOYE', 'ANNULE', 'ECHEC'));
ALTER TABLE kbis_periodiques_envois ADD COLUMN echoue_le timestamptz;
ALTER TABLE kbis_periodiques_envois
  ADD CONSTRAINT kbis_periodiques_envois_echec_check CHECK ((statut = 'ECHEC') = (echoue_le IS NOT NULL));
