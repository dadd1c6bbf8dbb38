'use strict';
// Loaded by Gatsby's query-engine shim, which tunes sharp at start-up (simd, concurrency): those
// calls are accepted; any image operation fails with a message saying where images come from.
function unavailable() {
  throw new Error("Le traitement d'images par Gatsby est désactivé : les formats d'image sont produits par Strapi.");
}

function sharp() {
  return unavailable();
}
sharp.simd = () => false;
sharp.concurrency = () => 0;
sharp.unavailable = unavailable;

module.exports = sharp;
