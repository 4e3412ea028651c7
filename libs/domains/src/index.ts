import { AuditModule, AUDIT_SCHEMA } from '@hospital/audit';
import { CalendarModule, CALENDAR_SCHEMA } from '@hospital/calendar';
import { CORE_SCHEMA, type SchemaParts } from '@hospital/core';
import { FILES_SCHEMA } from '@hospital/files';
import { IdentityModule, IDENTITY_SCHEMA } from '@hospital/identity';
import { HIS_SCHEMA } from '@hospital/integrations';
import { LookupsModule } from '@hospital/lookups';
import { NotificationsModule, NOTIFICATIONS_SCHEMA } from '@hospital/notifications';
import { PatientsModule, PATIENTS_SCHEMA } from '@hospital/patients';
import { TelemedicineModule, TELEMEDICINE_SCHEMA } from '@hospital/telemedicine';
import { BookingsModule, BOOKINGS_SCHEMA } from '@hospital/bookings';
import { RecordsModule, RECORDS_SCHEMA } from '@hospital/records';
import { VaccinesModule, VACCINES_SCHEMA } from '@hospital/vaccines';

/**
 * The composition root shared by the api and the worker: every domain module (each owns its
 * controllers, entities, migrations and job handlers) and the schema they make together.
 * A new domain is added here once.
 */
export const DOMAIN_MODULES = [IdentityModule, LookupsModule, AuditModule, PatientsModule, CalendarModule, TelemedicineModule, BookingsModule, RecordsModule, VaccinesModule, NotificationsModule];

const parts: SchemaParts[] = [CORE_SCHEMA, IDENTITY_SCHEMA, AUDIT_SCHEMA, PATIENTS_SCHEMA, HIS_SCHEMA, CALENDAR_SCHEMA, TELEMEDICINE_SCHEMA, BOOKINGS_SCHEMA, RECORDS_SCHEMA, VACCINES_SCHEMA, NOTIFICATIONS_SCHEMA, FILES_SCHEMA];
export const SCHEMA: SchemaParts = {
  entities: parts.flatMap((p) => p.entities),
  migrations: parts.flatMap((p) => p.migrations),
};
