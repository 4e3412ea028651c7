import { Module } from '@nestjs/common';
import { AuditModule } from '@hospital/audit';
import { CalendarModule } from '@hospital/calendar';
import { FilesModule } from '@hospital/files';
import { PatientsModule } from '@hospital/patients';
import { BookingBoardController } from './board/booking-board.controller.js';
import { BookingBoardService } from './board/booking-board.service.js';
import { BookingController } from './booking/booking.controller.js';
import { BookingCreateService } from './booking/booking-create.service.js';
import { BookingEvents } from './booking/booking-events.js';
import { BookingRecords } from './booking/booking-records.js';
import { BookingSlotsController } from './booking/booking-slots.controller.js';
import { BookingDemoSeeder } from './demo/booking-demo-seeder.js';
import { BookingAccountDeactivatedHandler } from './events/booking-account-deactivated.handler.js';
import { BookingFileProcessedHandler } from './events/booking-file-processed.handler.js';
import { BookingFilesController } from './files/booking-files.controller.js';
import { BookingFilesService } from './files/booking-files.service.js';
import { BookingStatusController } from './status/booking-status.controller.js';
import { BookingStatusService } from './status/booking-status.service.js';
import { BookingChatActions } from './status/booking-chat-actions.js';
import { BOOKING_QUEUE_CONTROLLERS, BOOKING_QUEUE_PROVIDERS } from './queue/index.js';
import { BOOKING_CHAT_PROVIDERS } from './chat/index.js';
import { BookingsPersonalData } from './personal-data/bookings-personal-data.js';
import { BookingRescheduleController } from './reschedule/booking-reschedule.controller.js';
import { BookingRescheduleService } from './reschedule/booking-reschedule.service.js';
import { BookingCalendarController } from './booking/booking-calendar.controller.js';
import { BOOKING_OFFER_CONTROLLERS, BOOKING_OFFER_PROVIDERS } from './offers/index.js';

/** care-services in-person booking (§2 wizard, §3 Booking, §4 booking status, §5 in-person rules, §7 bookings calls): the wizard's calls, queue numbers, slot capacity, the staff board, events ('booking.changed', whose LINE messages are the notifications module's), and the clinic bookings' part of the LINE chat and of the reminders (issue 31: @ChatTopic, @AppointmentSource; the notifications module sends). Uploads through @hospital/files; reacts to 'files.processed' and 'account.deactivated' (issue 19 item 3). */
@Module({
  imports: [AuditModule, CalendarModule, FilesModule, PatientsModule],
  controllers: [BookingController, BookingSlotsController, BookingFilesController, BookingBoardController, BookingStatusController, ...BOOKING_QUEUE_CONTROLLERS, BookingRescheduleController, BookingCalendarController /* issue 32 item 6: the .ics */, ...BOOKING_OFFER_CONTROLLERS /* issue 32 item 3 */],
  providers: [
    BookingRecords,
    BookingEvents,
    BookingCreateService,
    BookingFilesService,
    BookingBoardService,
    BookingStatusService,
    BookingChatActions, // issue 31: confirm and cancel from the LINE chat
    ...BOOKING_OFFER_PROVIDERS, // issue 32 item 3: opt-in and the clinic's earlier-slot source
    BookingDemoSeeder,
    BookingAccountDeactivatedHandler,
    BookingFileProcessedHandler,
    ...BOOKING_QUEUE_PROVIDERS,
    ...BOOKING_CHAT_PROVIDERS, // issue 31: 'นัด' and 'คิว' in the LINE chat; the clinics' appointments for the reminders
    BookingsPersonalData, // issue 15 item 3
    BookingRescheduleService, // issue 32 item 2: reschedule instead of cancel (the page, the board, the earlier-slot offers)
  ],
  exports: [BookingRecords, BookingEvents, BookingDemoSeeder, BookingRescheduleService],
})
export class BookingsModule {}
