import { HisOrdersAnswer, type HisOrders } from '@hospital/contracts';
import { idParam, z, nameSchemas } from '@hospital/core';
import {
  HIS_ORDER_AMOUNT_MAX,
  HIS_ORDER_NAME_MAX,
  HIS_ORDER_QTY_MAX,
  HIS_ORDER_ROWS_MAX,
  HIS_ORDER_UNIT_MAX,
  HIS_STAND_IN_MESSAGES as M,
  HIS_ORDER_COSTS as COSTS,
  HIS_ORDER_DRUGS as DRUGS,
} from './his-stand-in-orders.js';

/**
 * The HIS stand-in's data entry, GET/POST/DELETE /his-stand-in/api/tele/{teleID}/orders (issue
 * 13 item 2): the checks a real HIS form would make, each refusal in plain Thai naming the row
 * (his-stand-in-orders.ts holds the limits and messages). The rows a case already has count
 * against HIS_ORDER_ROWS_MAX too: that is the controller's, with the stored rows.
 */

export const HisCaseParam = idParam('the telemedicine case');

type Issue = { path?: readonly PropertyKey[] };
/** The row number (1, 2, …) an issue is about: its path is [list, index, field?]. */
const rowOf = (issue: Issue): number => Number(issue.path?.[1] ?? 0) + 1;

/** Control characters and lone surrogates: a database refuses NUL, a person never means them. */
function badText(s: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s) || /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
}

/** At most 2 decimals (a float that is a whole number of satang). */
function hasAtMost2Decimals(x: number): boolean {
  return Math.abs(x * 100 - Math.round(x * 100)) < 1e-6;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** A check across fields runs once every field is valid: one problem at a time, as the HIS form shows it. */
const fieldsValid = (payload: { issues: readonly unknown[] }): boolean => payload.issues.length === 0;

/** A name of a row: trimmed, no control characters, at most `max` characters (counted as characters, not UTF-16 units). */
const rowText = (what: string, field: string, max: number) =>
  z
    .string({ error: (iss) => (iss.input == null ? M.nameRequired(what, rowOf(iss), field) : M.rowInvalid(what, rowOf(iss))) })
    .trim()
    .refine((s) => !badText(s), { error: (iss) => M.textInvalid(what, rowOf(iss), field) })
    .refine((s) => [...s].length <= max, { error: (iss) => M.nameTooLong(what, rowOf(iss), field, max) })
    .meta({ maxLength: max });

const requiredText = (what: string, field: string, max: number) =>
  rowText(what, field, max).refine((s) => s !== '', { error: (iss) => M.nameRequired(what, rowOf(iss), field) });

/** Baht from 0 to 9,999,999.99 with at most 2 decimals. */
const amount = (field: string) => {
  const error = (iss: Issue) => M.amountInvalid(rowOf(iss), field);
  return z.number({ error }).min(0, { error }).max(HIS_ORDER_AMOUNT_MAX, { error }).refine(hasAtMost2Decimals, { error });
};

/** A cost row (care-services §3 costList): a missing discount is 0, a missing net is total − discount. */
export const HisCostRow = z
  .object(
    {
      svname: requiredText(COSTS, 'ชื่อรายการ', HIS_ORDER_NAME_MAX),
      totcost: amount('ราคารวม'),
      netdisc: amount('ส่วนลด').nullish(),
      netcost: amount('ราคาสุทธิ').nullish(),
    },
    { error: (iss) => M.rowInvalid(COSTS, rowOf(iss)) },
  )
  .refine((r) => (r.netdisc ?? 0) <= r.totcost, { when: fieldsValid, error: (iss) => M.discountTooLarge(rowOf(iss)) })
  .refine((r) => r.netcost == null || Math.abs(r.netcost - round2(r.totcost - (r.netdisc ?? 0))) <= 0.004, {
    when: fieldsValid,
    error: (iss) => M.netMismatch(rowOf(iss)),
  })
  .transform((r) => {
    const netdisc = round2(r.netdisc ?? 0);
    return { svname: r.svname, totcost: round2(r.totcost), netdisc, netcost: round2(r.totcost - netdisc) };
  });

/** A drug row (care-services §3 drugList): the quantity above 0 up to 99,999; the note may be empty. */
export const HisDrugRow = z
  .object(
    {
      itemName: requiredText(DRUGS, 'ชื่อยา', HIS_ORDER_NAME_MAX),
      qty: z
        .number({ error: (iss) => M.qtyInvalid(rowOf(iss)) })
        .gt(0, { error: (iss) => M.qtyInvalid(rowOf(iss)) })
        .max(HIS_ORDER_QTY_MAX, { error: (iss) => M.qtyInvalid(rowOf(iss)) })
        .refine(hasAtMost2Decimals, { error: (iss) => M.qtyInvalid(rowOf(iss)) }),
      itemUnit: requiredText(DRUGS, 'หน่วย', HIS_ORDER_UNIT_MAX),
      itemNote: rowText(DRUGS, 'วิธีใช้', HIS_ORDER_NAME_MAX)
        .nullish()
        .transform((v) => v ?? ''),
    },
    { error: (iss) => M.rowInvalid(DRUGS, rowOf(iss)) },
  )
  .transform((r) => ({ itemName: r.itemName, itemNote: r.itemNote, qty: round2(r.qty), itemUnit: r.itemUnit }));

const rows = <T extends z.ZodType>(row: T, what: string) =>
  z
    .array(row, { error: M.listInvalid(what) })
    .max(HIS_ORDER_ROWS_MAX, { error: M.tooManyRows(what, 0) })
    .nullish()
    .transform((v) => (v ?? []) as Array<z.output<T>>);

/** POST body {costs?: [...], drugs?: [...]}: rows to add to the case, at least one. */
export const HisOrdersBody = z
  .object({ costs: rows(HisCostRow, COSTS), drugs: rows(HisDrugRow, DRUGS) }, { error: M.bodyInvalid })
  .refine((b) => b.costs.length + b.drugs.length > 0, { when: fieldsValid, error: M.nothingToSave });
export type HisOrdersInput = z.output<typeof HisOrdersBody>;

/** What the HIS holds for a case: declared once in libs/contracts (tele-calls.ts, issue 30 item 2), the web's HisOrders. */
export { HisOrdersAnswer };
export type HisStandInOrders = HisOrders;

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ HisOrdersBody, HisOrdersAnswer });
