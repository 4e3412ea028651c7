import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SlaSettingsResponse } from '@hospital/contracts';
import { SLA_UNITS, limitInUnits, limitOfUnits, slaLimitText, type SlaUnit } from '@hospital/rules';
import { fetchSlaSettings, saveSlaSettings } from '../../../api/admin';
import { AdminSlaFrame } from './AdminSlaFrame';
import './sla.css';

const KEY = ['admin', 'sla'] as const;

interface Draft {
  flowStatus: number;
  on: boolean;
  value: string;
  unit: SlaUnit;
}

function draftsOf(data: SlaSettingsResponse['data']): Draft[] {
  return data.map((s) => {
    const stated = s.limitMinutes !== null && s.counting ? limitInUnits({ minutes: s.limitMinutes, counting: s.counting }) : { value: 30, unit: 'officeMinutes' as SlaUnit };
    return { flowStatus: s.flowStatus, on: s.limitMinutes !== null, value: String(stated.value), unit: stated.unit };
  });
}

/**
 * /admin/sla (issue 14 item 1): how long a case may wait at each flowStatus, counted on the
 * hospital calendar (office time) or every minute (calendar time). One form, one save; the
 * server checks the bounds and answers in Thai.
 */
export function SlaSettingsPage() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: fetchSlaSettings });
  const [drafts, setDrafts] = useState<Draft[]>([]);
  useEffect(() => {
    if (query.data) setDrafts(draftsOf(query.data.data));
  }, [query.data]);
  const save = useMutation({
    mutationFn: () =>
      saveSlaSettings({
        data: drafts.map((d) => (d.on ? { flowStatus: d.flowStatus, ...(({ minutes, counting }) => ({ limitMinutes: minutes, counting }))(limitOfUnits(Number(d.value), d.unit)) } : { flowStatus: d.flowStatus, limitMinutes: null })),
      }),
    onSuccess: (answer) => client.setQueryData(KEY, answer),
  });
  const change = (i: number, patch: Partial<Draft>) => setDrafts((list) => list.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };

  return (
    <AdminSlaFrame title="เวลาที่กำหนดของแต่ละสถานะ">
      <section className="container grid" data-testid="sla-settings">
        <form className="card" onSubmit={submit}>
          <div className="card-header">
            <h2>เวลาที่เคสรอได้ในแต่ละสถานะ</h2>
          </div>
          {query.data && <p className="muted">เวลาทำการ: {query.data.officeHoursText}. แถวบนกระดานงานเป็นสีเหลืองเมื่อรอครบ 75% และเป็นสีแดงเมื่อเกินเวลาที่กำหนด</p>}
          {query.isError && (
            <div className="alert alert-danger" role="alert">
              {(query.error as Error).message}
            </div>
          )}
          <div className="table-wrap">
            {/* Issue 16 item 4: under 640 px each status is a card (styles.css .table-cards). */}
            <table className="table table-cards" data-testid="sla-table">
              <thead>
                <tr>
                  <th>สถานะ</th>
                  <th>มีกำหนดเวลา</th>
                  <th>เวลาที่กำหนด</th>
                  <th>ค่าเริ่มต้น</th>
                </tr>
              </thead>
              <tbody>
                {query.data?.data.map((s, i) => {
                  const d = drafts[i];
                  if (!d) return null;
                  return (
                    <tr key={s.flowStatus} data-testid={`sla-row-${s.flowStatus}`}>
                      <td className="table-cards-title">{s.flowStatusName}</td>
                      <td data-label="มีกำหนดเวลา">
                        <label className="table-check">
                          <input type="checkbox" aria-label={`มีกำหนดเวลาสำหรับ ${s.flowStatusName}`} data-testid={`sla-on-${s.flowStatus}`} checked={d.on} onChange={(e) => change(i, { on: e.target.checked })} />
                        </label>
                      </td>
                      <td data-label="เวลาที่กำหนด">
                        <div className="sla-limit-inputs">
                          <input
                            type="number"
                            min={1}
                            step="any"
                            inputMode="decimal"
                            aria-label={`จำนวน ${s.flowStatusName}`}
                            data-testid={`sla-value-${s.flowStatus}`}
                            value={d.value}
                            disabled={!d.on}
                            onChange={(e) => change(i, { value: e.target.value })}
                          />
                          <select aria-label={`หน่วย ${s.flowStatusName}`} data-testid={`sla-unit-${s.flowStatus}`} value={d.unit} disabled={!d.on} onChange={(e) => change(i, { unit: e.target.value as SlaUnit })}>
                            {(Object.keys(SLA_UNITS) as SlaUnit[]).map((u) => (
                              <option key={u} value={u}>
                                {SLA_UNITS[u].label}
                              </option>
                            ))}
                          </select>
                        </div>
                      </td>
                      <td className="muted" data-label="ค่าเริ่มต้น">{s.defaultMinutes !== null && s.defaultCounting ? slaLimitText({ minutes: s.defaultMinutes, counting: s.defaultCounting }) : 'ไม่กำหนด'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {save.isError && (
            <div className="alert alert-danger" role="alert" data-testid="sla-error">
              {(save.error as Error).message}
            </div>
          )}
          {save.isSuccess && (
            <div className="alert alert-success" role="status" data-testid="sla-saved">
              {save.data.msg}
            </div>
          )}
          <button type="submit" className="btn btn-primary" data-testid="sla-save" disabled={save.isPending || !query.data}>
            บันทึก
          </button>
        </form>
      </section>
    </AdminSlaFrame>
  );
}
