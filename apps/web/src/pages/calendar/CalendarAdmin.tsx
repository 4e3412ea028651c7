import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BUDDHIST_ERA_OFFSET, DISABLED_KINDS, SLOT_TYPES, formatThaiLongDate, inBangkok, type DisabledKind } from '@hospital/rules';
import {
  addDisabled,
  addHoliday,
  addSlotTime,
  fetchDisabled,
  fetchHolidays,
  fetchSlotTimes,
  removeDisabled,
  removeHoliday,
  removeSlotTime,
} from '../../api/calendar';
import { ThaiDateInput } from '../../components/ThaiDateInput';
import { AppointmentSettingsCard } from './AppointmentSettingsCard';
import { HolidayYearCard } from './HolidayYearCard';
import { EarlierOffersSummaryCard } from '../earlier-offers/EarlierOffersSummaryCard';

/** care-services §3/§5 calendars, managed by Admin at /admin/calendar. */

const KIND_LABELS: Record<DisabledKind, string> = {
  tele: 'Telemedicine พบแพทย์ (tele)',
  teleremed: 'Telemedicine รับยาต่อเนื่อง (teleremed)',
  booking: 'จองคิวเวลาราชการ (booking)',
  smc: 'คลินิกพิเศษนอกเวลา (smc)',
};
const SLOT_LABELS: Record<number, string> = {
  1: '1 – ตรวจในเวลาราชการ',
  2: '2 – คลินิกพิเศษนอกเวลา',
  4: '4 – Telemedicine พบแพทย์',
  5: '5 – Telemedicine รับยาต่อเนื่อง',
  6: '6 – Telemedicine พบแพทย์ 2',
};
const MONTHS = ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'];

/** 'YYYY-MM-DD' in Buddhist era, read at Bangkok noon so no browser zone shifts the day. */
const thaiDate = (key: string) => formatThaiLongDate(`${key}T12:00:00+07:00`);

function ErrorLine({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div className="alert alert-danger" role="alert" data-testid="calendar-error">
      {error instanceof Error ? error.message : String(error)}
    </div>
  );
}

export function CalendarAdmin() {
  const now = inBangkok();
  const [year, setYear] = useState(now.year());
  const [month, setMonth] = useState(now.month() + 1);
  const years = [now.year() - 1, now.year(), now.year() + 1, now.year() + 2];

  return (
    <section className="container grid" data-testid="calendar-admin">
      <div className="card">
        <div className="card-header">
          <h2>ปฏิทินบริการ</h2>
          <div className="header-actions">
            <select className="form-select" aria-label="เดือน" data-testid="calendar-month" value={month} onChange={(e) => setMonth(Number(e.target.value))}>
              {MONTHS.map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}
                </option>
              ))}
            </select>
            <select className="form-select" aria-label="ปี" data-testid="calendar-year" value={year} onChange={(e) => setYear(Number(e.target.value))}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y + BUDDHIST_ERA_OFFSET}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="muted">วันหยุดและวันงดให้บริการของเดือนที่เลือก ใช้กับการนัดหมาย Telemedicine และการจองคิวที่โรงพยาบาล</p>
      </div>
      <HolidaysCard year={year} month={month} />
      <HolidayYearCard /> {/* issue 35 item 2: the year's list, substitute days marked, confirmed by Admin */}
      <DisabledCard year={year} month={month} />
      <SlotsCard />
      <AppointmentSettingsCard /> {/* issue 32 item 4: the horizon and a fair share */}
      <EarlierOffersSummaryCard /> {/* issue 32 item 3: the earlier-slot offers' figures */}
    </section>
  );
}

function HolidaysCard({ year, month }: { year: number; month: number }) {
  const client = useQueryClient();
  const key = ['calendar', 'holidays', year, month];
  const query = useQuery({ queryKey: key, queryFn: () => fetchHolidays(year, month) });
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: ['calendar', 'holidays'] });
  const add = useMutation({
    mutationFn: () => addHoliday(date, name),
    onSuccess: () => {
      setName('');
      return refresh();
    },
  });
  const remove = useMutation({ mutationFn: (d: string) => removeHoliday(d), onSuccess: refresh });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };

  return (
    <div className="card" data-testid="holidays-card">
      <h2>วันหยุด</h2>
      <ErrorLine error={query.error ?? add.error ?? remove.error} />
      <form className="form-grid" onSubmit={submit}>
        <label className="form-field">
          <span className="field-label">วันที่</span>
          <ThaiDateInput inputClassName="form-control" label="วันที่" testId="holiday-date" value={date} onChange={setDate} />
        </label>
        <label className="form-field">
          <span className="field-label">ชื่อวันหยุด</span>
          <input className="form-control" data-testid="holiday-name" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <div className="form-field">
          <span className="field-label">&nbsp;</span>
          <button className="btn btn-primary" type="submit" disabled={add.isPending} data-testid="holiday-add">
            เพิ่มวันหยุด
          </button>
        </div>
      </form>
      {query.data && query.data.data.length === 0 && <p className="muted">ไม่มีวันหยุดในเดือนนี้</p>}
      {query.data && query.data.data.length > 0 && (
        <div className="table-wrap">
          <table className="table" data-testid="holidays-table">
            <thead>
              <tr>
                <th>วันที่</th>
                <th>ชื่อ</th>
                <th>ที่มา</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {query.data.data.map((h) => (
                <tr key={h.holidayDate} data-testid="holiday-row" data-date={h.holidayDate}>
                  <td>{thaiDate(h.holidayDate)}</td>
                  <td>{h.name}</td>
                  <td>{h.source === 'seed' ? 'วันหยุดราชการ' : 'เจ้าหน้าที่'}</td>
                  <td>
                    <button className="btn btn-light" type="button" data-testid="holiday-remove" disabled={remove.isPending} onClick={() => remove.mutate(h.holidayDate)}>
                      ลบ
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function DisabledCard({ year, month }: { year: number; month: number }) {
  const client = useQueryClient();
  const [kind, setKind] = useState<DisabledKind>('tele');
  const key = ['calendar', 'disabled', kind, year, month];
  const query = useQuery({ queryKey: key, queryFn: () => fetchDisabled(kind, year, month) });
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: ['calendar', 'disabled'] });
  const add = useMutation({
    mutationFn: () => addDisabled(kind, date, name),
    onSuccess: () => {
      setName('');
      return refresh();
    },
  });
  const remove = useMutation({ mutationFn: (d: string) => removeDisabled(kind, d), onSuccess: refresh });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };

  return (
    <div className="card" data-testid="disabled-card">
      <h2>วันงดให้บริการ</h2>
      <ErrorLine error={query.error ?? add.error ?? remove.error} />
      <form className="form-grid" onSubmit={submit}>
        <label className="form-field">
          <span className="field-label">ปฏิทิน</span>
          <select className="form-select" data-testid="disabled-kind" value={kind} onChange={(e) => setKind(e.target.value as DisabledKind)}>
            {DISABLED_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="form-field">
          <span className="field-label">วันที่</span>
          <ThaiDateInput inputClassName="form-control" label="วันที่" testId="disabled-date" value={date} onChange={setDate} />
        </label>
        <label className="form-field">
          <span className="field-label">เหตุผล</span>
          <input className="form-control" data-testid="disabled-name" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <div className="form-field">
          <span className="field-label">&nbsp;</span>
          <button className="btn btn-primary" type="submit" disabled={add.isPending} data-testid="disabled-add">
            เพิ่มวันงดให้บริการ
          </button>
        </div>
      </form>
      {query.data && query.data.data.length === 0 && <p className="muted">ไม่มีวันงดให้บริการในเดือนนี้</p>}
      {query.data && query.data.data.length > 0 && (
        <div className="table-wrap">
          <table className="table" data-testid="disabled-table">
            <thead>
              <tr>
                <th>วันที่</th>
                <th>เหตุผล</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {query.data.data.map((d) => (
                <tr key={d.disabledDatetime} data-testid="disabled-row" data-date={d.disabledDatetime}>
                  <td>{thaiDate(d.disabledDatetime)}</td>
                  <td>{d.name}</td>
                  <td>
                    <button className="btn btn-light" type="button" data-testid="disabled-remove" disabled={remove.isPending} onClick={() => remove.mutate(d.disabledDatetime)}>
                      ลบ
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function SlotsCard() {
  const client = useQueryClient();
  const [slotType, setSlotType] = useState<number>(4);
  const query = useQuery({ queryKey: ['calendar', 'slots', slotType], queryFn: () => fetchSlotTimes(slotType) });
  const [time, setTime] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: ['calendar', 'slots'] });
  const add = useMutation({ mutationFn: () => addSlotTime(slotType, time), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (t: string) => removeSlotTime(slotType, t), onSuccess: refresh });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };

  return (
    <div className="card" data-testid="slots-card">
      <h2>ช่วงเวลาให้บริการ</h2>
      <ErrorLine error={query.error ?? add.error ?? remove.error} />
      <form className="form-grid" onSubmit={submit}>
        <label className="form-field">
          <span className="field-label">ประเภทช่วงเวลา</span>
          <select className="form-select" data-testid="slot-type" value={slotType} onChange={(e) => setSlotType(Number(e.target.value))}>
            {SLOT_TYPES.map((t) => (
              <option key={t} value={t}>
                {SLOT_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
        <label className="form-field">
          <span className="field-label">เวลา (ชั่วโมง:นาที)</span>
          <input className="form-control" placeholder="08:30" data-testid="slot-time" value={time} onChange={(e) => setTime(e.target.value)} />
        </label>
        <div className="form-field">
          <span className="field-label">&nbsp;</span>
          <button className="btn btn-primary" type="submit" disabled={add.isPending} data-testid="slot-add">
            เพิ่มเวลา
          </button>
        </div>
      </form>
      {query.data && (
        <ul className="slot-list" data-testid="slot-list" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
          {query.data.data.length === 0 && <li className="muted">ยังไม่มีช่วงเวลา</li>}
          {query.data.data.map((s) => (
            <li key={s.slotTime} data-testid="slot-row" data-time={s.slotTime}>
              <span className="badge badge-success">{s.slotTime} น.</span>{' '}
              <button className="btn btn-light" type="button" aria-label={`ลบ ${s.slotTime}`} data-testid="slot-remove" disabled={remove.isPending} onClick={() => remove.mutate(s.slotTime)}>
                ลบ
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
