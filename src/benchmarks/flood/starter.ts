// The suite `bench-check init flood` writes: commented YAML, one entry of `suites:`.
export const FLOOD_STARTER = `  # Flood adaptation (docs/flood.md): a multi-agent simulation (households, insurer,
  # government) in which your model makes every decision; each answer is validated.
  - id: flood
    benchmark: flood
    scenario: data/flood/scenario.json
    provider: openai # an OpenAI-compatible chat API (\`replay\` re-scores a recorded run)
    baseUrl: http://localhost:8000/v1
    model: your-model-name
    apiKeyEnv: OPENAI_API_KEY # the variable that holds the key (never the key itself)
    record: bench-results/flood.record.jsonl # every answer, for \`bench-check run --resume\`
`;
