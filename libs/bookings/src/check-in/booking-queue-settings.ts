import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { BookingQueueOrder } from '@hospital/rules';

/**
 * Issue 32 item 5, Admin's choice of the clinic queue's order: the one row of
 * `booking_queue_settings` (false: appointment order, the default; true: arrival order).
 */
@Injectable()
export class BookingQueueSettings {
  async order(m: EntityManager): Promise<BookingQueueOrder> {
    const rows: Array<{ arrival_order: boolean }> = await m.query(`SELECT arrival_order FROM booking_queue_settings WHERE id`);
    return rows[0]?.arrival_order ? 'arrival' : 'appointment';
  }

  async save(m: EntityManager, order: BookingQueueOrder, by: string): Promise<void> {
    await m.query(
      `INSERT INTO booking_queue_settings (id, arrival_order, updated_by, updated_at) VALUES (true, $1, $2, now())
       ON CONFLICT (id) DO UPDATE SET arrival_order = EXCLUDED.arrival_order, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [order === 'arrival', by],
    );
  }
}
