// Usage errors name what is unknown, list the choices and suggest the nearest (issue #16 part 7):
// the rewriting of yargs's messages on its own; the CLI as a process in usage-errors.e2e.test.ts.
import { describe, expect, it } from 'vitest';
import { commandNode, explainUsage } from '../../src/cli/usage.js';

describe('explainUsage', () => {
  const root = commandNode('command');
  const score = commandNode('benchmark');
  root.subcommands.set('score', score);
  root.subcommands.set('run', commandNode('argument'));
  score.subcommands.set('hurricane', {
    what: 'argument',
    subcommands: new Map(),
    flags: ['trips', 'groundtruth', 'format'],
  });
  score.subcommands.set('flood', commandNode('argument'));

  it('an unknown subcommand at each level: what it is, the choices, the nearest', () => {
    expect(explainUsage('Unknown argument: hurrican', ['score', 'hurrican'], root)).toBe(
      'unknown benchmark "hurrican"; choose one of: hurricane, flood (did you mean "hurricane"?)',
    );
    expect(explainUsage('Unknown argument: rnu', ['rnu'], root)).toBe(
      'unknown command "rnu"; choose one of: score, run (did you mean "run"?)',
    );
    expect(explainUsage('Unknown argument: zzz', ['--quiet', 'zzz'], root)).toBe(
      'unknown command "zzz"; choose one of: score, run',
    );
    expect(explainUsage('Unknown argument: extra', ['score', 'hurricane', 'extra'], root)).toBe(
      'unexpected argument "extra"',
    );
  });

  it('an unknown flag: the nearest flag of the command it was given to', () => {
    expect(
      explainUsage(
        'Unknown arguments: trip, groundTrut, ground-trut',
        ['score', 'hurricane', '--trip', 'a', '--ground-trut', 'b'],
        root,
      ),
    ).toBe('unknown option --trip (did you mean --trips?); unknown option --ground-trut (did you mean --groundtruth?)');
  });

  it('a value outside the choices of a flag or a positional', () => {
    const yargsMessage =
      'Invalid values:\n  Argument: task, Given: "singl", Choices: "single", "personalized", "diversity", "general"';
    expect(explainUsage(yargsMessage, ['score', 'transitlm', '--task', 'singl'], root)).toBe(
      'unknown --task value "singl"; choose one of: single, personalized, diversity, general (did you mean "single"?)',
    );
    expect(
      explainUsage(
        'Invalid values:\n  Argument: action, Given: "updat", Choices: "update"',
        ['baseline', 'updat'],
        root,
      ),
    ).toBe('unknown action "updat"; choose one of: update (did you mean "update"?)');
  });

  it('other messages pass through', () => {
    expect(explainUsage('Missing required argument: current', ['compare'], root)).toBe(
      'Missing required argument: current',
    );
  });
});
