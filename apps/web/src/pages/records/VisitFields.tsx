import { useId, useState, type ReactNode } from 'react';
import type { ClinicVisit } from '@hospital/contracts';
import { VISIT_ABBREVIATIONS, VISIT_DOCTOR_LABEL, formatThaiShortDateTime, type VisitAbbreviation } from '@hospital/rules';

/** 'D MMM YY, HH:mm น.' in Buddhist era (§9), or the raw text when it is not a date. */
export function visitWhen(visit: Pick<ClinicVisit, 'RecordDT'>): string {
  const text = formatThaiShortDateTime(visit.RecordDT);
  return text.startsWith('Invalid') ? visit.RecordDT : text;
}

function measure(value: number | null, unit: string): string {
  return value === null || value === undefined ? '-' : `${value} ${unit}`;
}

function Row({ label, field, children, className }: { label: ReactNode; field: string; children: ReactNode; className?: string }) {
  return (
    <div className={className ? `row ${className}` : 'row'} data-field={field}>
      <dt>{label}</dt>
      <dd data-testid={`visit-${field}`}>{children}</dd>
    </div>
  );
}

/**
 * Issue 35 item 3: an abbreviation of the record in plain Thai — the code as the record has it,
 * its short Thai phrase in view, and a '?' to tap (a phone has no hover) for the longer explanation.
 */
function Abbr({ code }: { code: VisitAbbreviation }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { phrase, explanation } = VISIT_ABBREVIATIONS[code];
  return (
    <span className="abbr" data-testid={`abbr-${code}`}>
      <abbr title={`${phrase}: ${explanation}`}>{code}</abbr> <span className="abbr-phrase">({phrase})</span>
      <button type="button" className="abbr-more" aria-expanded={open} aria-controls={id} aria-label={`${code} คืออะไร`} onClick={() => setOpen(!open)}>
        ?
      </button>
      {open && (
        <span id={id} className="abbr-explanation" data-testid={`abbr-explanation-${code}`}>
          {explanation}
        </span>
      )}
    </span>
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
 * Issue 35 item 3: the examining doctor after the unit where the HIS names one; `plain` (/PHR)
 * explains MC, VS, PI, PE, DX and BMI in Thai.
 */
export function VisitFields({ visit, showDx2 = false, plain = false }: { visit: ClinicVisit; showDx2?: boolean; plain?: boolean }) {
  const meds = medicineLines(visit.Med ?? '');
  // Issue 35 item 3: on the patient's /PHR (`plain`) each abbreviation is explained where it appears in the visit.
  const label = (code: VisitAbbreviation) => (plain ? <Abbr code={code} /> : code);
  const bmi = visit.Bmi === null || visit.Bmi === undefined ? '-' : `${visit.Bmi}${visit.BmiText ? ` (${visit.BmiText})` : ''}`;
  return (
    <div data-testid="visit-fields">
      <dl className={plain ? 'visit-fields visit-fields-plain' : 'visit-fields'}>
        <Row label="วันที่" field="date">
          {visitWhen(visit)}
        </Row>
        <Row label="หน่วยบริการ" field="serviceUnit">
          {visit.ServiceUnit}
        </Row>
        {visit.Doctor && (
          <Row label={VISIT_DOCTOR_LABEL} field="doctor">
            {visit.Doctor}
          </Row>
        )}
        <Row label={label('MC')} field="MC">
          {visit.MC || '-'}
        </Row>
        <Row label={label('VS')} field="VS">
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
        <Row label={label('BMI')} field="bmi">
          {bmi}
        </Row>
        <Row label={label('PI')} field="PI">
          {visit.PI || '-'}
        </Row>
        <Row label={label('PE')} field="PE">
          {visit.PE || '-'}
        </Row>
        <Row label={label('DX')} field="DX">
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
