// The program's benchmark catalog, as the composition roots hand it down, for unit tests of the
// layers below them (report, gate, run, config).
import { catalog } from '../src/benchmarks/registry.js';
import { gateHintsOf, type GateHintsOf } from '../src/gate/config.js';

export { catalog };

/** What each benchmark tells the gate, as the CLI and the action pass it. */
export const gateHints: GateHintsOf = gateHintsOf(catalog);
