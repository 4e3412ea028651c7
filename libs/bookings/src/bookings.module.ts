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
import { BOOKING_CLOCK, systemClock } from './reminders/booking-clock.js';
import { BookingReminderHandler } from './reminders/booking-reminder.handler.js';
import { ReminderScheduler } from './reminders/reminder-scheduler.js';
import { BookingStatusController } from './status/booking-status.controller.js';
import { BookingStatusService } from './status/booking-status.service.js';
import { BookingChatActions } from './status/booking-chat-actions.js';
import { BOOKING_QUEUE_CONTROLLERS, BOOKING_QUEUE_PROVIDERS } from './queue/index.js';
import { BookingsPersonalData } from './personal-data/bookings-personal-data.js';

/** care-services in-person booking (§2 wizard, §3 Booking, §4 booking status, §5 in-person rules, §7 bookings calls): the wizard's calls, queue numbers, slot capacity, the staff board, events ('booking.changed', whose LINE message of a staff move is the notifications module's) and the evening LINE reminder. Uploads through @hospital/files; reacts to 'files.processed' and 'account.deactivated' (issue 19 item 3). */
@Module({
  imports: [AuditModule, CalendarModule, FilesModule, PatientsModule],
  controllers: [BookingController, BookingSlotsController, BookingFilesController, BookingBoardController, BookingStatusController, ...BOOKING_QUEUE_CONTROLLERS],
  providers: [
    BookingRecords,
    BookingEvents,
    BookingCreateService,
    BookingFilesService,
    BookingBoardService,
    BookingStatusService,
    BookingChatActions, // issue 31: confirm and cancel from the LINE chat
    BookingReminderHandler,
    ReminderScheduler,
    BookingDemoSeeder,
    BookingAccountDeactivatedHandler,
    BookingFileProcessedHandler,
    { provide: BOOKING_CLOCK, useValue: systemClock },
    ...BOOKING_QUEUE_PROVIDERS,
    BookingsPersonalData, // issue 15 item 3
  ],
  exports: [BookingRecords, BookingEvents, BookingDemoSeeder],
})
export class BookingsModule {}
