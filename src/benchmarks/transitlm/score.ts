// Scoring a TransitLM suite: the task picks the scorer (rows of the three CSV tasks, or general).
import { Diagnostics } from '../../core/diagnostics.js';
import { emptySuite } from '../../results/suite.js';
import type { Suite } from '../../results/types.js';
import type { ScoreContext } from '../../plugin/benchmark.js';
import { TASKS, type TransitSuiteConfig } from './input/options.js';
import { scoreRows } from './score-rows.js';
import { scoreGeneral } from './score-general.js';

/** Score one TransitLM suite (loaded on demand by the plugin, index.ts). */
export async function scoreTransitlm(c: TransitSuiteConfig, ctx: ScoreContext): Promise<Suite> {
  switch (c.task) {
    case 'single':
    case 'personalized':
    case 'diversity':
      return scoreRows(c, ctx, c.task);
    case 'general':
      return scoreGeneral(c, ctx);
    default: {
      const diagnostics = new Diagnostics();
      diagnostics.add({
        code: 'usage',
        field: 'task',
        message: `unknown task ${JSON.stringify(c.task)}: expected ${TASKS.join(', ')}`,
      });
      return { ...emptySuite({ ...c, benchmark: 'transitlm' }, 'error'), diagnostics: diagnostics.finish() };
    }
  }
}
