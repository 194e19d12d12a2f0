// The suite `bench-check init transitlm` writes: commented YAML, one entry of `suites:`.
export const TRANSITLM_STARTER = `  # TransitLM (docs/transitlm.md): generated routes through the funnel
  # reachability → grounding → IoU → accuracy, as the official scripts score them.
  - id: transit-single
    benchmark: transitlm
    task: single # single | personalized | diversity | general
    # Your model's CSV with the generate_results column; the station file of its city.
    input: outputs/transitlm_single.csv
    stations: data/transitlm/station_info.csv
`;
