/*
 * Race (เชื้อชาติ) codes of the MOPH 43-file standard (PERSON.RACE, 3 digits). The standard
 * codes race with the same Department of Provincial Administration table as nationality
 * (PERSON.NATION), so 099 is ไทย and 044 จีน here too.
 *
 * Source: as nations.ts (DHDC `cnation`, cross-checked against an MOPH d506 `ref_nations`);
 * the 43-file validators of DHDC join PERSON.RACE and PERSON.NATION to the same kind of table.
 * The list is the nationality list itself, so a code is a race exactly when it is a nationality.
 */
import type { Option } from '@hospital/contracts';
import { NATIONS } from './nations.js';

export const RACES: readonly Option[] = NATIONS;
