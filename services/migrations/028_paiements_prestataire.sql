-- Payment providers (issue 23 §1, services/src/modules/commandes/README.md « Payment providers »):
-- which provider a card session was opened with, the provider's own reference for it (a Stripe
-- Checkout Session id; none for the embedded sandbox, which knows our session id), and the refund
-- to the card of a payment that had to be given back (a_rembourser) when that provider refunds
-- cards: done once, by the job REMBOURSER_PAIEMENT_CARTE, which records the provider's refund id.
ALTER TABLE paiements_sessions
  ADD COLUMN prestataire text NOT NULL DEFAULT 'sandbox' CHECK (prestataire IN ('sandbox', 'stripe')),
  ADD COLUMN reference_prestataire text CHECK (char_length(reference_prestataire) BETWEEN 1 AND 255),
  ADD COLUMN remboursement_carte text CHECK (remboursement_carte IN ('A_FAIRE', 'FAIT')),
  ADD COLUMN reference_remboursement text CHECK (char_length(reference_remboursement) BETWEEN 1 AND 255),
  ADD COLUMN rembourse_carte_le timestamptz,
  ADD CHECK ((remboursement_carte = 'FAIT') = (rembourse_carte_le IS NOT NULL)),
  ADD CHECK (remboursement_carte IS NULL OR a_rembourser);
CREATE UNIQUE INDEX paiements_sessions_reference_prestataire_idx
  ON paiements_sessions (prestataire, reference_prestataire) WHERE reference_prestataire IS NOT NULL;
