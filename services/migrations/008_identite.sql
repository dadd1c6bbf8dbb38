-- Identity: the people who sign in (SPEC §3 « User ») and the provider's signing keys.
-- The OpenID Connect provider's own tables (sessions, grants, tokens…) come with it
-- in this file; customer accounts (comptes clients) reference utilisateurs(id).
CREATE TABLE utilisateurs (
  id uuid PRIMARY KEY,
  -- Stored as typed; uniqueness and sign-in compare the lower-cased address.
  email text NOT NULL,
  email_normalise text GENERATED ALWAYS AS (lower(email)) STORED,
  email_valide_le timestamptz,
  -- scrypt, "scrypt$N$r$p$salt$hash" (base64url); never returned by any route.
  mot_de_passe text NOT NULL,
  nom text NOT NULL,
  prenom text NOT NULL,
  -- SPEC §3 attributes: address, additionalAddress, zipCode, city, country,
  -- mobilePhone, phone, each an array whose first element is used.
  attributs jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- SPEC §5: an address domain marks possible test accounts.
  compte_de_test boolean NOT NULL DEFAULT false,
  cree_le timestamptz NOT NULL DEFAULT now(),
  modifie_le timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX utilisateurs_email_normalise ON utilisateurs (email_normalise);

-- Signing keys of the provider (private JWK). Created once at first start, read by
-- every instance, so tokens signed by one are verified by the others and survive restarts.
CREATE TABLE oidc_cles (
  kid text PRIMARY KEY,
  jwk jsonb NOT NULL,
  cree_le timestamptz NOT NULL DEFAULT now()
);

-- A new address given on the « Mes informations » page waits here until the link sent to it
-- is followed (the sign-in address does not change before).
ALTER TABLE utilisateurs ADD COLUMN email_en_attente text;

-- State of the OpenID Connect provider (oidc-provider adapter): sessions, interactions, grants,
-- authorization codes, refresh tokens… one row per model instance, its payload as given by the
-- library. In the database rather than in memory so that it survives restarts and is shared by
-- every instance. Expired rows are ignored on read and purged periodically.
CREATE TABLE oidc_modeles (
  modele text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  -- Lookups the adapter interface needs (findByUid, findByUserCode, revokeByGrantId)…
  uid text,
  user_code text,
  grant_id text,
  -- …and the account, to end every session and grant of a person at once.
  compte text GENERATED ALWAYS AS (payload ->> 'accountId') STORED,
  expire_le timestamptz,
  consomme_le timestamptz,
  PRIMARY KEY (modele, id)
);
CREATE INDEX oidc_modeles_uid ON oidc_modeles (uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_modeles_user_code ON oidc_modeles (user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_modeles_grant_id ON oidc_modeles (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_modeles_compte ON oidc_modeles (compte) WHERE compte IS NOT NULL;
CREATE INDEX oidc_modeles_expire_le ON oidc_modeles (expire_le);

-- Sign-in throttling, in the database so that every instance counts the same failures.
-- `cle` is 'compte:<address>' (lower-cased, whether or not the account exists) or 'ip:<address>'.
CREATE TABLE identite_echecs (
  cle text NOT NULL,
  le timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identite_echecs_cle_le ON identite_echecs (cle, le);

CREATE TABLE identite_blocages (
  cle text PRIMARY KEY,
  jusqu_au timestamptz NOT NULL
);
