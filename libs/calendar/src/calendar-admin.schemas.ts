import { HolidayYearAnswer, HolidayYearConfirmedAnswer } from '@hospital/contracts';
import { text, z, nameSchemas } from '@hospital/core';
import { HOLIDAY_YEAR_MESSAGES, MESSAGES } from '@hospital/rules';
import { DisabledRowAnswer, HolidayRowAnswer, SlotRowAnswer, calendarDate, slotTime } from './calendar.schemas.js';

/** The longest holiday name or reason kept. */
export const CALENDAR_NAME_MAX = 200;

/** The name of a holiday or the reason for a disabled date: required, at most 200 characters. */
const calendarName = () =>
  text(CALENDAR_NAME_MAX, MESSAGES.calendarNameRequired, MESSAGES.calendarNameRequired)
    .min(1, { error: MESSAGES.calendarNameRequired })
    .meta({ example: 'ประชุมวิชาการ' });

/**
 * POST /api/v1/calendar/holidays {holidayDate, name, substitute?} (care-services §7): the date first,
 * as the form. Issue 35 item 2: `substitute` marks a วันหยุดชดเชย; left out, an existing day keeps its mark.
 */
export const HolidayBody = z.object({
  holidayDate: calendarDate(),
  name: calendarName(),
  substitute: z.boolean({ error: HOLIDAY_YEAR_MESSAGES.badSubstitute }).optional().meta({ description: 'a substitute day (วันหยุดชดเชย)' }),
});
export type HolidayInput = z.output<typeof HolidayBody>;

/** POST /api/v1/calendar/disabled/:kind {disabledDatetime, name}. */
export const DisabledDateBody = z.object({ disabledDatetime: calendarDate(), name: calendarName() });
export type DisabledDateInput = z.output<typeof DisabledDateBody>;

/** POST /api/v1/calendar/slots/:slotType {slotTime}. */
export const SlotTimeBody = z.object({ slotTime: slotTime() });
export type SlotTimeInput = z.output<typeof SlotTimeBody>;

const msg = z.string().meta({ description: 'Thai confirmation for the page' });
export const HolidaySavedAnswer = z.object({ data: HolidayRowAnswer, msg });
export const DisabledDateSavedAnswer = z.object({ data: DisabledRowAnswer, msg });
export const SlotTimeSavedAnswer = z.object({ data: SlotRowAnswer, msg });
export const RemovedAnswer = z.object({ msg });

/** Issue 35 item 2: Admin's year of holidays (declared once in libs/contracts, calendar-calls.ts). */
export { HolidayYearAnswer, HolidayYearConfirmedAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ HolidayYearAnswer, HolidayYearConfirmedAnswer, HolidayBody, DisabledDateBody, SlotTimeBody, HolidaySavedAnswer, DisabledDateSavedAnswer, SlotTimeSavedAnswer, RemovedAnswer });
