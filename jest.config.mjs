/** Every jest suite of the repository (site, services, portal server, packages); the CMS has its own tree. */
export default {
  projects: [
    '<rootDir>/jest.site.config.mjs',
    '<rootDir>/services/jest.config.mjs',
    '<rootDir>/server/jest.config.mjs',
    '<rootDir>/scripts/jest.config.mjs',
    '<rootDir>/packages/domaine/jest.config.mjs',
    '<rootDir>/packages/observabilite/jest.config.mjs',
  ],
};
