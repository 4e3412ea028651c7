import { useState } from 'react';
import type { Booking } from '@hospital/contracts';
import { BOOKING_STATUS_VALUES, bangkokDateKey, boardWaitText, bookedByText, bookingStatusName, canJoinRoom, dayProblem, inBangkok, isWaitingBooking, staffMoveProblem } from '@hospital/rules';
import { bookingKeys, useBookingBoard } from '../../api/bookings';
import { ErrorModal } from '../../components/ErrorModal';
import { ruleNotice } from '../../components/error-notice';
import { useRoom } from '../../realtime/useRoom';
import { useSession } from '../../session/useSession';
import { useBookingMove } from '../booking/useBookingMove';
import { BoardLoadState, DateFilter, StatusCounts, StatusFilter } from './BoardFilters';
import { BookingRescheduleButton, RescheduleNotice } from '../reschedule/RescheduleButtons';
import { CheckInPanel } from '../check-in/CheckInPanel';
import { BookingArrivalBadge, BookingAttendanceCounts } from '../check-in/BookingArrivalBadge';
import { ServedBadge, UndoServedButton, useServedMove } from './BookingServed';
import '../booking/booking.css';
import './board.css';

/**
 * Why staff may not pick this day on the booking calendar (care-services §5: the staff booking
 * calendar blocks Sundays), or null. The rule is calendar.ts 'staffBooking', read as of that
 * day so that past days stay open for looking back.
 */
function staffDayProblem(date: string): string | null {
  return dayProblem({ kind: 'staffBooking', date, now: `${date}T12:00:00+07:00` });
}

/** The board opens on today, or on the next day the staff calendar opens (today a Sunday). */
function firstStaffDay(): string {
  for (let i = 0; ; i++) {
    const date = inBangkok().add(i, 'day').format('YYYY-MM-DD');
    if (!staffDayProblem(date) || i > 7) return date;
  }
}

/**
 * The staff booking board of /admin/booking (care-services §2 Staff pages 'booking', §4, §7
 * GET /api/v1/bookings?AppointDatetime&BookingStatus): a date filter, a status filter, the count
 * per status of the day, and the rows (queue ticket, name, HN, phone, time, type, symptoms,
 * status) with confirm (1) / cancel (−1), and today's 'รับบริการแล้ว' (asked once, undone within a
 * minute: BookingServed.tsx, issue 35 item 2). Live on board:booking: every booking event and every
 * reconnect refetch the list (useRoom); no polling.
 */
export function BookingBoard() {
  const { user } = useSession();
  const today = bangkokDateKey();
  const [date, setDate] = useState<string>(firstStaffDay);
  const [status, setStatus] = useState<number | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const allowed = user ? canJoinRoom({ userID: user.userID, role: user.role ?? null }, 'board:booking') : false;

  const query = useBookingBoard(date, status, allowed);
  useRoom(allowed ? 'board:booking' : null, [bookingKeys.board()]);
  const { ask, busy: moving, notice: moveNotice, dialogs } = useBookingMove(bookingKeys.board());
  const served = useServedMove();
  const busy = moving || served.busy;
  const notice = served.notice ?? moveNotice;

  /** The list is one day's (the server reads today without a date): an emptied picker keeps the day. */
  const chooseDate = (next: string | null) => {
    if (!next) return;
    const problem = staffDayProblem(next);
    if (problem) return setDateError(problem);
    setDate(next);
  };

  if (!allowed) {
    return (
      <section className="card" data-testid="booking-board-forbidden">
        <p>รายการจองนี้สำหรับเจ้าหน้าที่ที่ดูแลการจอง (Admin, Nurse, Medrec)</p>
      </section>
    );
  }

  const counts = query.data?.counts;
  const rows = query.data?.data ?? [];
  return (
    <section className="card" data-testid="booking-board">
      <div className="card-header">
        <h2 data-testid="admin-board-heading">รายการจองนัดหมายที่โรงพยาบาล</h2>
        <span className="live-dot" data-testid="board-live" title="อัปเดตอัตโนมัติ">
          อัปเดตอัตโนมัติ
        </span>
      </div>

      <div className="board-filters">
        <DateFilter date={date} onChange={chooseDate} today={today} />
        <StatusFilter statuses={BOOKING_STATUS_VALUES} value={status} onChange={setStatus} nameOf={bookingStatusName} testId="booking-filter-status" />
      </div>

      <StatusCounts statuses={BOOKING_STATUS_VALUES} counts={counts} value={status} onChange={setStatus} nameOf={bookingStatusName} testId="booking" />
      <BookingAttendanceCounts counts={counts} /> {/* issue 32 item 5: the day's check-ins and 'ไม่มาตามนัด' */}
      <CheckInPanel /> {/* issue 32 item 5: 'สแกนเช็คอิน' and the typed queue number */}

      {notice && (
        <div className="alert alert-info" data-testid="booking-board-notice">
          {notice}
        </div>
      )}
      <RescheduleNotice /> {/* issue 32 item 2: what the last 'เลื่อนนัด' did (the row may have left this day) */}
      <BoardLoadState query={query} empty={rows.length === 0} emptyText="ไม่มีรายการจอง" />
      {rows.length > 0 && <BookingTable rows={rows} busy={busy} onMove={ask} today={today} onServed={served.ask} onUndoServed={served.undo} />}
      {dialogs}
      {served.dialog}
      <ErrorModal message={dateError && ruleNotice(dateError, 'day')} onClose={() => setDateError(null)} />
      <ErrorModal message={served.error} onClose={served.clearError} />
    </section>
  );
}

interface BookingTableProps {
  rows: readonly Booking[];
  busy: boolean;
  onMove(b: Booking, to: 1 | -1): void;
  today: string;
  /** Issue 13 item 6, asked once (issue 35 item 2). */
  onServed(b: Booking): void;
  /** Issue 35 item 2: 'ยกเลิก' within the minute. */
  onUndoServed(b: Booking): void;
}

function BookingTable({ rows, busy, onMove, today, onServed, onUndoServed }: BookingTableProps) {
  return (
    <div className="table-wrap">
      {/* Issue 16 item 4: under 640 px each row is a card (styles.css .table-cards). */}
      <table className="table table-cards" data-testid="booking-table">
        <thead>
          <tr>
            <th>คิวที่</th>
            <th>ชื่อ-สกุล</th>
            <th>HN</th>
            <th>เบอร์โทรศัพท์</th>
            <th>เวลา</th>
            <th>ประเภท</th>
            <th>อาการเบื้องต้น</th>
            <th>สถานะ</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => (
            <tr key={b.bookingID} className="board-row" data-testid={`booking-row-${b.bookingID}`} data-status={b.bookingStatus}>
              <td className="mono" data-label="คิวที่" data-testid={`booking-number-${b.bookingID}`}>
                {b.bookingNumber}
              </td>
              <td className="table-cards-title">
                {b.fullName}
                {/* Issue 33 item 4: a caregiver booked for the patient. */}
                {b.bookedBy && (
                  <div className="muted small" data-testid={`booking-booked-by-${b.bookingID}`}>
                    {bookedByText(b.bookedBy)}
                  </div>
                )}
              </td>
              <td className="mono" data-label="HN">{b.hn ?? '-'}</td>
              <td className="mono" data-label="เบอร์โทรศัพท์">{b.phone || '-'}</td>
              <td data-label="เวลา">{b.appointTime}</td>
              <td data-label="ประเภท">{b.slotTypeName}</td>
              <td className="booking-description" data-label="อาการเบื้องต้น">
                {b.description}
                {b.imageCount > 0 && <div className="muted">รูปภาพ {b.imageCount} รูป</div>}
              </td>
              <td data-label="สถานะ" className="table-cards-status">
                {b.servedAt ? (
                  // Issue 35 item 2: a served row shows only its served state.
                  <ServedBadge booking={b} />
                ) : (
                  <>
                    <span className={`badge booking-status-${b.bookingStatus}`} data-testid={`booking-status-${b.bookingID}`}>
                      {b.bookingStatusName}
                    </span>
                    <BookingArrivalBadge booking={b} /> {/* issue 32 item 5: 'มาถึงแล้ว HH:mm' / 'ไม่มาตามนัด' */}
                    {b.queue && (
                      <div className="board-badges">
                        <span className="badge badge-queue" data-testid={`board-queue-${b.bookingID}`}>
                          {boardWaitText(b.queue.place) /* issue 32 item 1: the ticket is the 'คิวที่' column; no second number */}
                        </span>
                      </div>
                    )}
                  </>
                )}
              </td>
              <td className="table-cards-actions">
                <div className="booking-row-actions">
                  {b.appointDate === today && isWaitingBooking(b.bookingStatus, b.servedAt) && (
                    <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onServed(b)} data-testid={`booking-served-${b.bookingID}`}>
                      รับบริการแล้ว
                    </button>
                  )}
                  {b.servedAt && <UndoServedButton booking={b} busy={busy} onUndo={onUndoServed} />}
                  {staffMoveProblem(b.bookingStatus, 1, b.servedAt) === null && (
                    <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onMove(b, 1)} data-testid={`booking-confirm-${b.bookingID}`}>
                      ยืนยัน
                    </button>
                  )}
                  {staffMoveProblem(b.bookingStatus, -1, b.servedAt) === null && (
                    <button type="button" className="btn btn-outline" disabled={busy} onClick={() => onMove(b, -1)} data-testid={`booking-cancel-${b.bookingID}`}>
                      ยกเลิก
                    </button>
                  )}
                  <BookingRescheduleButton booking={b} staff /> {/* issue 32 item 2: staff's 'เลื่อนนัด' */}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
