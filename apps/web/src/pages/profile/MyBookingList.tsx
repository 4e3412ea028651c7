import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Booking } from '@hospital/contracts';
import { BOOKING_MESSAGES, NO_SHOW_TEXT, arrivedText, needsTodayPrompt, patientMoveProblem } from '@hospital/rules';
import { bookingKeys, useMyBookings } from '../../api/bookings';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { useRoom } from '../../realtime/useRoom';
import { useBookingMove } from '../booking/useBookingMove';
import '../booking/booking.css';

/** Whether the patient may make this move now (§4 table, and not on a past appointment). */
const mayMove = (b: Booking, to: 1 | -1) => patientMoveProblem(b.bookingStatus, to, { appointDate: b.appointDate, now: new Date(), servedAt: b.servedAt }) === null;

/**
 * The patient's in-person bookings (care-services §2 profile area, bookings tab; §4): queue
 * ticket, date, type, symptoms, status, and confirm (while −1 or 0) / cancel (while 0 or 1),
 * each through a confirm dialog. On opening, a pending booking for today asks to confirm or
 * cancel. Live on the patient's own room: a change by staff shows without a reload.
 */
export function MyBookingList({ userID }: { userID: string }) {
  const list = useMyBookings();
  useRoom(`patient:${userID}`, [bookingKeys.mine()]);
  const { ask, busy, notice, dialogs } = useBookingMove(bookingKeys.mine());
  const rows = list.data?.data ?? [];

  // §4: a pending booking for today prompts the confirm/cancel dialog, once per booking.
  const prompted = useRef(new Set<string>());
  const [today, setToday] = useState<Booking | null>(null);
  useEffect(() => {
    const due = rows.find((b) => needsTodayPrompt(b, new Date()) && !prompted.current.has(b.bookingID));
    if (!due) return;
    prompted.current.add(due.bookingID);
    setToday(due);
  }, [rows]);
  const fromPrompt = (to: 1 | -1) => {
    if (today) ask(today, to);
    setToday(null);
  };

  if (list.isLoading) return <Spinner label="กำลังโหลดข้อมูล" />;
  return (
    <div data-testid="mybookings">
      <div className="header-actions" style={{ marginBottom: 12 }}>
        <Link className="btn btn-primary" to="/booking" data-testid="mybookings-new">
          จองคิวตรวจที่โรงพยาบาล
        </Link>
      </div>
      {notice && (
        <div className="alert alert-info" data-testid="mybookings-notice">
          {notice}
        </div>
      )}
      {list.isError && (
        <div className="alert alert-danger" role="alert" data-testid="mybookings-error">
          {list.error.message}
        </div>
      )}
      {rows.length === 0 ? (
        !list.isError && (
          <p className="muted" data-testid="mybookings-empty">
            ยังไม่มีรายการจองคิวตรวจที่โรงพยาบาล
          </p>
        )
      ) : (
        <div className="table-wrap">
          <table className="table table-cards" data-testid="mybookings-list">
            <thead>
              <tr>
                <th>คิวที่</th>
                <th>วันเวลานัดหมาย</th>
                <th>ประเภท</th>
                <th>อาการเบื้องต้น</th>
                <th>สถานะ</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.bookingID} data-testid={`mybooking-row-${b.bookingID}`} data-status={b.bookingStatus}>
                  <td className="mono" data-label="คิวที่">{b.bookingNumber}</td>
                  <td data-label="วันเวลานัดหมาย">{b.appointDatetimeText}</td>
                  <td data-label="ประเภท">{b.slotTypeName}</td>
                  <td className="booking-description" data-label="อาการเบื้องต้น">{b.description}</td>
                  <td data-label="สถานะ">
                    <span className={`badge booking-status-${b.bookingStatus}`} data-testid={`mybooking-status-${b.bookingID}`} data-status={b.bookingStatus}>
                      {b.bookingStatusName}
                    </span>
                    {/* issue 32 item 5: checked in at the counter, or the day ended without them */}
                    {b.noShowAt && !b.servedAt ? (
                      <span className="badge booking-no-show" data-testid={`mybooking-no-show-${b.bookingID}`}>{NO_SHOW_TEXT}</span>
                    ) : b.arrivedAt ? (
                      <span className="badge booking-arrived" data-testid={`mybooking-arrived-${b.bookingID}`}>{arrivedText(b.arrivedAt)}</span>
                    ) : null}
                  </td>
                  <td className="table-cards-actions">
                    <div className="booking-row-actions">
                      {mayMove(b, 1) && (
                        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => ask(b, 1)} data-testid={`mybooking-confirm-${b.bookingID}`}>
                          ยืนยันการเข้ารับบริการ
                        </button>
                      )}
                      {mayMove(b, -1) && (
                        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => ask(b, -1)} data-testid={`mybooking-cancel-${b.bookingID}`}>
                          ยกเลิกการจอง
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {today && (
        <Modal
          title="นัดหมายวันนี้"
          testId="booking-today-prompt"
          footer={
            <>
              <button type="button" className="btn btn-light" onClick={() => setToday(null)} data-testid="booking-today-later">
                ภายหลัง
              </button>
              {mayMove(today, -1) && (
                <button type="button" className="btn btn-outline" onClick={() => fromPrompt(-1)} data-testid="booking-today-cancel">
                  ยกเลิกการจอง
                </button>
              )}
              {mayMove(today, 1) && (
                <button type="button" className="btn btn-primary" onClick={() => fromPrompt(1)} data-testid="booking-today-confirm" autoFocus>
                  ยืนยันการเข้ารับบริการ
                </button>
              )}
            </>
          }
        >
          {`${BOOKING_MESSAGES.todayPendingPrompt}\nคิวที่ ${today.bookingNumber} · ${today.slotTypeName}\nวันที่ ${today.appointDatetimeText}`}
        </Modal>
      )}
      {dialogs}
    </div>
  );
}
