// A record of a tool's file to what it cost (docs/items.md "Usage"): promptfoo's result (its
// response's tokenUsage and cost, its latencyMs) and Inspect's sample (model_usage per model, its
// total_time). What each tool's fields mean is read from its source (promptfoo 0.121.20, Inspect AI
// 0.3.261): promptfoo's `prompt` counts cached tokens as the OpenAI API does, Inspect's
// `input_tokens` does not (its cache reads and writes are beside it).
import type { ModelTokens } from '../../results/usage.js';
import { isObject } from './input.js';
import {
  emptyRecordUsage,
  setFigure,
  tokensUnknown,
  type RecordUsage,
  type UsageReading,
  type Where,
} from './usage.js';

/** Where a field of the record sits: a diagnostic's location (file, line or pointer, field). */
export type LocateField = (field: string, ...path: (string | number)[]) => Where;

/** What a tool says of its own cost: its name as a cost source, and its currency. */
export const PROMPTFOO_COST = { costSource: 'promptfoo', costCurrency: 'USD' } as const;
export const INSPECT_COST = { costSource: 'inspect', costCurrency: 'USD' } as const;

/**
 * A promptfoo result's usage. `response.tokenUsage` is what the provider reported (`prompt`,
 * `completion`, `cached`, `numRequests`): the result's own `tokenUsage` is promptfoo's tally with
 * zeros for what the provider did not report, so it is not read. `response.cost` is the provider's
 * cost in USD (promptfoo's prices are dollars per token); the result's `cost` is 0 when the
 * provider gave none, so it is not read either. `latencyMs` is promptfoo's measure of the call.
 * A response from promptfoo's own cache (`response.cached`) spent no tokens in this run.
 */
export function promptfooUsage(
  reading: UsageReading,
  result: Record<string, unknown>,
  model: string,
  at: LocateField,
): RecordUsage {
  const record = emptyRecordUsage();
  setFigure(record, 'latencyMs', reading.amount(result.latencyMs, 'latencyMs', at('latencyMs', 'latencyMs')));
  const response = isObject(result.response) ? result.response : {};
  setFigure(record, 'cost', reading.amount(response.cost, 'response.cost', at('response.cost', 'response', 'cost')));
  const usage = response.tokenUsage;
  if (usage === undefined || usage === null || response.cached === true) return record;
  const field = (key: string) => `response.tokenUsage.${key}`;
  const where = (key: string) => at(field(key), 'response', 'tokenUsage', key);
  if (!isObject(usage)) {
    reading.badValue('response.tokenUsage', at('response.tokenUsage', 'response', 'tokenUsage'), 'must be an object');
    tokensUnknown(record);
    return record;
  }
  setFigure(record, 'requests', reading.count(usage.numRequests, field('numRequests'), where('numRequests')));
  const prompt = reading.count(usage.prompt, field('prompt'), where('prompt'));
  const completion = reading.count(usage.completion, field('completion'), where('completion'));
  let cached = reading.count(usage.cached, field('cached'), where('cached'));
  if (typeof cached === 'number' && (prompt === undefined || (typeof prompt === 'number' && cached > prompt))) {
    reading.badValue(field('cached'), where('cached'), `must be at most the prompt tokens, is ${cached}`);
    cached = null;
  }
  if (prompt === null || completion === null || cached === null) {
    tokensUnknown(record);
    return record;
  }
  const tokens: ModelTokens = {};
  if (prompt !== undefined) tokens.inputTokens = prompt;
  if (completion !== undefined) tokens.outputTokens = completion;
  if (cached !== undefined) tokens.cachedTokens = cached;
  if (Object.keys(tokens).length === 0) return record;
  const name = reading.modelName(model, 'provider', at('provider', 'provider'));
  if (name === null) tokensUnknown(record);
  else record.models = new Map([[name, tokens]]);
  return record;
}

/**
 * An Inspect sample's usage: `model_usage` (per model: `input_tokens` charged at the full rate,
 * `input_tokens_cache_read` and `_cache_write` beside them, `output_tokens`, and `total_cost` in
 * dollars when Inspect knew the model's prices) and `total_time` (seconds). An item's cost is
 * Inspect's only when every model of the sample has one.
 */
export function inspectUsage(reading: UsageReading, sample: Record<string, unknown>, at: LocateField): RecordUsage {
  const record = emptyRecordUsage();
  const seconds = reading.amount(sample.total_time, 'total_time', at('total_time', 'total_time'));
  // Inspect rounds its times to the millisecond: kept to the microsecond, no float noise of ×1000.
  setFigure(record, 'latencyMs', typeof seconds === 'number' ? Math.round(seconds * 1e6) / 1e3 : seconds);
  const usage = sample.model_usage;
  if (usage === undefined || usage === null) return record;
  if (!isObject(usage)) {
    reading.badValue('model_usage', at('model_usage', 'model_usage'), 'must be an object of models');
    tokensUnknown(record);
    record.unknown.add('cost');
    return record;
  }
  const models = new Map<string, ModelTokens>();
  let cost: number | null | undefined = 0;
  for (const [model, u] of Object.entries(usage)) {
    const where = (key: string) => at(`model_usage.${key}`, 'model_usage', model, key);
    const name = reading.modelName(model, 'model_usage', at('model_usage', 'model_usage'));
    if (name === null || !isObject(u)) {
      if (name !== null)
        reading.badValue('model_usage', at('model_usage', 'model_usage', model), "a model's usage must be an object");
      tokensUnknown(record);
      cost = null;
      continue;
    }
    const input = reading.count(u.input_tokens, 'model_usage.input_tokens', where('input_tokens'));
    const output = reading.count(u.output_tokens, 'model_usage.output_tokens', where('output_tokens'));
    const read = reading.count(
      u.input_tokens_cache_read,
      'model_usage.input_tokens_cache_read',
      where('input_tokens_cache_read'),
    );
    const write = reading.count(
      u.input_tokens_cache_write,
      'model_usage.input_tokens_cache_write',
      where('input_tokens_cache_write'),
    );
    const modelCost = reading.amount(u.total_cost, 'model_usage.total_cost', where('total_cost'));
    if (cost !== null)
      cost = modelCost === null ? null : modelCost === undefined || cost === undefined ? undefined : cost + modelCost;
    if (input === null || output === null || read === null || write === null) {
      tokensUnknown(record);
      continue;
    }
    const tokens: ModelTokens = {};
    if (input !== undefined || read !== undefined || write !== undefined)
      tokens.inputTokens = (input ?? 0) + (read ?? 0) + (write ?? 0);
    if (output !== undefined) tokens.outputTokens = output;
    if (read !== undefined) tokens.cachedTokens = read;
    models.set(name, tokens);
  }
  if (models.size > 0) record.models = models;
  // No model at all: no cost either (an empty model_usage is a sample that asked no model).
  if (models.size > 0 || cost === null) setFigure(record, 'cost', cost);
  return record;
}
