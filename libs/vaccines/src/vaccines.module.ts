import { Module } from '@nestjs/common';

/** care-services vaccine services (§2 /vaccine, /vaccinebooking, /vaccinebooking2, /vaccinequeue, /vaccineadmin; §3 student vaccine record, vaccine event, type codes; §7 /api2 calls): vaccine types, schools and events are records staff manage. */
@Module({
  imports: [],
  controllers: [],
  providers: [],
  exports: [],
})
export class VaccinesModule {}
