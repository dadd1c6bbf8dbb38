// Opening PGlite (WebAssembly) takes seconds per test file, more on a busy
// machine. Set here rather than with `testTimeout`, which jest ignores in a
// project config when the root runs every project.
jest.setTimeout(90_000);
