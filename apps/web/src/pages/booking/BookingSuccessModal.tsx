import { BOOKING_ARRIVE_EARLY_TEXT, BOOKING_MESSAGES } from '@hospital/rules';
import { Modal } from '../../components/Modal';

export interface BookingSuccess {
  bookingID: string;
  bookingNumber: number;
  /** The service in words (regular hours / special clinic). */
  service: string;
  /** The Buddhist-era date (and the time for the special clinic). */
  when: string;
  /** Set when the booking was saved but an image upload failed: the upload error in words. */
  uploadError: string | null;
}

/** §2 wizard end: the booking is saved; its queue ticket, the Buddhist-era date, 'arrive 15 minutes early'. */
export function BookingSuccessModal({ success, onOk }: { success: BookingSuccess; onOk(): void }) {
  return (
    <Modal
      title={BOOKING_MESSAGES.saved}
      testId="booking-success"
      footer={
        <button type="button" className="btn btn-primary" onClick={onOk} data-testid="success-ok" autoFocus>
          ตกลง
        </button>
      }
    >
      <div className="booking-ticket" data-booking-id={success.bookingID} data-testid="booking-ticket">
        <span className="booking-ticket-label">หมายเลขคิว</span>
        <strong className="booking-ticket-number" data-testid="booking-number">
          {success.bookingNumber}
        </strong>
        <span data-testid="booking-service">{success.service}</span>
        <span data-testid="booking-when">วันที่ {success.when}</span>
        <span className="booking-arrive">{BOOKING_ARRIVE_EARLY_TEXT}</span>
        {/* issue 32 item 5: the ticket's QR is on the home card */}
        <span className="booking-arrive" data-testid="booking-check-in-hint">เมื่อมาถึง แสดง QR เช็คอินจากหน้าแรกที่จุดลงทะเบียน</span>
      </div>
      {success.uploadError && (
        <div className="alert alert-danger" role="alert" data-testid="booking-upload-error">
          {success.uploadError}
        </div>
      )}
    </Modal>
  );
}
