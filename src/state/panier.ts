import { atom, useAtomValue } from 'jotai';
import { ecrireUidInvite, lireUidInvite, nouvelUuid, type UidInvite } from '../lib/panier/uid-invite';

/**
 * What the browser keeps of the basket (SPEC §3, §4): the guest identifier, mirrored from local
 * storage (read on first use, written through), and the uid whose merge failed during this visit,
 * so that the user's basket is then read without waiting for it. The basket itself lives in the
 * SWR cache (src/lib/api/use-panier.ts): loading, success and failure are its states.
 */
export interface PanierLocal {
  invite: UidInvite | null;
  /** This visit's merge of that uid failed: it is tried again at the next page load. */
  fusionEchouee: string | null;
}

const lire = (): PanierLocal => ({ invite: lireUidInvite(), fusionEchouee: null });

const baseAtom = atom<PanierLocal | null>(null);

export const panierLocalAtom = atom((get) => get(baseAtom) ?? lire());

/** The guest uid whose articles go into the user's basket at sign-in; null when there is nothing to merge. */
export const uidAFusionnerAtom = atom((get) => {
  const { invite, fusionEchouee } = get(panierLocalAtom);
  return invite?.aFusionner && invite.uid !== fusionEchouee ? invite.uid : null;
});

/** A signed-in user's basket waits for this: the guest's articles are being moved into it. */
export const fusionEnAttenteAtom = atom((get) => get(uidAFusionnerAtom) !== null);

function remplacer(set: (valeur: PanierLocal) => void, actuel: PanierLocal, invite: UidInvite): void {
  ecrireUidInvite(invite);
  set({ ...actuel, invite });
}

/** First need of a visitor: the stored uid, made and stored if there is none. */
export const creerUidInviteAtom = atom(null, (get, set): string => {
  const actuel = get(panierLocalAtom);
  if (actuel.invite) return actuel.invite.uid;
  const invite = { uid: nouvelUuid(), aFusionner: true };
  remplacer((v) => set(baseAtom, v), actuel, invite);
  return invite.uid;
});

/** The merge of `uid` is done (or the uid already belongs to a user): a new uid replaces it. */
export const fusionFaiteAtom = atom(null, (get, set, uid: string) => {
  const actuel = get(panierLocalAtom);
  if (actuel.invite?.uid !== uid) return;
  remplacer((v) => set(baseAtom, v), actuel, { uid: nouvelUuid(), aFusionner: false });
});

export const fusionEchoueeAtom = atom(null, (get, set, uid: string) => {
  set(baseAtom, { ...get(panierLocalAtom), fusionEchouee: uid });
});

/** A visitor's uid the service no longer knows as a guest's (404): a new guest basket. */
export const renouvelerUidInviteAtom = atom(null, (get, set, uid: string) => {
  const actuel = get(panierLocalAtom);
  if (actuel.invite?.uid !== uid) return;
  remplacer((v) => set(baseAtom, v), actuel, { uid: nouvelUuid(), aFusionner: true });
});

/** After the session's storage was cleared (logout, reset): read it again. */
export const relirePanierLocalAtom = atom(null, (_get, set) => {
  set(baseAtom, lire());
});

export const usePanierLocal = () => useAtomValue(panierLocalAtom);
