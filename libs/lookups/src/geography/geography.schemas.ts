import { AmphursAnswer, ProvincesAnswer, SubDistrictsAnswer } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';

/** accounts §7: the parent code a dropdown sends, with the message the page shows. */
const MESSAGES = {
  province: 'กรุณาระบุรหัสจังหวัด 2 หลัก',
  amphur: 'กรุณาระบุรหัสอำเภอ 4 หลัก',
};

/** A province's 2-digit official code (as a query parameter or appended to the path). */
export const provinceCode = () =>
  z
    .string({ error: MESSAGES.province })
    .trim()
    .regex(/^\d{2}$/, { error: MESSAGES.province })
    .meta({ description: "The province's 2-digit code", example: '92' });

/** A district's 4-digit official code. */
export const amphurCode = () =>
  z
    .string({ error: MESSAGES.amphur })
    .trim()
    .regex(/^\d{4}$/, { error: MESSAGES.amphur })
    .meta({ description: "The district's 4-digit code", example: '9201' });

/** GET …/amphur?ProvinceID= */
export const AmphurQuery = z.object({ ProvinceID: provinceCode() });
/** GET …/district?AmphurID= */
export const DistrictQuery = z.object({ AmphurID: amphurCode() });

/** The lists' answers, declared once in libs/contracts (lookups-calls.ts, issue 30 item 2), Option, AmphurOption and SubDistrictOption inferred from them. */
export { AmphursAnswer, ProvincesAnswer, SubDistrictsAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ ProvincesAnswer, AmphursAnswer, SubDistrictsAnswer });
