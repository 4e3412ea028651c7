// The MOPH code lists by name, for the controller and for modules that check a submitted code.
import type { Option } from '@hospital/contracts';
import { EDUCATION_LEVELS } from './education-levels.js';
import { MARITAL_STATUSES } from './marital-statuses.js';
import { NATIONS } from './nations.js';
import { OCCUPATIONS } from './occupations.js';
import { RACES } from './races.js';
import { RELIGIONS } from './religions.js';
import { TITLES } from './titles.js';

export type CodeListName = 'title' | 'race' | 'nation' | 'maritalstatus' | 'religion' | 'occupation' | 'education';

export const CODE_LISTS: Readonly<Record<CodeListName, readonly Option[]>> = {
  title: TITLES,
  race: RACES,
  nation: NATIONS,
  maritalstatus: MARITAL_STATUSES,
  religion: RELIGIONS,
  occupation: OCCUPATIONS,
  education: EDUCATION_LEVELS,
};

const LABELS = new Map<CodeListName, Map<string, string>>(
  (Object.keys(CODE_LISTS) as CodeListName[]).map((name) => [name, new Map(CODE_LISTS[name].map((o) => [o.value, o.label]))]),
);

/** Whether `value` is a code of the list (exact match: '099', not '99'). */
export function isKnownCode(list: CodeListName, value: string): boolean {
  return LABELS.get(list)?.has(value) ?? false;
}

/** The Thai label of a code, or null when the list has no such code. */
export function labelOf(list: CodeListName, value: string): string | null {
  return LABELS.get(list)?.get(value) ?? null;
}
