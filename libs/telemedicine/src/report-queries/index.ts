// Issue 14 item 4: the report query interface, imported by TelemedicineModule.
export { TeleReportQueriesModule } from './tele-report-queries.module.js';
