import { useEffect, useRef, useState } from 'react';

/** §5/§9: camera capture is 1280×720. */
export const CAPTURE_WIDTH = 1280;
export const CAPTURE_HEIGHT = 720;

/**
 * A camera preview with a shutter: each press turns the current frame into a 1280×720 JPEG
 * file handed to `onCapture`. Shows the browser's refusal in Thai when there is no camera.
 */
export function CameraCapture({ onCapture }: { onCapture(file: File): void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => stream?.getTracks().forEach((t) => t.stop()), [stream]);

  async function open() {
    setProblem(null);
    try {
      const s = await navigator.mediaDevices.getUserMedia({ video: { width: { ideal: CAPTURE_WIDTH }, height: { ideal: CAPTURE_HEIGHT } }, audio: false });
      setStream(s);
      if (videoRef.current) {
        videoRef.current.srcObject = s;
        await videoRef.current.play().catch(() => undefined);
      }
    } catch (error) {
      setProblem(`ไม่สามารถเปิดกล้องได้: ${(error as Error).message}`);
    }
  }

  function close() {
    stream?.getTracks().forEach((t) => t.stop());
    setStream(null);
  }

  function shoot() {
    const video = videoRef.current;
    if (!video || !stream) return;
    const canvas = document.createElement('canvas');
    canvas.width = CAPTURE_WIDTH;
    canvas.height = CAPTURE_HEIGHT;
    canvas.getContext('2d')?.drawImage(video, 0, 0, CAPTURE_WIDTH, CAPTURE_HEIGHT);
    canvas.toBlob(
      (blob) => {
        if (blob) onCapture(new File([blob], `camera-${Date.now()}.jpg`, { type: 'image/jpeg' }));
      },
      'image/jpeg',
      0.92,
    );
  }

  return (
    <div className="camera-capture">
      <video ref={videoRef} muted playsInline hidden={!stream} className="camera-preview" data-testid="camera-preview" />
      <div className="button-row">
        {stream ? (
          <>
            <button type="button" className="btn btn-primary" onClick={shoot} data-testid="camera-shoot">
              ถ่ายภาพ
            </button>
            <button type="button" className="btn btn-light" onClick={close}>
              ปิดกล้อง
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-light" onClick={() => void open()} data-testid="camera-open">
            เปิดกล้อง
          </button>
        )}
      </div>
      {problem && (
        <div className="alert alert-danger" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}
