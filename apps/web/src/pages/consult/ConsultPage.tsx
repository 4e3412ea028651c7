import { useCallback, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGES, TELE_MAX_TEXT, TELE_MESSAGES, consultProblem, consultSlotOf, formatThaiAppointment } from '@hospital/rules';
import { fetchNetworkDoctors, fetchProfile } from '../../api/patients';
import { createConsult } from '../../api/tele';
import { ErrorModal } from '../../components/ErrorModal';
import { FormField } from '../../components/forms/TextField';
import { Modal } from '../../components/Modal';
import { ProgressBar, uploadImages } from '../../components/images';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import { ThaiDateInput } from '../../components/ThaiDateInput';
import { CameraCapture } from './CameraCapture';
import { CountedTextArea } from '../../components/forms/CharCounter'; // issue 35 item 2: each text box says its limit
import { ThaiTimeInput } from '../../components/ThaiTimeInput'; // issue 35 item 2: 24-hour, never the browser's AM/PM

/**
 * /consult/{userID} (care-services §2 Staff-requested consultation, §5 Consultation): a
 * network hospital picks the date and time, a doctor (GET /api/v1/user/role/N_DOCTOR) and the
 * symptoms, adds photos from the camera (1280×720) or files, and sends it
 * (POST /api/v1/consult, then each photo as category 0). Success → modal → /hospital.
 */
export function ConsultPage() {
  const { userID = '' } = useParams();
  const navigate = useNavigate();
  const patient = useQuery({ queryKey: ['profile', 'network', userID], queryFn: () => fetchProfile({ kind: 'network', id: userID }), retry: false });
  const doctors = useQuery({ queryKey: ['users', 'N_DOCTOR'], queryFn: fetchNetworkDoctors });
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [parentID, setParentID] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const closeError = useCallback(() => setError(null), []);

  const appointDatetime = date && time ? `${date}T${time}` : '';
  const slot = consultSlotOf(appointDatetime);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const problem = consultProblem({ description, parentID, appointDatetime }, { now: new Date() });
    if (problem) return setError(problem);
    setSaving(true);
    try {
      const { data } = await createConsult({
        userID,
        parentID,
        serviceType: 3,
        appointDatetime,
        description: description.trim(),
      });
      if (files.length > 0) {
        setProgress(0);
        await uploadImages(data.teleID, files, 0, (p) => setProgress(p.percent));
      }
      setDone(true);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : MESSAGES.serverError);
    } finally {
      setSaving(false);
    }
  }

  const p = patient.data;
  return (
    <>
      <ProfileHeader title="ขอปรึกษาแพทย์ให้ผู้ป่วย" />
      <section className="container">
        <div className="card" data-testid="consult-card">
          <h2>{p ? `${p.title ?? ''}${p.firstName} ${p.lastName}`.trim() : 'ผู้ป่วย'}</h2>
          {p?.hn && <p className="muted">HN {p.hn}</p>}
          <form noValidate onSubmit={onSubmit} data-testid="consult-form">
            <fieldset className="form-section" disabled={saving}>
              <div className="form-grid">
                <FormField label="วันที่" htmlFor="consult-date" required>
                  <ThaiDateInput id="consult-date" label="วันที่" inputClassName="form-control" value={date} onChange={setDate} testId="consult-date" />
                </FormField>
                <FormField label="เวลา" htmlFor="consult-time" required>
                  <ThaiTimeInput id="consult-time" label="เวลา" inputClassName="form-control" value={time} onChange={setTime} testId="consult-time" />
                </FormField>
                <FormField label="แพทย์" htmlFor="consult-doctor" required>
                  <select id="consult-doctor" className="form-control" value={parentID} onChange={(e) => setParentID(e.target.value)} data-testid="consult-doctor">
                    <option value="">เลือกแพทย์</option>
                    {doctors.data?.data.map((d) => (
                      <option key={d.userID} value={d.userID}>
                        {d.fullName}
                      </option>
                    ))}
                  </select>
                </FormField>
                {slot && (
                  <p className="muted span-all" data-testid="consult-when">
                    นัดวันที่ {formatThaiAppointment(slot.date, slot.time)}
                  </p>
                )}
                <FormField label="อาการ" htmlFor="consult-description" required full>
                  <CountedTextArea id="consult-description" rows={4} value={description} onValue={setDescription} maxLength={TELE_MAX_TEXT} testId="consult-description" />
                </FormField>
              </div>
              <h3>รูปภาพ</h3>
              <CameraCapture onCapture={(file) => setFiles((f) => [...f, file])} />
              <input type="file" accept="image/*" multiple aria-label="เลือกรูปภาพ" onChange={(e) => setFiles((f) => [...f, ...Array.from(e.target.files ?? [])])} data-testid="consult-files" />
              <p className="muted" data-testid="consult-file-count">
                {files.length} รูป
              </p>
              {progress !== null && <ProgressBar percent={progress} testId="consult-progress" />}
              <div className="button-row">
                <button type="submit" className="btn btn-primary" data-testid="consult-submit">
                  {saving ? <Spinner /> : 'ส่งคำขอปรึกษา'}
                </button>
              </div>
            </fieldset>
          </form>
        </div>
      </section>
      <ErrorModal message={error} onClose={closeError} />
      {done && (
        <Modal
          title={TELE_MESSAGES.consultSaved}
          testId="consult-success"
          footer={
            <button type="button" className="btn btn-primary" onClick={() => navigate('/hospital')} data-testid="consult-success-ok" autoFocus>
              ตกลง
            </button>
          }
        >
          {TELE_MESSAGES.consultSavedNext}
        </Modal>
      )}
    </>
  );
}
