import { Module } from '@nestjs/common';
import { TeleBoardModule } from './board/board.module.js';
import { TeleBookingModule } from './booking/booking.module.js';
import { TeleCalendarModule } from './calendar/calendar.module.js';
import { TeleChatModule } from './chat/chat.module.js';
import { TeleCasesModule } from './cases/cases.module.js';
import { TeleConsultModule } from './consult/consult.module.js';
import { TeleCostsModule } from './costs/costs.module.js';
import { TeleDemoModule } from './demo/demo.module.js';
import { TeleDoctorPanelModule } from './doctor-panel/doctor-panel.module.js';
import { TeleFilesModule } from './files/files.module.js';
import { TeleFlowModule } from './flow/flow.module.js';
import { TelePaymentModule } from './payment/payment.module.js';
import { TelePersonalDataModule } from './personal-data/personal-data.module.js';
import { TeleQueueModule } from './queue/queue.module.js';
import { TeleReceiptModule } from './receipt/receipt.module.js';
import { TeleReportQueriesModule } from './report-queries/index.js';
import { TeleSlaModule } from './sla/sla.module.js';
import { TeleTrackingModule } from './tracking/tracking.module.js';
import { TeleVideoModule } from './video/video.module.js';

/**
 * care-services.md for telemedicine (§2–§9): one module per feature folder (issue 30 item 4;
 * the map is README.md beside this file). Each feature module declares its own controllers,
 * providers, job handlers and event handlers exactly once (the job catalogue allows one handler
 * per job); TeleCasesModule is the shared case data access the others import. The CqrsModule
 * is global (BusModule), so command and event handlers are plain providers of their module.
 *
 * Order matters for routes: Nest registers controllers module by module in the order modules
 * are first met (depth first), and GET /api/v1/tele/timeslot (booking) must come before
 * GET /api/v1/tele/:teleID (cases). TeleBookingModule is therefore first.
 */
@Module({
  imports: [
    TeleBookingModule,
    TeleCasesModule,
    TeleBoardModule,
    TeleConsultModule,
    TeleFilesModule,
    TeleVideoModule,
    TeleFlowModule,
    TeleCostsModule,
    TelePaymentModule,
    TeleQueueModule,
    TeleSlaModule,
    TeleTrackingModule,
    TeleReportQueriesModule,
    TeleDemoModule,
    TelePersonalDataModule,
    TeleChatModule, // issue 31: 'นัด', 'ชำระเงิน', 'คิว' in the LINE chat; the video visits for the reminders
    TeleReceiptModule, // issue 32 item 7: the e-Receipt when Finance verifies a payment, its PDF and public check
    TeleCalendarModule, // issue 32 item 6: 'เพิ่มลงปฏิทิน', a visit as an .ics file
    TeleDoctorPanelModule, // issue 35 item 1: the doctor's panel beside the video (drug note, HIS visits, earlier photos)
  ],
  exports: [TeleDemoModule, TeleCasesModule, TeleVideoModule, TeleBookingModule], // issue 32 item 2: TeleBookingModule's TeleRescheduleService, for the earlier-slot offers
})
export class TelemedicineModule {}
