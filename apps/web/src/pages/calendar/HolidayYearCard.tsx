import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BUDDHIST_ERA_OFFSET, formatThaiShortDateTime, inBangkok } from '@hospital/rules';
import { confirmHolidayYear, fetchHolidayYear, saveYearHoliday, type HolidayYear, type HolidayYearRow } from '../../api/holiday-years';

/** 'วันจันทร์ที่ 7 ธันวาคม 2569', read at Bangkok noon so no browser zone shifts the day. */
const thaiDay = (key: string) => {
  const d = inBangkok(`${key}T12:00:00+07:00`).locale('th');
  return `วัน${d.format('dddd')}ที่ ${d.format('D MMMM BBBB')}`;
};

const BASIS: Record<HolidayYear['basis'], string> = {
  announced: 'วันสำคัญทางพุทธศาสนาตามประกาศคณะรัฐมนตรี',
  computed: 'วันสำคัญทางพุทธศาสนาคำนวณตามปฏิทินจันทรคติ ยังไม่ได้ประกาศ กรุณาตรวจกับประกาศคณะรัฐมนตรีก่อนยืนยัน',
  unlisted: 'ปีนี้ยังไม่มีในไฟล์ข้อมูลวันหยุด อาจยังไม่มีวันสำคัญทางพุทธศาสนา กรุณาตรวจและเพิ่มให้ครบก่อนยืนยัน',
};

/**
 * Issue 35 item 2: Admin sees a year's holidays — Buddhist-era dates, each holiday's name and
 * whether it is a substitute day (วันหยุดชดเชย) — edits a day, and confirms the list against the
 * Cabinet's announcement.
 */
export function HolidayYearCard() {
  const client = useQueryClient();
  const thisYear = inBangkok().year();
  const [year, setYear] = useState(thisYear + 1);
  const [editing, setEditing] = useState<HolidayYearRow | null>(null);
  const [message, setMessage] = useState('');
  const key = ['calendar', 'holidays', 'year', year]; // the month card's changes refresh it too
  const query = useQuery({ queryKey: key, queryFn: () => fetchHolidayYear(year) });
  const refresh = () => client.invalidateQueries({ queryKey: ['calendar'] });
  const confirm = useMutation({
    mutationFn: () => confirmHolidayYear(year),
    onSuccess: (res) => {
      setMessage(res.msg);
      return refresh();
    },
  });
  const save = useMutation({
    mutationFn: (row: HolidayYearRow) => saveYearHoliday(row.holidayDate, row.name, row.substitute),
    onSuccess: () => {
      setEditing(null);
      return refresh();
    },
  });
  const error = query.error ?? confirm.error ?? save.error;
  const list = query.data;

  return (
    <div className="card" data-testid="holiday-year-card">
      <div className="card-header">
        <h2>วันหยุดราชการประจำปี</h2>
        <div className="header-actions">
          <select
            className="form-select"
            aria-label="ปี พ.ศ. ของรายการวันหยุด"
            data-testid="holiday-year"
            value={year}
            onChange={(e) => {
              setYear(Number(e.target.value));
              setEditing(null);
              setMessage('');
            }}
          >
            {[thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map((y) => (
              <option key={y} value={y}>
                พ.ศ. {y + BUDDHIST_ERA_OFFSET}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <div className="alert alert-danger" role="alert" data-testid="holiday-year-error">
          {error instanceof Error ? error.message : String(error)}
        </div>
      )}
      {list && (
        <>
          <p className="muted" data-testid="holiday-year-basis">
            {BASIS[list.basis]} · ที่มา: {list.source}
          </p>
          <div className="table-wrap">
            <table className="table table-cards" data-testid="holiday-year-table">
              <thead>
                <tr>
                  <th>วันที่</th>
                  <th>ชื่อวันหยุด</th>
                  <th>ประเภท</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {list.data.map((h) => (
                  <tr key={h.holidayDate} data-testid="holiday-year-row" data-date={h.holidayDate} data-substitute={h.substitute ? 'true' : 'false'}>
                    <td data-label="วันที่">{thaiDay(h.holidayDate)}</td>
                    <td data-label="ชื่อวันหยุด" style={{ overflowWrap: 'anywhere' }}>
                      {h.name}
                    </td>
                    <td data-label="ประเภท">
                      {h.substitute ? <span className="badge badge-served">วันหยุดชดเชย</span> : 'วันหยุด'}
                      {h.source === 'staff' && <span className="muted small"> (แก้ไขโดยเจ้าหน้าที่)</span>}
                    </td>
                    <td className="table-cards-actions">
                      <button className="btn btn-light" type="button" data-testid="holiday-year-edit" onClick={() => setEditing({ ...h })}>
                        แก้ไข
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.data.length === 0 && <p className="muted">ยังไม่มีวันหยุดในปีนี้</p>}
          {editing && <EditRow row={editing} pending={save.isPending} onCancel={() => setEditing(null)} onSave={(row) => save.mutate(row)} />}
          <div className="form-actions" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginTop: 12 }}>
            <button className="btn btn-primary" type="button" data-testid="holiday-year-confirm" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
              ยืนยันรายการวันหยุดปี พ.ศ. {year + BUDDHIST_ERA_OFFSET}
            </button>
            <span className="muted" data-testid="holiday-year-confirmed" role="status">
              {message ||
                (list.confirmed
                  ? `ยืนยันแล้วเมื่อ ${formatThaiShortDateTime(list.confirmed.at)}${list.confirmed.by ? ` โดย ${list.confirmed.by}` : ''}`
                  : 'ยังไม่ได้ยืนยันรายการของปีนี้')}
            </span>
          </div>
        </>
      )}
    </div>
  );
}

function EditRow({ row, pending, onCancel, onSave }: { row: HolidayYearRow; pending: boolean; onCancel: () => void; onSave: (row: HolidayYearRow) => void }) {
  const [name, setName] = useState(row.name);
  const [substitute, setSubstitute] = useState(row.substitute);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave({ ...row, name, substitute });
  };
  return (
    <form className="form-grid" onSubmit={submit} data-testid="holiday-year-form">
      <p style={{ margin: 0 }}>
        <strong>{thaiDay(row.holidayDate)}</strong>
      </p>
      <label className="form-field">
        <span className="field-label">ชื่อวันหยุด</span>
        <input className="form-control" data-testid="holiday-year-name" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="form-check" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input type="checkbox" data-testid="holiday-year-substitute" checked={substitute} onChange={(e) => setSubstitute(e.target.checked)} />
        <span>เป็นวันหยุดชดเชย</span>
      </label>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button className="btn btn-primary" type="submit" disabled={pending} data-testid="holiday-year-save">
          บันทึก
        </button>
        <button className="btn btn-light" type="button" onClick={onCancel}>
          ยกเลิก
        </button>
      </div>
    </form>
  );
}
