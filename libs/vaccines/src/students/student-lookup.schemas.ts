import { z, nameSchemas } from '@hospital/core';
import { Api2Answer } from '../http/api2-schemas.js';

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
const perDose = <T extends z.ZodType>(n: number, name: string, schema: T): Record<string, T> =>
  Object.fromEntries(range(n).map((i) => [`${name}${i}`, schema]));

/** §3 Student vaccine record (dates as text: birth and queue dates 'YYYY-MM-DD', appointments 'YYYY-MM-DDTHH:mm' in Bangkok). */
export const StudentRecordAnswer = z.object({
  cid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  titleKey: z.string(),
  titleName: z.string(),
  birthDT: z.string().meta({ example: '2013-05-04' }),
  schoolKey: z.string(),
  schoolName: z.string(),
  classYear: z.string(),
  classYearName: z.string(),
  classRoom: z.string(),
  weight: z.number().nullable(),
  height: z.number().nullable(),
  temp1: z.number().nullable(),
  temp2: z.number().nullable(),
  mobilePhone: z.string(),
  addressNo: z.string(),
  thSubdistrictKey: z.string(),
  thDistrictKey: z.string(),
  thProvinceKey: z.string(),
  hospitalCode: z.string(),
  vaccineType: z.string(),
  slotID: z.string().nullable().meta({ description: 'รอบที่จองไว้ (null: ยังไม่จอง)' }),
  rowNumber: z.number().int().nullable(),
  isKnow: z.boolean(),
  isNew: z.boolean(),
  inj1Hosp: z.string(),
  inj2Hosp: z.string(),
  ...perDose(6, 'appointDT', z.string().nullable()),
  ...perDose(6, 'queueNumber', z.number().int().nullable()),
  ...perDose(6, 'queueDate', z.string().nullable()),
  ...perDose(6, 'queueTime', z.string().nullable()),
  ...perDose(4, 'vaccineEventKey', z.string().nullable()),
});

/** §4 Vaccine record lookup: 200 with the record (400 bad national ID, 404 not on the list: the envelope without it). */
export const StudentLookupAnswer = Api2Answer.extend({ data: StudentRecordAnswer.nullable() });

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ StudentLookupAnswer });
