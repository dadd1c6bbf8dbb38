-- Sign-in through another OpenID Connect provider (issue 23 §3, services/src/modules/identite/README.md
-- « External provider »): the local user row each subject of an issuer stands for, created or linked
-- (by a verified e-mail address) the first time one of its access tokens is presented. Such a row's
-- password is the marker 'externe', which no scrypt check ever accepts.
CREATE TABLE utilisateurs_externes (
  emetteur text NOT NULL CHECK (char_length(emetteur) BETWEEN 1 AND 500),
  sujet text NOT NULL CHECK (char_length(sujet) BETWEEN 1 AND 255),
  utilisateur_id uuid NOT NULL REFERENCES utilisateurs (id) ON DELETE CASCADE,
  cree_le timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (emetteur, sujet)
);
CREATE INDEX utilisateurs_externes_utilisateur_idx ON utilisateurs_externes (utilisateur_id);
