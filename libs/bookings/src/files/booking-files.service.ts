import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PatientAccessAudit } from '@hospital/audit';
import type { FileUploadResponse } from '@hospital/contracts';
import type { AuthUser } from '@hospital/core';
import { StoredFiles, decodeUpload } from '@hospital/files';
import { BOOKING_MESSAGES } from '@hospital/rules';
import { BookingEvents } from '../booking/booking-events.js';
import { BookingRecords } from '../booking/booking-records.js';
import type { BookingUploadInput } from './booking-files.schemas.js';

/**
 * POST /api/v1/bookings/upload (care-services §3 upload payload, §7): a category-0 image (a
 * jpeg, png or webp by its bytes, else 400: categoryAccepts in @hospital/rules) of
 * the caller's own booking (the shape and the category: booking-files.schemas.ts), kept like
 * every upload (StoredFiles: bytes, row and the 'images.process' job together). Another
 * patient's booking (or none) is 404 and nothing is stored. A caregiver's upload for the person
 * (issue 33 item 4) is recorded as theirs, with the file.
 */
@Injectable()
export class BookingFilesService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BookingRecords) private readonly records: BookingRecords,
    @Inject(BookingEvents) private readonly events: BookingEvents,
    @Inject(StoredFiles) private readonly stored: StoredFiles,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
  ) {}

  async upload(user: AuthUser, input: BookingUploadInput): Promise<FileUploadResponse> {
    const { row, access } = await this.records.readable(this.dataSource.manager, user, input.bookingID);
    if (access !== 'owner') throw new NotFoundException(BOOKING_MESSAGES.notFound);
    const upload = decodeUpload(input, input.fileCategoryID);
    const target = { teleID: null, bookingID: row.id, ownerID: row.user_id, uploadedBy: user.userID };
    const result = await this.stored.add(target, upload, async (m, fileID) => {
      await this.events.changed(m, { bookingID: row.id, userID: row.user_id, appointDate: row.appoint_date, bookingStatus: row.booking_status }, 'file');
      await this.audit.recordCaregiverAct(m, user, 'booking.upload', `booking:${row.id}:file:${fileID}`); // issue 33 item 4
    });
    return { data: result };
  }
}
