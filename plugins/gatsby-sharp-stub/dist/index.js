'use strict';
// Stand-in for gatsby-sharp. Gatsby pulls gatsby-sharp (sharp 0.32), whose install downloads libvips
// from outside the npm registry. The portal never processes images in Gatsby: Strapi generates the
// responsive formats and the site renders them with getImageData. Anything that still asks for
// sharp gets a clear error instead of a missing module.
const { unavailable } = require('./sharp');

module.exports = async function getSharpInstance() {
  return unavailable();
};
