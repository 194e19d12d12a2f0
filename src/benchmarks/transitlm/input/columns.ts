/** The columns every TransitLM row is read from. */
export const COLUMNS = {
  id: 'index_id',
  prompt: 'sft_prompt',
  label: 'sft_label',
  output: 'generate_results',
  reqType: 'req_type',
} as const;

/** The columns the row tasks read only as JSON: the CSV reader may parse them straight from the bytes (fast/json.ts). */
export const JSON_COLUMNS: readonly string[] = [COLUMNS.prompt, COLUMNS.label, COLUMNS.output];
