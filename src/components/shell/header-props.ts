import type { ShellData } from './types';

export interface ShellUser {
  firstName: string;
  lastName: string;
}

/** Props shared by the desktop header, the mobile header and `SiteHeader`. */
export interface HeaderProps {
  data: ShellData;
  /** Number of articles in the basket; a dot shows when above 0. */
  basketCount: number;
  /** Signed-in user, or null for a visitor. */
  user: ShellUser | null;
  /** Shows a dot on the avatar (SPEC §2). */
  unreadRevelations: number;
  onLogin(): void;
  /** Called once the user confirmed the logout dialog. */
  onLogout(): void;
  /** Current page path: menus close when it changes. */
  currentPath: string;
  /** Disables the search submit button (SPEC §4, blocked account). */
  searchDisabled?: boolean;
}
