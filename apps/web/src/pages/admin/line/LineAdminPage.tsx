import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderLead, ReminderRule } from '@hospital/contracts';
import { REMINDER_LEADS_MAX, REMINDER_LEAD_CHOICES, REMINDER_LEAD_MAX_MINUTES, REMINDER_LEAD_MIN_MINUTES, reminderLeadKey, reminderLeadsProblem, reminderLeadText } from '@hospital/rules';
import { REMINDER_RULES_KEY, fieldErrorsOf, saveReminderRules, useReminderRules } from '../../../api/line';
import { AdminFrame } from '../AdminFrame';
import { LineUsagePanel } from './LineUsagePanel';
import './line-admin.css';

const CUSTOM = 'custom';

/** One lead as the form holds it: one of the offered choices, or a number of minutes typed. */
interface LeadDraft {
  choice: string;
  minutes: string;
}
interface RuleDraft {
  kind: ReminderRule['kind'];
  leads: LeadDraft[];
}

function draftOf(lead: ReminderLead): LeadDraft {
  const offered = REMINDER_LEAD_CHOICES.findIndex((c) => reminderLeadKey(c.lead) === reminderLeadKey(lead));
  if (offered >= 0) return { choice: String(offered), minutes: '' };
  return { choice: CUSTOM, minutes: 'minutes' in lead ? String(lead.minutes) : '' };
}

function leadOf(d: LeadDraft): ReminderLead {
  if (d.choice !== CUSTOM) return REMINDER_LEAD_CHOICES[Number(d.choice)].lead;
  return { minutes: d.minutes.trim() === '' ? Number.NaN : Number(d.minutes) };
}

/** The form's problems, as the server would answer them: 'data.<i>.leads[.<j>]' → the Thai message (libs/rules). */
function problemsOf(drafts: RuleDraft[]): Record<string, string> {
  const problems: Record<string, string> = {};
  drafts.forEach((rule, i) => {
    const problem = reminderLeadsProblem(rule.leads.map(leadOf));
    if (problem) problems[problem.index === null ? `data.${i}.leads` : `data.${i}.leads.${problem.index}`] = problem.message;
  });
  return problems;
}

/**
 * /admin/line (issue 31 items 4 and 5): the hospital's LINE Official Account for Admin. The
 * reminders' lead times per appointment kind (e.g. 1 day and 2 hours before; by default the
 * clinics' evening before): one form, one save, each problem in Thai next to its field, checked
 * here by the same rule as the server (libs/rules reminderLeadsProblem).
 */
export function LineAdminPage() {
  const client = useQueryClient();
  const query = useReminderRules();
  const [drafts, setDrafts] = useState<RuleDraft[]>([]);
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (query.data) setDrafts(query.data.data.map((r) => ({ kind: r.kind, leads: r.leads.map(draftOf) })));
  }, [query.data]);
  const save = useMutation({
    mutationFn: () => saveReminderRules({ data: drafts.map((d) => ({ kind: d.kind, leads: d.leads.map(leadOf) })) }),
    onSuccess: (answer) => {
      setChecked(false);
      client.setQueryData(REMINDER_RULES_KEY, answer);
    },
  });
  const local = useMemo(() => problemsOf(drafts), [drafts]);
  const errors = { ...fieldErrorsOf(save.error), ...(checked ? local : {}) };

  const changeRule = (i: number, leads: LeadDraft[]) => {
    save.reset();
    setDrafts((list) => list.map((d, j) => (j === i ? { ...d, leads } : d)));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (Object.keys(local).length === 0) save.mutate();
  };

  return (
    <AdminFrame title="LINE OA">
      <section className="container grid" data-testid="line-admin">
        <form className="card" onSubmit={submit} noValidate>
          <div className="card-header">
            <h2>การเตือนนัดหมายทาง LINE</h2>
          </div>
          <p className="muted">
            ผู้ป่วยจะได้รับข้อความเตือนก่อนเวลานัดตามที่ตั้งไว้ ตั้งได้ไม่เกิน {REMINDER_LEADS_MAX} ครั้งต่อประเภทนัดหมาย ตั้งแต่ {REMINDER_LEAD_MIN_MINUTES} นาทีถึง{' '}
            {REMINDER_LEAD_MAX_MINUTES / 1440} วันก่อนนัด การนัดพบแพทย์ทางวิดีโอจะมีปุ่มเข้าห้องวิดีโอคอลในข้อความเตือน
          </p>
          {query.isError && (
            <div className="alert alert-danger" role="alert">
              {query.error.message}
            </div>
          )}
          {query.data?.data.map((rule, i) => {
            const draft = drafts[i];
            if (!draft) return null;
            const listError = errors[`data.${i}.leads`];
            return (
              <fieldset key={rule.kind} className="line-rule" data-testid={`rule-${rule.kind}`}>
                <legend>{rule.kindName}</legend>
                {!rule.hasSource && <p className="muted">ยังไม่มีข้อมูลนัดหมายประเภทนี้ในระบบ จะเริ่มเตือนเมื่อเชื่อมต่อข้อมูลแล้ว</p>}
                {draft.leads.length === 0 && <p className="muted">ไม่เตือน</p>}
                {draft.leads.map((lead, j) => {
                  const error = errors[`data.${i}.leads.${j}`];
                  const id = `lead-${rule.kind}-${j}`;
                  const setLead = (patch: Partial<LeadDraft>) => changeRule(i, draft.leads.map((l, k) => (k === j ? { ...l, ...patch } : l)));
                  return (
                    <div key={j} className="line-lead" data-testid={id}>
                      <select aria-label={`เวลาเตือนครั้งที่ ${j + 1} ของ${rule.kindName}`} value={lead.choice} onChange={(e) => setLead({ choice: e.target.value })} data-testid={`${id}-choice`}>
                        {REMINDER_LEAD_CHOICES.map((c, k) => (
                          <option key={c.label} value={String(k)}>
                            {c.label}
                          </option>
                        ))}
                        <option value={CUSTOM}>กำหนดเอง (นาทีก่อนนัด)</option>
                      </select>
                      {lead.choice === CUSTOM && (
                        <input
                          type="number"
                          inputMode="numeric"
                          min={REMINDER_LEAD_MIN_MINUTES}
                          max={REMINDER_LEAD_MAX_MINUTES}
                          step={1}
                          aria-label={`จำนวนนาทีก่อนนัด ครั้งที่ ${j + 1} ของ${rule.kindName}`}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                          value={lead.minutes}
                          onChange={(e) => setLead({ minutes: e.target.value })}
                          data-testid={`${id}-minutes`}
                        />
                      )}
                      {lead.choice === CUSTOM && !error && Number.isInteger(Number(lead.minutes)) && Number(lead.minutes) > 0 && (
                        <span className="muted">{reminderLeadText({ minutes: Number(lead.minutes) })}</span>
                      )}
                      <button type="button" className="btn btn-light" onClick={() => changeRule(i, draft.leads.filter((_, k) => k !== j))} data-testid={`${id}-remove`}>
                        ลบ
                      </button>
                      {error && (
                        <span className="field-error" id={`${id}-error`} role="alert" data-testid={`${id}-error`}>
                          {error}
                        </span>
                      )}
                    </div>
                  );
                })}
                <button
                  type="button"
                  className="btn btn-light"
                  disabled={draft.leads.length >= REMINDER_LEADS_MAX}
                  onClick={() => changeRule(i, [...draft.leads, { choice: String(REMINDER_LEAD_CHOICES.findIndex((c) => 'minutes' in c.lead && c.lead.minutes === 120)), minutes: '' }])}
                  data-testid={`rule-${rule.kind}-add`}
                >
                  เพิ่มเวลาเตือน
                </button>
                {listError && (
                  <p className="field-error" role="alert" data-testid={`rule-${rule.kind}-error`}>
                    {listError}
                  </p>
                )}
                <p className="muted">ค่าเริ่มต้น: {rule.defaultLeads.length ? rule.defaultLeads.map(reminderLeadText).join(', ') : 'ไม่เตือน'}</p>
              </fieldset>
            );
          })}
          {save.isError && Object.keys(fieldErrorsOf(save.error)).length === 0 && (
            <div className="alert alert-danger" role="alert" data-testid="line-rules-error">
              {save.error.message}
            </div>
          )}
          {save.isSuccess && (
            <div className="alert alert-success" role="status" data-testid="line-rules-saved">
              {save.data.msg}
            </div>
          )}
          <button type="submit" className="btn btn-primary" disabled={save.isPending || !query.data} data-testid="line-rules-save">
            บันทึก
          </button>
        </form>
        {/* ── USAGE PANEL (issue 31 item 5) ──────────────────────────────────────────────────
            Reserved for the helper building delivery records: this month's LINE pushes against
            LINE_MONTHLY_QUOTA (pages/admin/line/LineUsagePanel.tsx) goes here, below the form. */}
        <LineUsagePanel />
      </section>
    </AdminFrame>
  );
}
