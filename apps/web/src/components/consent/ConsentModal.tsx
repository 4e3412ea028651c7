import { useEffect, useRef, useState } from 'react';
import SignatureCanvasImport from 'react-signature-canvas';
import { CONSENT_PARAGRAPHS, CONSENT_TITLE, MESSAGES } from '@hospital/rules';

// The package is a CommonJS/UMD build: take the class whichever way the bundler hands it over.
const SignatureCanvas = ((SignatureCanvasImport as unknown as { default?: typeof SignatureCanvasImport }).default ??
  SignatureCanvasImport) as typeof SignatureCanvasImport;

/** accounts §9: the consent text box height and the signature canvas size. */
export const CONSENT_BOX_HEIGHT_PX = 380;
export const SIGNATURE_HEIGHT_PX = 250;
export const signatureWidthPx = (): number => Math.max(window.innerWidth - 3, 120);

export interface ConsentModalProps {
  open: boolean;
  /** 'ไม่ยินยอม': the person closes the consent without signing. */
  onDecline(): void;
  /** 'ยอมรับ' with a drawn signature: the canvas as a PNG data URL. */
  onAccept(signBase64: string): void;
  /** Another consent's text (e.g. the vaccination consent); the registration consent by default. */
  title?: string;
  paragraphs?: readonly string[];
}

type Stage = 'read' | 'sign';

/**
 * The registration consent (accounts §2, §4): first the scrollable text (CONSENT_TITLE and
 * CONSENT_PARAGRAPHS of @hospital/rules, with the fee facts) with 'ไม่ยินยอม' and 'ลงลายมือชื่อ';
 * then the signature canvas with 'ล้าง/เซ็นใหม่' (clear and sign again) and 'ยอมรับ'. An empty
 * canvas is refused with MESSAGES.signatureRequired.
 */
export function ConsentModal({ open, onDecline, onAccept, title = CONSENT_TITLE, paragraphs = CONSENT_PARAGRAPHS }: ConsentModalProps) {
  const [stage, setStage] = useState<Stage>('read');
  const [error, setError] = useState<string | null>(null);
  const [width, setWidth] = useState(signatureWidthPx);
  const pad = useRef<SignatureCanvasImport | null>(null);

  useEffect(() => {
    if (!open) return;
    setStage('read');
    setError(null);
    // The page behind does not scroll (and shows no scroll bar) while the consent is open.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  if (!open) return null;

  function startSigning() {
    setWidth(signatureWidthPx());
    setError(null);
    setStage('sign');
  }

  function clear() {
    pad.current?.clear();
    setError(null);
  }

  function accept() {
    const canvas = pad.current;
    if (!canvas || canvas.isEmpty()) {
      setError(MESSAGES.signatureRequired);
      return;
    }
    onAccept(canvas.toDataURL('image/png'));
  }

  return (
    <div className={`modal-backdrop consent-backdrop${stage === 'sign' ? ' consent-backdrop-sign' : ''}`} data-testid="consent-modal">
      <div
        className={`modal consent-modal${stage === 'sign' ? ' consent-modal-sign' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="consent-title"
        data-stage={stage}
      >
        <div className="modal-header consent-header">
          <h2 id="consent-title">{stage === 'read' ? title : 'ลงลายมือชื่อ'}</h2>
        </div>

        {stage === 'read' ? (
          <>
            <div className="consent-text" style={{ height: CONSENT_BOX_HEIGHT_PX }} tabIndex={0} data-testid="consent-text">
              <h3>{title}</h3>
              {paragraphs.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
            <div className="modal-footer consent-footer">
              <button type="button" className="btn btn-light" onClick={onDecline} data-testid="consent-decline">
                ไม่ยินยอม
              </button>
              <button type="button" className="btn btn-primary" onClick={startSigning} data-testid="consent-sign">
                ลงลายมือชื่อ
              </button>
            </div>
          </>
        ) : (
          <>
            <p className="consent-sign-hint">กรุณาลงลายมือชื่อในกรอบด้านล่าง เพื่อยืนยันว่าท่านได้อ่านและยินยอมตามข้อความข้างต้น</p>
            <div className="signature-frame">
              <SignatureCanvas
                ref={pad}
                penColor="#0f172a"
                clearOnResize={false}
                onBegin={() => setError(null)}
                canvasProps={{
                  width,
                  height: SIGNATURE_HEIGHT_PX,
                  className: 'signature-canvas',
                  'aria-label': 'ช่องลงลายมือชื่อ',
                  'data-testid': 'signature-canvas',
                }}
              />
            </div>
            {error && (
              <div className="alert alert-danger consent-error" role="alert" data-testid="signature-error">
                {error}
              </div>
            )}
            <div className="modal-footer consent-footer">
              <button type="button" className="btn btn-light" onClick={onDecline} data-testid="consent-decline">
                ไม่ยินยอม
              </button>
              <button type="button" className="btn btn-outline" onClick={clear} data-testid="signature-clear">
                ล้าง/เซ็นใหม่
              </button>
              <button type="button" className="btn btn-primary" onClick={accept} data-testid="signature-accept">
                ยอมรับ
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
