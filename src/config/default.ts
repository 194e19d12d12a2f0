import demo from '../../fixtures/demo.config.json' with { type: 'json' };

/**
 * What `npx bench-check run --demo` scores: the bundled, synthetic fixtures (paths relative to the
 * package root), gated against the committed fixture baseline so the first run shows the whole
 * loop (scores, comparison, verdict). The config is fixtures/demo.config.json, embedded at build
 * time; see fixtures/README.md. Unchecked: load.ts validates it (and types it) like any config.
 */
export const defaultConfig: unknown = demo;
