import { useId } from 'react';

/**
 * A unique id that is also a valid CSS identifier (React's `useId` contains colons), so the
 * element can be reached with `#id` selectors from styles, scripts and end-to-end tests.
 * Identical on the server and in the browser, like `useId`.
 */
export function useDomId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
