import type { BenchConfig } from './types.js';
import demo from '../../fixtures/demo.config.json' with { type: 'json' };

/**
 * What `npx bench-check run` scores when no config file is given or found: the bundled,
 * synthetic fixtures (paths relative to the package root), gated against the committed fixture
 * baseline so the first run shows the whole loop (scores, comparison, verdict). The config is
 * fixtures/demo.config.json, embedded at build time; see fixtures/README.md.
 */
export const defaultConfig: BenchConfig = demo as BenchConfig;
