import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FileRecords } from '@hospital/files';

/** The payment slip category (care-services §3 fileCategoryID 2, §9 'Payment evidence category 2'). */
export const SLIP_CATEGORY = 2;

/**
 * Issue 28 item 1: whether a case has a stored, accepted slip. A slip is 'stored, accepted' once
 * POST /api/v1/tele/upload answered it: its bytes are in the file store and its sniffed type is
 * a picture or a PDF. One the image worker found undecodable ('failed') does not count; one the
 * worker has not finished yet ('processing') does — its bytes are kept and were accepted (the
 * page uploads, then confirms at once). Asked by the move to 4 and to 5, and shown to Finance.
 */
@Injectable()
export class CaseSlips {
  constructor(@Inject(FileRecords) private readonly files: FileRecords) {}

  /** The slips are files' rows (stored_files): asked of FileRecords, in the caller's transaction. */
  hasStoredSlip(m: EntityManager, teleID: string): Promise<boolean> {
    return this.files.caseKeepsAny(m, teleID, SLIP_CATEGORY);
  }
}
