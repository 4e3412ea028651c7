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

const option = { label: z.string().meta({ example: 'ตรัง' }), value: z.string().meta({ example: '92' }) };
export const ProvincesAnswer = z.object({ data: z.array(z.object(option)) });
export const AmphursAnswer = z.object({ data: z.array(z.object({ ...option, provinceCode: z.string() })) });
export const SubDistrictsAnswer = z.object({
  data: z.array(z.object({ ...option, districtCode: z.string(), amphurCode: z.string(), zipcode: z.string() })),
});

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ ProvincesAnswer, AmphursAnswer, SubDistrictsAnswer });
