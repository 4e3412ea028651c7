import { z } from './input/zod-thai.js';

/**
 * Issue 30 item 2, one declaration per call: the lookup lists' answers (accounts §3, §7) declared
 * once as the zod schemas the api documents; their types are inferred here. libs/lookups'
 * geography.schemas.ts re-exports and names them.
 */

/** A dropdown option of the lookup lists (accounts §3): `{label, value}`. */
export const OptionAnswer = z.object({ label: z.string().meta({ example: 'ตรัง' }), value: z.string().meta({ example: '92' }) });
export type Option = z.output<typeof OptionAnswer>;

/** A district (อำเภอ, 'amphur' in the calls): 4-digit official code. */
export const AmphurOptionAnswer = OptionAnswer.extend({ provinceCode: z.string() });
export type AmphurOption = z.output<typeof AmphurOptionAnswer>;

/** A sub-district (ตำบล, 'district' in the calls): 6-digit official code and its postcode. */
export const SubDistrictOptionAnswer = OptionAnswer.extend({ districtCode: z.string(), amphurCode: z.string(), zipcode: z.string() });
export type SubDistrictOption = z.output<typeof SubDistrictOptionAnswer>;

/** Every list of options answers {data: [{label, value}]} (accounts §7): the provinces, the MOPH code lists. */
export const OptionListAnswer = z.object({ data: z.array(OptionAnswer) });
/** The provinces (named apart from the code lists in the API docs; the same shape). */
export const ProvincesAnswer = OptionListAnswer.meta({ description: 'the provinces' });
export const AmphursAnswer = z.object({ data: z.array(AmphurOptionAnswer) });
export const SubDistrictsAnswer = z.object({ data: z.array(SubDistrictOptionAnswer) });
