/**
 * Issue 14 item 3, parcels tracked by themselves: what Thailand Post said about each parcel of a
 * case (care-services §4: 6 shipped, 7 received; §9 tracking numbers), as
 * GET /api/v1/tele/{teleID}/tracking answers it to the patient and to staff.
 */

/**
 * Thailand Post's status codes grouped into what a person cares about:
 *  - accepted: 101 preparing, 102 accepted by an agent, 103 accepted at the counter;
 *  - in_transit: 201 in transit, 202 customs, 204–207 exchanges, arrived at the post office;
 *  - out_for_delivery: 301 out for delivery, 302 waiting at a pick-up point;
 *  - delivery_failed: 401 delivery attempt failed;
 *  - delivered: 501 delivered;
 *  - returned: 203 returned to the sender (the parcel will not reach the patient).
 */
export const PARCEL_STATUS_KINDS = ['accepted', 'in_transit', 'out_for_delivery', 'delivery_failed', 'delivered', 'returned'] as const;
export type ParcelStatusKind = (typeof PARCEL_STATUS_KINDS)[number];

/** What the patient's timeline and the shipping tab call each kind (plain Thai). */
export const PARCEL_STATUS_NAMES: Readonly<Record<ParcelStatusKind, string>> = {
  accepted: 'ไปรษณีย์รับฝากพัสดุแล้ว',
  in_transit: 'พัสดุอยู่ระหว่างการขนส่ง',
  out_for_delivery: 'พัสดุกำลังนำจ่าย',
  delivery_failed: 'นำจ่ายไม่สำเร็จ',
  delivered: 'นำจ่ายสำเร็จ',
  returned: 'พัสดุถูกส่งคืนโรงพยาบาล',
};

/** Who confirmed the medicine arrived (flowStatus 7): the patient, a staff member, or the system N days after delivery. */
export type ReceivedBy = 'patient' | 'staff' | 'system';

