import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { VaccineCertResponse } from '@hospital/contracts';
import { VACCINE_MESSAGES, formatThaiLongDate, isValidNationalId, nationalIdError } from '@hospital/rules';
import { ApiError } from '../../api/client';
import { usePublicConfig } from '../../api/config';
import { vaccineCert } from '../../api/vaccines';
import { ErrorModal } from '../../components/ErrorModal';
import { ProfileHeader } from '../../components/ProfileHeader';
import { errorText } from '../../line/alerts';
import { CidSearchForm } from './CidSearchForm';
import './vaccine.css';

type Result = { kind: 'found'; cert: VaccineCertResponse } | { kind: 'none' };

/**
 * /vaccine and /vaccine/:cid — care-services §2 Vaccine history, §8: a national-ID search
 * (POST /api2/vaccine/cert); the certificate with its visits (vaccine, reference name, date in
 * Buddhist era, lot, hospital) and the link to the ministry's certificate site. No visit:
 * 'ไม่พบข้อมูล', the 24-hour note and the report form link (both links from GET /api/config).
 */
export function VaccineHistoryPage() {
  const { cid: cidParam = '' } = useParams();
  const config = usePublicConfig().data;
  const [cid, setCid] = useState(cidParam);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const closeError = useCallback(() => setError(null), []);

  const search = useCallback(async (value: string) => {
    const problem = nationalIdError(value);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const cert = await vaccineCert(value);
      setResult(cert && Array.isArray(cert.visit) && cert.visit.length > 0 ? { kind: 'found', cert } : { kind: 'none' });
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) setResult({ kind: 'none' });
      else setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }, []);

  // /vaccine/:cid searches at once (a link from a message or the queue ticket).
  useEffect(() => {
    setCid(cidParam);
    if (isValidNationalId(cidParam)) void search(cidParam);
  }, [cidParam, search]);

  return (
    <>
      <ProfileHeader title="ประวัติการรับวัคซีน" />
      <section className="container vaccine-page" data-testid="vaccine-history-page">
        <CidSearchForm
          id="vaccine-cid"
          label="เลขบัตรประจำตัวประชาชน"
          base="/vaccine"
          cidParam={cidParam}
          cid={cid}
          onChange={(v) => {
            setCid(v);
            setResult(null);
          }}
          onInvalid={setError}
          search={search}
          busy={busy}
          testId="vaccine-search"
        />

        {result?.kind === 'none' && (
          <div className="card vaccine-none" data-testid="vaccine-none">
            <p className="vaccine-none-title" data-testid="vaccine-none-title">
              {VACCINE_MESSAGES.noData}
            </p>
            <p data-testid="vaccine-none-note">{VACCINE_MESSAGES.noDataNote}</p>
            {config?.vaccineReportUrl && (
              <a href={config.vaccineReportUrl} target="_blank" rel="noreferrer" className="btn btn-outline" data-testid="vaccine-report-link">
                แจ้งข้อมูลการฉีดวัคซีนที่ไม่พบ
              </a>
            )}
          </div>
        )}

        {result?.kind === 'found' && (
          <div className="card vaccine-cert" data-testid="vaccine-cert">
            <div className="card-header">
              <h2 data-testid="vaccine-cert-name">{result.cert.fullName}</h2>
              <p className="muted">
                เลขที่ใบรับรอง <span data-testid="vaccine-cert-id">{result.cert.certID}</span>
              </p>
            </div>
            <div className="table-wrap">
              {/* Issue 16 item 4: rows become cards on a phone (styles.css .table-cards). */}
              <table className="table table-cards" data-testid="vaccine-visits">
                <thead>
                  <tr>
                    <th>เข็มที่</th>
                    <th>วัคซีน</th>
                    <th>ชื่อทางการค้า</th>
                    <th>วันที่ฉีด</th>
                    <th>Lot</th>
                    <th>สถานที่ฉีด</th>
                  </tr>
                </thead>
                <tbody>
                  {result.cert.visit.map((v, i) => (
                    <tr key={`${v.visit_immunization.immunization_datetime}-${i}`} data-testid="vaccine-visit">
                      <td data-label="เข็มที่">{i + 1}</td>
                      <td data-label="วัคซีน" data-testid="vaccine-visit-name">{v.visit_immunization.vaccine_name}</td>
                      <td data-label="ชื่อทางการค้า">{v.visit_immunization.vaccine_ref_name}</td>
                      <td data-label="วันที่ฉีด" data-testid="vaccine-visit-date">{formatThaiLongDate(v.visit_immunization.immunization_datetime)}</td>
                      <td data-label="Lot" data-testid="vaccine-visit-lot">{v.visit_immunization.lot_number}</td>
                      <td data-label="สถานที่ฉีด">{v.hospital_name}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {config?.vaccineCertUrl && (
              <div className="form-actions">
                <a href={config.vaccineCertUrl} target="_blank" rel="noreferrer" className="btn btn-primary" data-testid="vaccine-cert-link">
                  ขอใบรับรองการฉีดวัคซีน (หมอพร้อม)
                </a>
              </div>
            )}
          </div>
        )}
      </section>
      <ErrorModal message={error} onClose={closeError} title="ไม่สามารถค้นหาข้อมูลได้" />
    </>
  );
}
