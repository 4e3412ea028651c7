import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { PatientVisitRef, PatientVisitSearchResponse } from '@hospital/contracts';
import {
  HN_LENGTH,
  MESSAGES,
  RECORD_IMAGE_MESSAGES,
  formatThaiAppointment,
  formatThaiShortDateTime,
  inBangkok,
  recordImageSaveProblem,
  visitSearchProblem,
  type NamedDate,
} from '@hospital/rules';
import { fetchMonthHolidays } from '../../api/calendar';
import { searchPatientVisits } from '../../api/records';
import { ErrorModal } from '../../components/ErrorModal';
import { ProgressBar, uploadImages } from '../../components/images';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import { errorText } from '../../line/alerts';
import { MonthPicker } from '../tele/MonthPicker';
import { HolidayModal } from '../tele/TeleModals';
import '../tele/tele.css';
import './records-images.css';

/** One chosen file and how far its upload is (null: not started). */
interface Attachment {
  file: File;
  percent: number | null;
  state: 'waiting' | 'sending' | 'done' | 'failed';
}

/** How far back the calendar goes: a visit of the last few years may still get its images. */
const MONTHS_BACK = 36;

/**
 * /patientimage — care-services §2 Image upload to the hospital record, §5, §8: the staff
 * member picks the service date on a Buddhist-era calendar (holidays red, not choosable),
 * enters the 7-character HN and searches; picks one of the patient's visits of that day;
 * attaches images and saves: one POST /api/v1/patient/imagemobile per image, each with its
 * own progress bar. The checks are libs/rules visitSearchProblem / recordImageSaveProblem
 * (the last error wins), the ones the server runs again. On success: a link to the day's list.
 */
export function PatientImagePage() {
  const today = inBangkok();
  const [view, setView] = useState({ year: today.year(), month: today.month() + 1 });
  const [date, setDate] = useState<string | null>(null);
  const [hn, setHn] = useState('');
  const [found, setFound] = useState<{ date: string; hn: string; answer: PatientVisitSearchResponse } | null>(null);
  const [visitKey, setVisitKey] = useState<string | null>(null);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [searching, setSearching] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<{ date: string; count: number } | null>(null);
  const [error, setError] = useState<{ title?: string; message: string } | null>(null);
  const [holiday, setHoliday] = useState<string | null>(null);

  const holidays = useQuery({
    queryKey: ['holiday', view.year, view.month],
    queryFn: () => fetchMonthHolidays(view.year, view.month),
  });
  const red = useMemo(() => (holidays.data?.data ?? []).map((h): NamedDate => ({ date: h.holidayDate, name: h.name })), [holidays.data]);
  const minIndex = today.year() * 12 + today.month() - MONTHS_BACK;
  const minMonth = { year: Math.floor(minIndex / 12), month: (minIndex % 12) + 1 };

  const patient = found?.answer.count ? found.answer.data[0] : null;
  const visits: PatientVisitRef[] = patient?.clinicVisit ?? [];

  const resetResult = () => {
    setFound(null);
    setVisitKey(null);
    setSaved(null);
  };

  async function search() {
    const problem = visitSearchProblem({ date, hn, holidays: red });
    if (problem) return setError({ title: 'ค้นหาไม่สำเร็จ', message: problem });
    setSearching(true);
    resetResult();
    try {
      const answer = await searchPatientVisits(date!, hn);
      setFound({ date: date!, hn, answer });
      const only = answer.count > 0 && answer.data[0].clinicVisit.length === 1 ? answer.data[0].clinicVisit[0].clinicVisitKey : null;
      setVisitKey(only);
    } catch (e) {
      setError({ title: 'ค้นหาไม่สำเร็จ', message: errorText(e) });
    } finally {
      setSearching(false);
    }
  }

  function attach(list: FileList | null) {
    // Copied now: the input's FileList empties when the input is reset for the next choice.
    const added = Array.from(list ?? []).map((file): Attachment => ({ file, percent: null, state: 'waiting' }));
    setSaved(null);
    setAttachments((current) => [...current.filter((a) => a.state !== 'done'), ...added]);
  }

  const update = (index: number, patch: Partial<Attachment>) => setAttachments((current) => current.map((a, i) => (i === index ? { ...a, ...patch } : a)));

  async function save() {
    const pending = attachments.filter((a) => a.state !== 'done');
    const problem = recordImageSaveProblem({ date: found?.date ?? date, clinicVisitKey: visitKey, imageCount: pending.length });
    if (problem) return setError({ message: problem });
    setSaving(true);
    let sent = 0;
    try {
      for (const [index, a] of attachments.entries()) {
        if (a.state === 'done') continue;
        update(index, { state: 'sending', percent: 0 });
        try {
          await uploadImages({ clinicVisitKey: visitKey! }, [a.file], 0, (p) => update(index, { percent: p.percent }));
        } catch (e) {
          update(index, { state: 'failed' });
          throw e;
        }
        update(index, { state: 'done', percent: 100 });
        sent++;
      }
      setSaved({ date: found!.date, count: sent });
    } catch (e) {
      setError({ message: errorText(e) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <ProfileHeader title="อัปโหลดรูปภาพเข้าเวชระเบียน" />
      <section className="container record-images-page" data-testid="patient-image-page">
        <div className="card">
          <fieldset className="form-section">
            <legend>วันที่รับบริการ{date ? ` ${formatThaiAppointment(date)}` : ''}</legend>
            <MonthPicker
              year={view.year}
              month={view.month}
              onMonth={(year, month) => setView({ year, month })}
              selected={date}
              red={red}
              problemOf={() => null}
              onSelect={(d) => {
                setDate(d);
                resetResult();
              }}
              onRed={(d) => setHoliday(d.name)}
              onUnavailable={(_d, problem) => setError({ message: problem })}
              minMonth={minMonth}
            />
          </fieldset>

          <fieldset className="form-section">
            <legend>ค้นหาผู้ป่วย</legend>
            <form
              className="record-images-search"
              onSubmit={(e) => {
                e.preventDefault();
                void search();
              }}
            >
              <label className="form-field">
                <span className="form-label">HN</span>
                <input
                  className="form-control"
                  value={hn}
                  maxLength={HN_LENGTH}
                  inputMode="numeric"
                  autoComplete="off"
                  onChange={(e) => {
                    setHn(e.target.value.trim());
                    resetResult();
                  }}
                  data-testid="hn-input"
                />
              </label>
              <button type="submit" className="btn btn-primary" disabled={searching} data-testid="hn-search">
                {searching ? <Spinner small label="กำลังค้นหา" /> : null}
                ค้นหา
              </button>
            </form>
            {found && !patient && (
              <div className="alert alert-danger" role="alert" data-testid="patient-not-found">
                {MESSAGES.notFound}
              </div>
            )}
            {patient && (
              <div className="record-images-patient">
                <p>
                  ผู้ป่วย: <strong data-testid="patient-name">{patient.patient.person.fullName}</strong> (HN {found!.hn})
                </p>
                {visits.length === 0 ? (
                  <p className="muted" data-testid="no-visits">
                    {RECORD_IMAGE_MESSAGES.noVisits}
                  </p>
                ) : (
                  <div className="record-images-visits" role="radiogroup" aria-label="การรับบริการ">
                    {visits.map((v) => (
                      <label key={v.clinicVisitKey} className={`record-images-visit${visitKey === v.clinicVisitKey ? ' is-selected' : ''}`}>
                        <input
                          type="radio"
                          name="clinicVisit"
                          value={v.clinicVisitKey}
                          checked={visitKey === v.clinicVisitKey}
                          onChange={() => setVisitKey(v.clinicVisitKey)}
                          data-testid={`visit-${v.clinicVisitKey}`}
                        />
                        <span>
                          <strong>{v.cn}</strong> · {v.serviceUnit} · {formatThaiShortDateTime(v.recordDT)}
                        </span>
                      </label>
                    ))}
                  </div>
                )}
              </div>
            )}
          </fieldset>

          <fieldset className="form-section">
            <legend>รูปภาพ</legend>
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              aria-label="เลือกรูปภาพ"
              disabled={saving}
              onChange={(e) => {
                attach(e.target.files);
                e.target.value = '';
              }}
              data-testid="image-files"
            />
            {attachments.length > 0 && (
              <ul className="record-images-files" data-testid="attachments">
                {attachments.map((a, index) => (
                  <li key={`${a.file.name}-${index}`} data-testid="attachment" data-state={a.state}>
                    <span className="record-images-file-name">{a.file.name}</span>
                    {a.percent !== null ? (
                      <ProgressBar percent={a.percent} testId={`upload-progress-${index}`} label={a.state === 'done' ? 'อัปโหลดแล้ว' : a.state === 'failed' ? 'ไม่สำเร็จ' : undefined} />
                    ) : (
                      <button
                        type="button"
                        className="btn btn-light"
                        disabled={saving}
                        onClick={() => setAttachments((current) => current.filter((_, i) => i !== index))}
                        aria-label={`นำ ${a.file.name} ออก`}
                      >
                        นำออก
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </fieldset>

          {saved && (
            <div className="alert alert-info" role="status" data-testid="save-success">
              {RECORD_IMAGE_MESSAGES.saved} ({saved.count} รูป){' '}
              <Link to={`/softconimg/${saved.date}`} data-testid="image-list-link">
                ดูรายการรูปภาพวันที่ {formatThaiAppointment(saved.date)}
              </Link>
            </div>
          )}

          <button type="button" className="btn btn-primary btn-block" disabled={saving} onClick={() => void save()} data-testid="save-images">
            {saving ? <Spinner small label="กำลังบันทึก" /> : null}
            บันทึก
          </button>
        </div>
      </section>
      <ErrorModal message={error?.message} title={error?.title} onClose={() => setError(null)} />
      {holiday && <HolidayModal name={holiday} onClose={() => setHoliday(null)} />}
    </>
  );
}
