import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PARCEL_STATUS_NAMES, type ParcelEvent, type ParcelStatusKind } from '@hospital/contracts';
import type { ParcelStatus } from '@hospital/integrations';

/** A parcel still worth asking about: its case, its tracking number. */
export interface PendingParcel {
  teleID: string;
  barcode: string;
}

interface EventRow {
  barcode: string;
  status: string;
  kind: ParcelStatusKind;
  description: string;
  location: string;
  status_at: Date;
  recorded_at: Date;
}

/** Parcels whose last word is final: delivered to the patient, or on their way back to us. */
const FINAL_KINDS = ['delivered', 'returned'];

/**
 * Issue 14 item 3: the queries of `tele_parcel_events` (migration 1767000000200), in one place.
 * Each takes the caller's manager, so a write joins the caller's transaction.
 */
@Injectable()
export class ParcelEvents {
  /**
   * Every parcel of a case at flowStatus 6 (shipped) with no final status yet, the longest
   * waiting cases first; at most `limit` (the rest waits for the next poll).
   */
  pending(m: EntityManager, limit: number): Promise<PendingParcel[]> {
    return m.query(
      `SELECT t.id AS "teleID", b.barcode
         FROM tele_requests t
         CROSS JOIN LATERAL jsonb_array_elements_text(coalesce(t.tracking_numbers, '[]'::jsonb)) AS b(barcode)
        WHERE t.flow_status = 6
          AND NOT EXISTS (SELECT 1 FROM tele_parcel_events e
                           WHERE e.tele_id = t.id AND e.barcode = b.barcode AND e.kind = ANY($2::text[]))
        ORDER BY t.updated_at, t.id, b.barcode
        LIMIT $1`,
      [limit, FINAL_KINDS],
    );
  }

  /** Records one status; true only for the call that inserted it (a status seen before adds nothing). */
  async record(m: EntityManager, teleID: string, s: ParcelStatus, recordedAt: Date): Promise<boolean> {
    const rows: unknown[] = await m.query(
      `INSERT INTO tele_parcel_events (tele_id, barcode, status, kind, description, location, postcode, status_at, recorded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT ON CONSTRAINT tele_parcel_events_once DO NOTHING
       RETURNING id`,
      [teleID, s.barcode, s.code, s.kind, s.description, s.location, s.postcode, s.at, recordedAt],
    );
    return rows.length > 0;
  }

  /** The events of a case, oldest first. */
  async of(m: EntityManager, teleID: string): Promise<ParcelEvent[]> {
    const rows: EventRow[] = await m.query(
      `SELECT barcode, status, kind, description, location, status_at, recorded_at
         FROM tele_parcel_events WHERE tele_id = $1 ORDER BY status_at, id`,
      [teleID],
    );
    return rows.map((r) => ({
      barcode: r.barcode,
      status: r.status,
      kind: r.kind,
      kindName: PARCEL_STATUS_NAMES[r.kind],
      description: r.description,
      location: r.location,
      at: new Date(r.status_at).toISOString(),
      recordedAt: new Date(r.recorded_at).toISOString(),
    }));
  }

  /**
   * Cases at 6 whose every parcel was delivered at or before `deliveredBy`: they close
   * themselves as received (7). At most `limit`; the next run takes the rest.
   */
  async deliveredBy(m: EntityManager, deliveredBy: Date, limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await m.query(
      `SELECT t.id FROM tele_requests t
        WHERE t.flow_status = 6
          AND jsonb_array_length(coalesce(t.tracking_numbers, '[]'::jsonb)) > 0
          AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements_text(t.tracking_numbers) AS b(barcode)
                           WHERE NOT EXISTS (SELECT 1 FROM tele_parcel_events e
                                              WHERE e.tele_id = t.id AND e.barcode = b.barcode AND e.kind = 'delivered'))
          AND (SELECT max(e.status_at) FROM tele_parcel_events e WHERE e.tele_id = t.id AND e.kind = 'delivered') <= $1
        ORDER BY t.updated_at
        LIMIT $2`,
      [deliveredBy, limit],
    );
    return rows.map((r) => r.id);
  }
}

/** The last delivery of a case when every barcode was delivered, else null. */
export function lastDelivery(barcodes: readonly string[], events: readonly ParcelEvent[]): string | null {
  if (barcodes.length === 0) return null;
  let last: string | null = null;
  for (const barcode of barcodes) {
    const delivered = events.find((e) => e.barcode === barcode && e.kind === 'delivered');
    if (!delivered) return null;
    if (!last || delivered.at > last) last = delivered.at;
  }
  return last;
}
