import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppointmentSettings } from '@hospital/contracts';
import { APPOINTMENT_SETTINGS_BOUNDS, formatThaiShortDateTime } from '@hospital/rules';
import { appointmentKeys, fetchAppointmentSettings, saveAppointmentSettings } from '../../api/appointments';

type Key = keyof typeof APPOINTMENT_SETTINGS_BOUNDS;

/** The four settings, as the form shows them. */
const FIELDS: ReadonlyArray<{ key: Key; label: string; unit: string; hint: string }> = [
  { key: 'horizonDays', label: 'จองล่วงหน้าได้ไม่เกิน', unit: 'วัน', hint: 'ทั้ง Telemedicine และการจองคิวที่โรงพยาบาล นับจากวันนี้' },
  { key: 'maxFutureClinicBookings', label: 'นัดตรวจที่โรงพยาบาลล่วงหน้าได้สูงสุด', unit: 'รายการต่อผู้ป่วย', hint: 'นับนัดที่ยังไม่ถึงวันและยังไม่ยกเลิก' },
  { key: 'offerExpiryMinutes', label: 'การเสนอคิวที่ว่างเร็วขึ้นหมดอายุใน', unit: 'นาที', hint: 'ใช้กับการแจ้งคิวว่างเร็วขึ้นทาง LINE' },
  { key: 'offersPerSlot', label: 'เสนอคิวที่ว่างหนึ่งคิวให้ผู้ป่วยได้สูงสุด', unit: 'คน', hint: 'ผู้ที่กดรับคิวก่อนจะได้คิวนั้น' },
];

/**
 * Issue 32 item 4 (and item 3's two offer settings): Admin's appointment settings on
 * /admin/calendar — the horizon, the future clinic bookings per patient, how long an
 * earlier-slot offer lasts and to how many patients one freed slot goes. The bounds are the
 * server's (a value out of them is answered in Thai and shown here).
 */
export function AppointmentSettingsCard() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: appointmentKeys.settings(), queryFn: fetchAppointmentSettings });
  const [form, setForm] = useState<Record<Key, string>>({ horizonDays: '', maxFutureClinicBookings: '', offerExpiryMinutes: '', offersPerSlot: '' });
  const stored: AppointmentSettings | undefined = query.data?.data;
  useEffect(() => {
    if (stored) setForm({ horizonDays: String(stored.horizonDays), maxFutureClinicBookings: String(stored.maxFutureClinicBookings), offerExpiryMinutes: String(stored.offerExpiryMinutes), offersPerSlot: String(stored.offersPerSlot) });
  }, [stored]);
  const save = useMutation({
    mutationFn: () => saveAppointmentSettings(Object.fromEntries(FIELDS.map((f) => [f.key, form[f.key].trim()]))),
    onSuccess: (answer) => client.setQueryData(appointmentKeys.settings(), { data: answer.data }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const error = query.error ?? save.error;

  return (
    <div className="card" data-testid="appointment-settings-card">
      <h2>การนัดหมายล่วงหน้าและการแบ่งคิว</h2>
      {error && (
        <div className="alert alert-danger" role="alert" data-testid="appointment-settings-error">
          {error instanceof Error ? error.message : String(error)}
        </div>
      )}
      {save.data?.msg && !save.isPending && !save.error && (
        <div className="alert alert-info" role="status" data-testid="appointment-settings-saved">
          {save.data.msg}
        </div>
      )}
      <form className="form-grid" onSubmit={submit} noValidate>
        {FIELDS.map((f) => (
          <label key={f.key} className="form-field">
            <span className="field-label">
              {f.label} ({f.unit})
            </span>
            <input
              className="form-control"
              inputMode="numeric"
              value={form[f.key]}
              onChange={(e) => setForm((old) => ({ ...old, [f.key]: e.target.value.replace(/\D/g, '') }))}
              aria-describedby={`appointment-${f.key}-hint`}
              data-testid={`appointment-${f.key}`}
            />
            <span className="muted" id={`appointment-${f.key}-hint`}>
              {f.hint} ({APPOINTMENT_SETTINGS_BOUNDS[f.key][0]}–{APPOINTMENT_SETTINGS_BOUNDS[f.key][1].toLocaleString('th-TH')})
            </span>
          </label>
        ))}
        <div className="form-field">
          <span className="field-label">&nbsp;</span>
          <button className="btn btn-primary" type="submit" disabled={save.isPending || !stored} data-testid="appointment-settings-save">
            บันทึก
          </button>
        </div>
      </form>
      {stored?.updatedAt && <p className="muted">แก้ไขล่าสุด {formatThaiShortDateTime(stored.updatedAt)}</p>}
    </div>
  );
}
