import type { VaccineEvent } from '@hospital/contracts';
import { VACCINE_TYPES, formatThaiAppointment, formatThaiLongDate, isVaccineTypeQueryable, vaccineTypeName } from '@hospital/rules';
import { useBookableEvents } from '../../api/vaccines';
import { Spinner } from '../../components/Spinner';
import { FormField } from '../../components/forms/TextField';

export interface EventPickerProps {
  vaccineType: string;
  onVaccineTypeChange(value: string): void;
  /** The chosen event key, or ''. */
  value: string;
  onChange(eventKey: string, event: VaccineEvent | undefined): void;
  /** The event the record is booked on now: listed and choosable even when full (the bookable list leaves full events out). */
  booked?: VaccineEvent;
  invalid?: boolean;
  /** When the list cannot be loaded: these dates (YYYY-MM-DD) are shown as disabled choices (admin, §2). */
  fallbackDates?: readonly string[];
}

/** 'YYYY-MM-DDTHH:mm' in Bangkok → 'D MMMM BBBB HH:mm น.'. */
export function eventWhen(event: Pick<VaccineEvent, 'vaccineEventDT'>): string {
  const [date, time] = event.vaccineEventDT.split('T');
  return formatThaiAppointment(date, time ? time.slice(0, 5) : null);
}

export const seatsLeft = (e: VaccineEvent) => Math.max(e.capacity - e.booked, 0);

/**
 * care-services §2 venue and slot choice, §5 Vaccine event list: the vaccine type (chosen by
 * its name from the known types; issue 16 item 7) and, once it has 3 or more characters, the events of GET
 * /api2/vaccine/eventbooking/{vaccineType} with date (Buddhist era), place and seats left.
 */
export function EventPicker({ vaccineType, onVaccineTypeChange, value, onChange, booked, invalid, fallbackDates }: EventPickerProps) {
  const events = useBookableEvents(vaccineType);
  const bookable = events.data ?? [];
  const list = booked && booked.vaccineType === vaccineType && !bookable.some((e) => e.vaccineEventKey === booked.vaccineEventKey) ? [booked, ...bookable] : bookable;
  const queryable = isVaccineTypeQueryable(vaccineType);

  return (
    <div className="event-picker" data-testid="event-picker">
      <div className="form-grid">
        <FormField label="ชนิดวัคซีน" htmlFor="vaccine-type" required>
          {/* Issue 16 item 7: the types by name ('Pfizer เข็มที่ 1'); the code stays the option's value. */}
          <select id="vaccine-type" data-testid="vaccine-type" className="form-select" value={vaccineType} onChange={(e) => onVaccineTypeChange(e.target.value)}>
            <option value="">กรุณาเลือกชนิดวัคซีน</option>
            {vaccineType && !VACCINE_TYPES.some((t) => t.code === vaccineType) && <option value={vaccineType}>{vaccineTypeName(vaccineType)}</option>}
            {VACCINE_TYPES.map((t) => (
              <option key={t.code} value={t.code}>
                {vaccineTypeName(t.code)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <fieldset className={`event-list${invalid ? ' is-invalid' : ''}`} aria-invalid={invalid || undefined}>
        <legend className="form-label">ศูนย์ฉีดวัคซีนและรอบการฉีด</legend>
        {!queryable ? (
          <p className="muted" data-testid="event-list-hint">
            กรุณาเลือกชนิดวัคซีน
          </p>
        ) : events.isLoading ? (
          <Spinner label="กำลังโหลดรอบการฉีด" />
        ) : events.isError && fallbackDates?.length ? (
          fallbackDates.map((d) => (
            <label key={d} className="event-option is-disabled" data-testid="event-fallback">
              <input type="radio" name="vaccine-event" disabled value={d} />
              <span>{formatThaiLongDate(`${d}T12:00:00+07:00`)}</span>
            </label>
          ))
        ) : list.length === 0 ? (
          <p className="muted" data-testid="event-list-empty">
            ไม่พบรอบการฉีดที่เปิดให้จอง
          </p>
        ) : (
          list.map((e) => {
            const left = seatsLeft(e);
            const disabled = left === 0 && e.vaccineEventKey !== booked?.vaccineEventKey;
            return (
              <label key={e.vaccineEventKey} className={`event-option${disabled ? ' is-disabled' : ''}${value === e.vaccineEventKey ? ' is-chosen' : ''}`} data-testid="event-option" data-key={e.vaccineEventKey}>
                <input
                  type="radio"
                  name="vaccine-event"
                  value={e.vaccineEventKey}
                  checked={value === e.vaccineEventKey}
                  disabled={disabled}
                  onChange={() => onChange(e.vaccineEventKey, e)}
                />
                <span className="event-when" data-testid="event-when">
                  {eventWhen(e)}
                </span>
                <span className="event-name">{e.vaccineEventName}</span>
                <span className="event-place" data-testid="event-place">
                  {e.vaccinePlace}
                </span>
                <span className="event-seats" data-testid="event-seats">
                  ว่าง {left} ที่
                </span>
              </label>
            );
          })
        )}
      </fieldset>
    </div>
  );
}
