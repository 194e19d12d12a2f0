// The suite `bench-check init hurricane` writes: commented YAML, one entry of `suites:`.
export const HURRICANE_STARTER = `  # HurricaneMobility (docs/hurricane.md): the travel your model predicts before, during and
  # after the hurricane, scored against the ground truth with the AgentSociety formulas.
  - id: hurricane
    benchmark: hurricane
    # Your model's output: the result file asbench writes (HurricaneMobility_<id>_results.pkl),
    # or JSON {"total_travel_times": [3], "hourly_travel_times": [3][24]}. Instead of \`input\`:
    # \`statuses: agent_status.jsonl\` (asbench's counting) or \`trips: trips.jsonl\` (a trip log).
    input: outputs/hurricane.json
    groundtruth: data/hurricane/groundtruth.json
`;
