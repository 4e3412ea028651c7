import { ProgressBar } from '../../components/images';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';

/** §2 intro notice, shown the first time the page opens. */
export function IntroModal({ onClose }: { onClose(): void }) {
  return (
    <Modal
      title="บริการ Telemedicine"
      testId="intro-modal"
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose} data-testid="intro-close" autoFocus>
          รับทราบ
        </button>
      }
    >
      {'เลือกประเภทบริการ วันและเวลานัด กรอกเบอร์โทรศัพท์ ที่อยู่สำหรับจัดส่งยา และอาการเบื้องต้น\n' +
        'การพบแพทย์ผ่านวิดีโอคอลต้องแนบรูปภาพอาการอย่างน้อย 4 รูป และลงทะเบียนก่อนเวลา 10:00 น. ของวันนัด (รับยาเดิม ก่อน 15:00 น.)\n' +
        'ค่าบริการปรึกษาแพทย์และจัดส่งยา 90 บาท ทุกสิทธิการรักษา (สิทธิบัตรทองชำระ 40 บาท) ค่าใช้จ่ายอื่นตามจริง'}
    </Modal>
  );
}

/** §5/§8 holiday notice: the name of the red day. */
export function HolidayModal({ name, onClose }: { name: string; onClose(): void }) {
  return (
    <Modal
      title="วันหยุด / งดให้บริการ"
      testId="holiday-modal"
      footer={
        <button type="button" className="btn btn-light" onClick={onClose} data-testid="holiday-close" autoFocus>
          ปิด
        </button>
      }
    >
      <span data-testid="holiday-name">{name}</span>
    </Modal>
  );
}

export interface ConfirmBookingProps {
  lines: Array<[string, string]>;
  busy: boolean;
  /** Upload progress while the images go up: bytes sent of all (issue 16 item 9: one figure). */
  progress: { loaded: number; total: number } | null;
  onCancel(): void;
  onConfirm(): void;
}

/** The confirm modal: the booking in words, then the progress of the image uploads. */
export function ConfirmBookingModal({ lines, busy, progress, onCancel, onConfirm }: ConfirmBookingProps) {
  return (
    <Modal
      title="ยืนยันการนัดหมาย"
      testId="confirm-modal"
      footer={
        <>
          <button type="button" className="btn btn-light" onClick={onCancel} disabled={busy} data-testid="confirm-cancel">
            ยกเลิก
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy} data-testid="confirm">
            {busy && <Spinner small label="กำลังบันทึก" />}
            ยืนยัน
          </button>
        </>
      }
    >
      <dl className="tele-summary">
        {lines.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {progress && (
        <div className="tele-progress">
          <ProgressBar testId="upload-progress" bytes={progress} />
        </div>
      )}
    </Modal>
  );
}

/** §4 step 4: the success message; OK goes on (LINE: chat message and close; else /profile). */
export function SuccessModal({ text, onOk }: { text: string; onOk(): void }) {
  return (
    <Modal
      title="บันทึกเรียบร้อย"
      testId="booking-success"
      footer={
        <button type="button" className="btn btn-primary" onClick={onOk} data-testid="success-ok" autoFocus>
          ตกลง
        </button>
      }
    >
      {text}
    </Modal>
  );
}
