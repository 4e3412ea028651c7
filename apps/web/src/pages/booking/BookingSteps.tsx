import {
  BOOKING_ARRIVE_EARLY_TEXT,
  BOOKING_HOURS_TEXT,
  BOOKING_SLOT_TYPES,
  BOOKING_STEP_PROGRESS,
  IN_PERSON_SERVICE_NAMES,
  TELE_MESSAGES,
  formatThaiAppointment,
  type BookingSlotType,
  type BookingStep,
  type NamedDate,
} from '@hospital/rules';
import { ImagePicker, type PickedPhoto } from '../../components/images';
import { Spinner } from '../../components/Spinner';
import { MonthPicker } from '../tele/MonthPicker';
import { CountedTextArea } from '../../components/forms/CharCounter'; // issue 35 item 2

/** The pieces of the /booking wizard (care-services §2): the progress bar and one block per step. */

const STEP_NAMES: Readonly<Record<BookingStep, string>> = { 1: 'เลือกประเภท', 2: 'เลือกวันและเวลา', 3: 'อาการเบื้องต้น' };

/** §2: about 16.66 %, 50 % and 83.3 % for steps 1, 2, 3. */
export function StepProgress({ step }: { step: BookingStep }) {
  return (
    <div className="booking-steps">
      <ol className="booking-step-names">
        {([1, 2, 3] as const).map((s) => (
          <li key={s} className={s === step ? 'is-current' : s < step ? 'is-done' : ''} data-testid={`booking-step-name-${s}`}>
            {s}. {STEP_NAMES[s]}
          </li>
        ))}
      </ol>
      <div className="booking-progress-track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={parseFloat(BOOKING_STEP_PROGRESS[step])} aria-label={`ขั้นตอนที่ ${step} จาก 3`}>
        <div className="booking-progress-fill" style={{ width: BOOKING_STEP_PROGRESS[step] }} data-testid="booking-progress" data-step={step} />
      </div>
    </div>
  );
}

/** Step 1: regular hours (slot type 1) or the special clinic (slot type 2), with their service hours (§9). */
export function StepType({ slotType, onChoose }: { slotType: number | null; onChoose(slotType: BookingSlotType): void }) {
  return (
    <fieldset className="form-section">
      <legend>ประเภทการรับบริการ</legend>
      <div className="booking-types">
        {BOOKING_SLOT_TYPES.map((type) => (
          <label key={type} className={`booking-type${slotType === type ? ' is-selected' : ''}`}>
            <input type="radio" name="slotType" value={type} checked={slotType === type} onChange={() => onChoose(type)} data-testid={`booking-type-${type}`} />
            <span>
              <strong>{IN_PERSON_SERVICE_NAMES[type]}</strong>
              <span className="booking-hours" data-testid={`booking-hours-${type}`}>
                {BOOKING_HOURS_TEXT[type]}
              </span>
            </span>
          </label>
        ))}
      </div>
      <p className="muted" data-testid="booking-arrive-early">
        {BOOKING_ARRIVE_EARLY_TEXT}
      </p>
    </fieldset>
  );
}

export interface StepDateProps {
  slotType: BookingSlotType;
  view: { year: number; month: number };
  minMonth: { year: number; month: number };
  /** Issue 32 item 4: the horizon's last month, and its line of Thai text under the calendar. */
  maxMonth?: { year: number; month: number };
  horizonText?: string;
  onMonth(year: number, month: number): void;
  date: string | null;
  time: string | null;
  red: readonly NamedDate[];
  problemOf(date: string): string | null;
  onDate(date: string): void;
  onTime(time: string): void;
  onRed(day: NamedDate): void;
  onUnavailable(problem: string): void;
  slots: { loading: boolean; times: readonly string[] };
}

/** Step 2: the month picker (§5 day rules, red holidays and disabled dates) and, for the special clinic, the free slots. */
export function StepDate(p: StepDateProps) {
  return (
    <>
      <fieldset className="form-section">
        <legend>วันที่รับบริการ ({IN_PERSON_SERVICE_NAMES[p.slotType]})</legend>
        <MonthPicker
          year={p.view.year}
          month={p.view.month}
          onMonth={p.onMonth}
          selected={p.date}
          red={p.red}
          problemOf={p.problemOf}
          onSelect={p.onDate}
          onRed={p.onRed}
          onUnavailable={(_d, problem) => p.onUnavailable(problem)}
          minMonth={p.minMonth}
          maxMonth={p.maxMonth}
        />
        {p.horizonText && (
          <p className="muted" data-testid="booking-horizon">
            {p.horizonText}
          </p>
        )}
      </fieldset>
      <fieldset className="form-section">
        <legend>เวลา{p.date ? ` วันที่ ${formatThaiAppointment(p.date)}` : ''}</legend>
        {p.slotType === 1 ? (
          <p className="muted" data-testid="booking-regular-hours">
            {BOOKING_HOURS_TEXT[1]}
          </p>
        ) : !p.date ? (
          <p className="muted">กรุณาเลือกวันที่</p>
        ) : p.slots.loading ? (
          <Spinner label="กำลังโหลดช่วงเวลา" />
        ) : p.slots.times.length === 0 ? (
          <p className="muted" data-testid="no-slots">
            {TELE_MESSAGES.noSlots}
          </p>
        ) : (
          <div className="tele-slots">
            {p.slots.times.map((t) => (
              <button
                key={t}
                type="button"
                className={`btn ${p.time === t ? 'btn-primary' : 'btn-light'}`}
                aria-pressed={p.time === t}
                onClick={() => p.onTime(t)}
                data-testid={`slot-${t}`}
              >
                {t}
              </button>
            ))}
          </div>
        )}
        <p className="muted">{BOOKING_ARRIVE_EARLY_TEXT}</p>
      </fieldset>
    </>
  );
}

export interface StepSymptomsProps {
  description: string;
  onDescription(text: string): void;
  files: readonly PickedPhoto[];
  onFiles(files: PickedPhoto[]): void;
  maxLength: number;
}

/** Step 3: initial symptoms (required, §5) and optional images (category 0, uploaded after the booking). */
export function StepSymptoms({ description, onDescription, files, onFiles, maxLength }: StepSymptomsProps) {
  return (
    <>
      <fieldset className="form-section">
        <legend>ความต้องการหรืออาการเบื้องต้น</legend>
        <CountedTextArea rows={5} value={description} onValue={onDescription} maxLength={maxLength} placeholder="เช่น ผื่นคันที่แขน เป็นมา 2 สัปดาห์" testId="description" />
      </fieldset>
      <fieldset className="form-section">
        <legend>รูปภาพอาการ (ไม่บังคับ)</legend>
        <ImagePicker photos={files} onChange={onFiles} />
      </fieldset>
    </>
  );
}
