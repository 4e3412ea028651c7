import type { Option } from './lookups-calls.js';

/** Answer of every lookup list call (Option, AmphurOption and SubDistrictOption are inferred from their schemas, lookups-calls.ts). */
export interface LookupList<T extends Option = Option> {
  data: T[];
}

