'use strict';
// Gatsby pulls gatsby-sharp (sharp 0.32) whose install downloads libvips from outside the npm
// registry. The portal never processes images in Gatsby: Strapi generates the formats and the
// site renders them with getImageData. Anything that still asks for sharp gets a clear error.
async function getSharpInstance() {
  throw new Error("Le traitement d'images par Gatsby est désactivé : les formats d'image sont produits par Strapi.");
}
module.exports = { getSharpInstance };
