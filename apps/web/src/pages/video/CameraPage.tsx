import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { VIDEO_MESSAGES } from '@hospital/rules';
import { ProfileHeader } from '../../components/ProfileHeader';

/** care-services §2 Device check (/camera/{teleID}): camera and microphone preview, then the call. */
export function CameraPage() {
  const { teleID = '' } = useParams();
  const [search] = useSearchParams();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices
      ?.getUserMedia({ video: true, audio: true })
      .then((s) => {
        if (cancelled) return s.getTracks().forEach((t) => t.stop());
        stream = s;
        if (video.current) video.current.srcObject = s;
        setReady(true);
      })
      .catch(() => setError(VIDEO_MESSAGES.deviceFailed)) ?? setError(VIDEO_MESSAGES.deviceFailed);
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  const link = search.get('t');
  return (
    <>
      <ProfileHeader title="ตรวจสอบกล้องและไมโครโฟน" />
      <section className="container">
        <div className="card video-card" data-testid="camera-check" data-ready={ready}>
          <p data-testid="camera-text">{VIDEO_MESSAGES.deviceCheck}</p>
          {error && (
            <div className="alert alert-danger" data-testid="camera-error">
              {error}
            </div>
          )}
          <video ref={video} className="video-preview" data-testid="camera-preview" autoPlay playsInline muted />
          <div className="video-actions">
            <Link className="btn btn-primary" to={`/vdocall/${encodeURIComponent(teleID)}${link ? `?t=${encodeURIComponent(link)}` : ''}`} data-testid="camera-enter">
              {VIDEO_MESSAGES.enterCall}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
