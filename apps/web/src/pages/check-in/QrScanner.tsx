import { useEffect, useRef, useState } from 'react';

/** How often a video frame is read (ms): fast enough at a counter, light on a phone. */
const SCAN_EVERY_MS = 250;

interface Detector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/**
 * Issue 32 item 5: the counter phone's camera (getUserMedia, the back camera) read for QR codes:
 * the browser's BarcodeDetector where it has one, else jsQR (the root's jsqr, loaded only then)
 * on canvas frames. Calls onCode once per code read, and stops when unmounted.
 */
export function QrScanner({ onCode, onClose }: { onCode(text: string): void; onClose(): void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    let last = '';
    const canvas = document.createElement('canvas');

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setError('เบราว์เซอร์นี้เปิดกล้องไม่ได้ กรุณากรอกหมายเลขคิวแทน');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        return setError('เปิดกล้องไม่ได้ กรุณาอนุญาตการใช้กล้อง หรือกรอกหมายเลขคิวแทน');
      }
      if (stopped) return stream.getTracks().forEach((t) => t.stop());
      const video = videoRef.current!;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
      const detector = Native ? new Native({ formats: ['qr_code'] }) : null;
      const jsQR = detector ? null : (await import('jsqr')).default;

      const read = async (): Promise<string | null> => {
        if (video.readyState < 2 || !video.videoWidth) return null;
        if (detector) return (await detector.detect(video))[0]?.rawValue ?? null;
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        const ctx = canvas.getContext('2d', { willReadFrequently: true });
        if (!ctx || !jsQR) return null;
        ctx.drawImage(video, 0, 0);
        const frame = ctx.getImageData(0, 0, canvas.width, canvas.height);
        return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
      };
      const tick = async () => {
        if (stopped) return;
        const text = await read().catch(() => null);
        if (text && text !== last) {
          last = text;
          onCodeRef.current(text);
        }
        timer = window.setTimeout(() => void tick(), SCAN_EVERY_MS);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return (
    <div className="check-in-scanner" data-testid="check-in-scanner">
      {error ? (
        <div className="alert alert-warning" data-testid="check-in-camera-error">{error}</div>
      ) : (
        <video ref={videoRef} className="check-in-video" muted playsInline data-testid="check-in-video" />
      )}
      <button type="button" className="btn btn-light" onClick={onClose} data-testid="check-in-scan-close">
        ปิดกล้อง
      </button>
    </div>
  );
}
