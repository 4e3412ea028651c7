import type { BookedBy } from '@hospital/contracts';

/** Issue 33 item 4: 'จองโดยผู้ดูแล: นางสมใจ ใจดี 0812345678' on staff pages; '' when the person booked themselves. */
export function bookedByText(bookedBy: BookedBy | undefined): string {
  if (!bookedBy) return '';
  return `จองโดยผู้ดูแล: ${bookedBy.fullName}${bookedBy.phone ? ` ${bookedBy.phone}` : ''}`;
}
