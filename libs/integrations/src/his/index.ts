import { HisStandIn1763800000210 } from './migrations/1763800000210-his-stand-in.js';
import { HisTeleOrders1763900000540 } from './migrations/1763900000540-his-tele-orders.js';
import { HisClinical1764000000710 } from './migrations/1764000000710-his-clinical.js';
import { HisImmunizations1764000000810 } from './migrations/1764000000810-his-immunizations.js';
import { HisVisitDoctor1767900000210 } from './migrations/1767900000210-his-visit-doctor.js'; // issue 35 item 3

export * from './his.port.js';
export * from './his.module.js';
export * from './local-his.adapter.js';
export * from './local-his-tele-orders.js';
export { HisStandIn1763800000210 } from './migrations/1763800000210-his-stand-in.js';
export { HisTeleOrders1763900000540 } from './migrations/1763900000540-his-tele-orders.js';
export { HisClinical1764000000710 } from './migrations/1764000000710-his-clinical.js';
export * from './local-his-clinical.js';
export * from './local-his-clinical-demo.js';

/** The HIS stand-in's part of the schema (no entities: the adapter speaks SQL, as a client would). */
export const HIS_SCHEMA = { entities: [] as Function[], migrations: [HisStandIn1763800000210, HisTeleOrders1763900000540, HisClinical1764000000710, HisImmunizations1764000000810, HisVisitDoctor1767900000210] };
export * from './his-clinical.port.js';
export * from './his-immunization.port.js';
export * from './local-his-immunization.js';
export { HisImmunizations1764000000810 } from './migrations/1764000000810-his-immunizations.js';
export * from './stand-in/his-stand-in-orders.js';
export * from './stand-in/his-stand-in.controller.js';
