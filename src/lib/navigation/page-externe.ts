/**
 * Full-page navigations out of the app (the payment provider's hosted page), behind one object so
 * that the screens' tests can watch them: jsdom cannot leave the page.
 */
export const navigationExterne = {
  aller(url: string): void {
    window.location.assign(url);
  },
};
