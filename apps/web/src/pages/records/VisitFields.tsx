import type { ReactNode } from 'react';
import type { ClinicVisit } from '@hospital/contracts';
import { formatThaiShortDateTime } from '@hospital/rules';

/** 'D MMM YY, HH:mm น.' in Buddhist era (§9), or the raw text when it is not a date. */
export function visitWhen(visit: Pick<ClinicVisit, 'RecordDT'>): string {
  const text = formatThaiShortDateTime(visit.RecordDT);
  return text.startsWith('Invalid') ? visit.RecordDT : text;
}

function measure(value: number | null, unit: string): string {
  return value === null || value === undefined ? '-' : `${value} ${unit}`;
}

function Row({ label, field, children, className }: { label: string; field: string; children: ReactNode; className?: string }) {
  return (
    <div className={className ? `row ${className}` : 'row'} data-field={field}>
      <dt>{label}</dt>
      <dd data-testid={`visit-${field}`}>{children}</dd>
    </div>
  );
}

/** The medicines of a visit, one per line ('\n' separated in the record), blank lines dropped. */
export function medicineLines(med: string): string[] {
  return med
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The clinical fields of a visit in the order of care-services §2 Treatment history: date;
 * service unit; MC, VS; weight, height, waist; BMI with BmiText; PI, PE, DX (and DX2 in red
 * on the ICD10 admin); 'LAB :' only when there is a lab result; Discharge, History, Appoint;
 * nursing care (Thai heading, only when there is any); medicines (Thai heading, one per line).
 */
export function VisitFields({ visit, showDx2 = false }: { visit: ClinicVisit; showDx2?: boolean }) {
  const meds = medicineLines(visit.Med ?? '');
  const bmi = visit.Bmi === null || visit.Bmi === undefined ? '-' : `${visit.Bmi}${visit.BmiText ? ` (${visit.BmiText})` : ''}`;
  return (
    <div data-testid="visit-fields">
      <dl className="visit-fields">
        <Row label="วันที่" field="date">
          {visitWhen(visit)}
        </Row>
        <Row label="หน่วยบริการ" field="serviceUnit">
          {visit.ServiceUnit}
        </Row>
        <Row label="MC" field="MC">
          {visit.MC || '-'}
        </Row>
        <Row label="VS" field="VS">
          {visit.VS || '-'}
        </Row>
        <Row label="น้ำหนัก" field="weight">
          {measure(visit.Weight, 'kg')}
        </Row>
        <Row label="ส่วนสูง" field="height">
          {measure(visit.Height, 'cm')}
        </Row>
        <Row label="รอบเอว" field="waist">
          {measure(visit.WaistLength, 'cm')}
        </Row>
        <Row label="BMI" field="bmi">
          {bmi}
        </Row>
        <Row label="PI" field="PI">
          {visit.PI || '-'}
        </Row>
        <Row label="PE" field="PE">
          {visit.PE || '-'}
        </Row>
        <Row label="DX" field="DX">
          {visit.DX || '-'}
        </Row>
        {showDx2 && (
          <Row label="DX2" field="DX2" className="dx2">
            {visit.DX2 || '-'}
          </Row>
        )}
        {visit.Lab?.trim() && (
          <Row label="LAB :" field="lab">
            {visit.Lab}
          </Row>
        )}
        <Row label="Discharge" field="discharge">
          {visit.Discharge || '-'}
        </Row>
        <Row label="History" field="history">
          {visit.History || '-'}
        </Row>
        <Row label="Appoint" field="appoint">
          {visit.Appoint || '-'}
        </Row>
      </dl>
      {visit.NursingCare?.trim() && (
        <section data-testid="visit-nursing">
          <h3 className="visit-section-title">การพยาบาล</h3>
          <p className="visit-text">
            {visit.NursingCare}
          </p>
        </section>
      )}
      <section data-testid="visit-med">
        <h3 className="visit-section-title">รายการยา</h3>
        {meds.length === 0 ? (
          <p className="muted">-</p>
        ) : (
          <ul className="visit-med">
            {meds.map((line, i) => (
              <li key={i} data-testid="visit-med-line">
                {line}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
