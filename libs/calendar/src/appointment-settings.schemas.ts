import { AppointmentSettingsAnswer, AppointmentSettingsFields } from '@hospital/contracts';
import { z, nameSchemas } from '@hospital/core';

/**
 * Issue 32 item 4: GET/PUT /api/v1/calendar/appointment-settings, declared once in libs/contracts
 * (appointments-calls.ts), the web's types inferred from them.
 */
export const AppointmentSettingsBody = AppointmentSettingsFields;
export type AppointmentSettingsInput = z.output<typeof AppointmentSettingsBody>;
export { AppointmentSettingsAnswer };

/** These calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ AppointmentSettingsBody, AppointmentSettingsAnswer });
