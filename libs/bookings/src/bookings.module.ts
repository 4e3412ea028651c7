import { Module } from '@nestjs/common';

/** care-services in-person booking (§2 wizard, §3 Booking, §4 booking status, §5 in-person rules, §7 bookings calls): the wizard's calls, queue numbers, slot capacity, the staff board, events, LINE messages and the evening reminder. */
@Module({
  imports: [],
  controllers: [],
  providers: [],
  exports: [],
})
export class BookingsModule {}
