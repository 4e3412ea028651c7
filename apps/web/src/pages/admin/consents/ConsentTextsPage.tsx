import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSENT_PURPOSES, type ConsentPurpose } from '@hospital/contracts';
import { CONSENT_MESSAGES, CONSENT_PURPOSE_INFO, CONSENT_TEXT_MAX, CONSENT_VERSION_MAX, formatThaiShortDateTime } from '@hospital/rules';
import { fetchConsentTexts, publishConsentText } from '../../../api/admin';
import { AdminFrame } from '../AdminFrame';
import './consent-texts.css';

const KEY = ['admin', 'consent-texts'] as const;

/**
 * /admin/consents (issue 15 item 1): every version of every consent text, the one in force
 * marked, and a form to publish a new version. Once published it is in force: everyone who
 * agreed to an older one is asked again. The server checks the text and the version (Thai 400).
 */
export function ConsentTextsPage() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: fetchConsentTexts });
  const [purpose, setPurpose] = useState<ConsentPurpose>('registration');
  const [version, setVersion] = useState('');
  const [text, setText] = useState('');
  const [done, setDone] = useState(false);
  const publish = useMutation({
    mutationFn: () => publishConsentText({ purpose, version, text }),
    onMutate: () => setDone(false),
    onSuccess: (answer) => {
      client.setQueryData(KEY, answer);
      setVersion('');
      setText('');
      setDone(true);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    publish.mutate();
  };
  const versions = query.data?.filter((v) => v.purpose === purpose) ?? [];
  const current = versions.find((v) => v.current);

  return (
    <AdminFrame title="ข้อความความยินยอม">
      <section className="container grid consent-texts" data-testid="consent-texts">
        <div className="card">
          <label className="form-label" htmlFor="consent-purpose">
            หัวข้อ
          </label>
          <select
            id="consent-purpose"
            className="form-control"
            value={purpose}
            onChange={(e) => {
              setPurpose(e.target.value as ConsentPurpose);
              setDone(false);
            }}
            data-testid="consent-purpose"
          >
            {CONSENT_PURPOSES.map((p) => (
              <option key={p} value={p}>
                {CONSENT_PURPOSE_INFO[p].title}
              </option>
            ))}
          </select>
          <p className="muted">
            {CONSENT_PURPOSE_INFO[purpose].required ? 'จำเป็นต่อการรักษา (ผู้ป่วยเพิกถอนเองไม่ได้)' : 'ผู้ป่วยเพิกถอนได้ในหน้าข้อมูลส่วนบุคคล'}
          </p>
        </div>

        <form className="card" onSubmit={submit} data-testid="consent-publish">
          <div className="card-header">
            <h2>ประกาศฉบับใหม่</h2>
          </div>
          <p className="muted">เมื่อประกาศแล้ว ฉบับนี้มีผลทันที ผู้ที่เคยยินยอมฉบับก่อนจะถูกขอความยินยอมอีกครั้งเมื่อเข้าสู่ระบบ</p>
          <label className="form-label" htmlFor="consent-version">
            ชื่อฉบับ
          </label>
          <input id="consent-version" className="form-control" value={version} maxLength={CONSENT_VERSION_MAX} placeholder={current ? `เช่น ถัดจาก ${current.version}` : ''} onChange={(e) => setVersion(e.target.value)} data-testid="consent-version" />
          <label className="form-label" htmlFor="consent-text">
            ข้อความ
          </label>
          <textarea id="consent-text" className="form-control" rows={10} value={text} maxLength={CONSENT_TEXT_MAX} onChange={(e) => setText(e.target.value)} data-testid="consent-text" />
          {publish.isError && (
            <div className="alert alert-danger" role="alert" data-testid="consent-publish-error">
              {(publish.error as Error).message}
            </div>
          )}
          {done && (
            <div className="alert alert-info" role="status" data-testid="consent-published">
              {CONSENT_MESSAGES.published}
            </div>
          )}
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={publish.isPending} data-testid="consent-publish-submit">
              ประกาศ
            </button>
            {current && (
              <button type="button" className="btn btn-light" onClick={() => setText(current.text)} data-testid="consent-copy-current">
                เริ่มจากฉบับปัจจุบัน
              </button>
            )}
          </div>
        </form>

        <div className="card" data-testid="consent-versions">
          <div className="card-header">
            <h2>ทุกฉบับของหัวข้อนี้</h2>
          </div>
          {query.isError && (
            <div className="alert alert-danger" role="alert">
              {(query.error as Error).message}
            </div>
          )}
          {versions.map((v) => (
            <details key={v.textSha256} className="consent-version" open={v.current} data-testid={`consent-version-${v.version}`}>
              <summary>
                <strong>{v.version}</strong> {v.current && <span className="badge badge-success">ฉบับที่มีผล</span>} <span className="muted">ประกาศ {formatThaiShortDateTime(v.publishedAt)}{v.publishedBy ? ` โดย ${v.publishedBy}` : ''}</span>
              </summary>
              <div className="consent-version-text">{v.text}</div>
            </details>
          ))}
        </div>
      </section>
    </AdminFrame>
  );
}
