-- Credit notes (avoirs): every refund to the electronic wallet (a card payment an order could not
-- take, a periodic Kbis issue cancelled or not delivered) issues one in the transaction that
-- credits the wallet (services/src/modules/commandes/README.md, « Credit notes »).

-- Their own continuous series per year (AV2026-000001…), numbered as invoices are: the year's row
-- is incremented in the transaction that writes the credit note, so a rollback gives the number
-- back and concurrent refunds wait on that row.
CREATE TABLE compteurs_avoirs (
  annee integer PRIMARY KEY,
  dernier integer NOT NULL CHECK (dernier >= 0)
);

CREATE TABLE avoirs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  numero text NOT NULL UNIQUE CHECK (numero ~ '^AV[0-9]{4}-[0-9]{6}$'),
  annee integer NOT NULL,
  rang integer NOT NULL,
  compte_client_id integer NOT NULL REFERENCES comptes_clients (id),
  commande_id bigint NOT NULL REFERENCES commandes (id),
  -- What it cancels: the invoice credited, or the card payment refunded (never invoiced); neither
  -- for an order under deferred billing not yet invoiced.
  facture_id bigint REFERENCES factures (id),
  session_id uuid UNIQUE REFERENCES paiements_sessions (id),
  date_avoir date NOT NULL,
  motif text NOT NULL,
  -- The amounts credited, positive (the API and the PDF present them as deductions).
  ht_centimes bigint NOT NULL CHECK (ht_centimes >= 0),
  ttc_centimes bigint NOT NULL CHECK (ttc_centimes > 0 AND ttc_centimes >= ht_centimes),
  contenu bytea NOT NULL,
  cree_le timestamptz NOT NULL DEFAULT now(),
  UNIQUE (annee, rang)
);
CREATE INDEX avoirs_compte_idx ON avoirs (compte_client_id, id DESC);

-- The wallet movement of a refund carries its credit note. Refunds made before this migration have
-- none (NOT VALID: old rows are not checked); every new one must.
ALTER TABLE portefeuille_mouvements ADD COLUMN avoir_id bigint UNIQUE REFERENCES avoirs (id);
ALTER TABLE portefeuille_mouvements
  ADD CONSTRAINT portefeuille_mouvements_avoir_check CHECK (type <> 'REMBOURSEMENT' OR avoir_id IS NOT NULL) NOT VALID;
