// The gate section's defaults (docs/gate.md "Configuration"): level 0.95, minItems 10,
// onMissingBaseline warn, baseline file .bench/baseline.json, artifact bench-results, maxAgeDays 14,
// onRemovedSuite warn, the results limits of gate/limits.ts, no rules, no benchmark hints; every
// value given is kept as given.
import { describe, expect, it } from 'vitest';
import { DEFAULT_BASELINE_FILE, resolveGateConfig, type GateRule } from '../../src/gate/config.js';
import { gateHints } from '../catalog.js';

describe('resolveGateConfig', () => {
  it('fills every default', () => {
    for (const gate of [undefined, {}, { baseline: {} }]) {
      const { hints, ...rest } = resolveGateConfig(gate);
      expect(rest, JSON.stringify(gate)).toEqual({
        level: 0.95,
        minItems: 10,
        multipleTesting: 'holm',
        onMissingBaseline: 'warn',
        baseline: { source: 'file', path: '.bench/baseline.json', artifactName: 'bench-results', maxAgeDays: 14 },
        onRemovedSuite: 'warn',
        rules: [],
        history: 20,
        limits: {
          maxBytes: 16 * 1024 * 1024,
          maxSuites: 5000,
          maxRounds: 100,
          maxMetrics: 1000,
          maxDiagnostics: 100_000,
          maxStringLength: 100_000,
        },
      });
      expect(hints('transitlm')).toBeUndefined();
    }
    expect(DEFAULT_BASELINE_FILE).toBe('.bench/baseline.json');
  });

  it('keeps what is given, zeros included, and the hints passed in', () => {
    const rules: GateRule[] = [{ metric: 'm', fail: { max: 1 } }];
    const cfg = resolveGateConfig(
      {
        level: 0.9,
        minItems: 0,
        onMissingBaseline: 'fail',
        baseline: { source: 'artifact', path: 'b.json', artifactName: 'art', maxAgeDays: 0 },
        rules,
        history: 0,
      },
      gateHints,
    );
    expect(cfg).toEqual({
      level: 0.9,
      minItems: 0,
      multipleTesting: 'holm',
      onMissingBaseline: 'fail',
      onRemovedSuite: 'warn',
      baseline: { source: 'artifact', path: 'b.json', artifactName: 'art', maxAgeDays: 0 },
      rules,
      history: 0,
      hints: gateHints,
      limits: {
        maxBytes: 16 * 1024 * 1024,
        maxSuites: 5000,
        maxRounds: 100,
        maxMetrics: 1000,
        maxDiagnostics: 100_000,
        maxStringLength: 100_000,
      },
    });
    expect(cfg.rules).toBe(rules);
    expect(resolveGateConfig({ onRemovedSuite: 'fail', limits: { maxSuites: 3, maxDocumentMiB: 0.5 } }).limits).toEqual(
      {
        maxBytes: 524_288,
        maxSuites: 3,
        maxRounds: 100,
        maxMetrics: 1000,
        maxDiagnostics: 100_000,
        maxStringLength: 100_000,
      },
    );
    expect(resolveGateConfig({ onRemovedSuite: 'fail' }).onRemovedSuite).toBe('fail');
    expect([
      resolveGateConfig({ multipleTesting: 'bh' }).multipleTesting,
      resolveGateConfig({ multipleTesting: 'none' }).multipleTesting,
    ]).toEqual(['bh', 'none']);
    expect(resolveGateConfig({ baseline: { source: 'path' } }).baseline).toEqual({
      source: 'path',
      path: '.bench/baseline.json',
      artifactName: 'bench-results',
      maxAgeDays: 14,
    });
  });
});
