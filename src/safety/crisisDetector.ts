// The crisis detector as its own entry for `import()` (useCrisisDetector). A dynamic import of
// crisis.ts itself, which the chat and the community import statically, made the bundler move its
// runtime helpers into a chunk of their own: one more request before the first paint.
export { detectCrisis } from './crisis';
