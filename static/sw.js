/*
 * Background worker of the portal. It is registered only over HTTPS or on the local machine
 * (src/lib/service-worker.ts). It has no fetch handler on purpose: every request goes to the network
 * and the portal server's cache headers decide, so a new release is seen at once.
 */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
