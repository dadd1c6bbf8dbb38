import { useAuthBridge } from './use-auth-bridge';
import { useFusionPanier } from './use-fusion-panier';
import { useSessionRouting } from './use-session-routing';

/**
 * Runs the session of the visit: tokens, routing after sign-in, merge of the guest basket (rendered
 * once by the page shell, in the browser only).
 */
export function SessionController({ path }: { path: string }) {
  useAuthBridge();
  useSessionRouting(path);
  useFusionPanier();
  return null;
}
