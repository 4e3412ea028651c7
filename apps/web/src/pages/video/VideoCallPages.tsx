import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { VideoTokens } from '@hospital/contracts';
import { VIDEO_MESSAGES, mayVideoCall } from '@hospital/rules';
import { ApiError } from '../../api/client';
import { useMyTele } from '../../api/tele';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import { startOpenTok } from './opentok-call';
import { fetchMeeting, fetchVideoTokens, type VideoSide } from './video-api';
import { WebRtcCall } from './webrtc-call';

type CallState = 'starting' | 'waiting' | 'connected' | 'ended' | 'closed';

/**
 * care-services §2 /vdocall/{teleID} (patient) and /vdoadmin/{teleID} (staff): fetch the
 * tokens (session or call), then by provider — WebRTC over our signalling, OpenTok, or the
 * meeting host (redirect). A token failure: an alert, then /login (§8). A case not open for
 * a call (status 0) shows the message instead.
 */
function VideoCall({ side }: { side: VideoSide }) {
  const { teleID = '' } = useParams();
  const [search] = useSearchParams();
  const link = search.get('t');
  const navigate = useNavigate();
  const localVideo = useRef<HTMLVideoElement>(null);
  const remoteVideo = useRef<HTMLVideoElement>(null);
  const otLocal = useRef<HTMLDivElement>(null);
  const otRemote = useRef<HTMLDivElement>(null);
  const stopRef = useRef<(() => void) | null>(null);
  const [provider, setProvider] = useState<VideoTokens['provider'] | null>(null);
  const [state, setState] = useState<CallState>('starting');
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const stop = () => {
      stopRef.current?.();
      stopRef.current = null;
    };
    const fail = (message: string) => {
      if (cancelled) return;
      cancelled = true;
      stop();
      window.alert(message || VIDEO_MESSAGES.tokenFailed);
      navigate('/login', { replace: true });
    };
    const failed = (error: unknown) => {
      if (error instanceof ApiError && error.status === 409) {
        setNotice(error.message);
        setState('closed');
      } else fail(error instanceof Error ? error.message : VIDEO_MESSAGES.tokenFailed);
    };

    (async () => {
      let tokens: VideoTokens;
      try {
        tokens = await fetchVideoTokens(side, teleID, link);
      } catch (error) {
        return failed(error);
      }
      if (cancelled) return;
      setProvider(tokens.provider);

      if (tokens.provider === 'jwt') {
        const meeting = await fetchMeeting(side === 'staff' ? 'call2' : 'session2', teleID, link).catch(failed);
        if (meeting && !cancelled) window.location.assign(meeting.url);
        return;
      }
      if (tokens.provider === 'opentok') {
        await new Promise((r) => requestAnimationFrame(r)); // the OpenTok containers are rendered
        try {
          const end = await startOpenTok(tokens, otLocal.current!, otRemote.current!, fail);
          if (cancelled) end();
          else stopRef.current = end;
          setState('waiting');
        } catch (error) {
          fail(error instanceof Error ? error.message : VIDEO_MESSAGES.tokenFailed);
        }
        return;
      }

      let local: MediaStream;
      try {
        local = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      } catch {
        setNotice(VIDEO_MESSAGES.deviceFailed);
        setState('closed');
        return;
      }
      if (cancelled) {
        local.getTracks().forEach((t) => t.stop());
        return;
      }
      if (localVideo.current) localVideo.current.srcObject = local;
      const call = new WebRtcCall({
        teleID,
        tokens: () => fetchVideoTokens(side, teleID, link),
        local,
        onRemote: (stream) => {
          if (remoteVideo.current) {
            remoteVideo.current.srcObject = stream;
            if (stream) void remoteVideo.current.play().catch(() => undefined);
          }
          setState(stream ? 'connected' : 'waiting');
        },
        onFailure: fail,
      });
      call.start(tokens);
      stopRef.current = () => call.hangUp();
      setState('waiting');
    })();

    return () => {
      cancelled = true;
      stop();
    };
  }, [side, teleID, link, navigate]);

  const hangUp = () => {
    stopRef.current?.();
    stopRef.current = null;
    if (localVideo.current) localVideo.current.srcObject = null;
    if (remoteVideo.current) remoteVideo.current.srcObject = null;
    setState('ended');
  };

  const status =
    state === 'starting' ? null : state === 'waiting' ? VIDEO_MESSAGES.waitingPeer : state === 'connected' ? VIDEO_MESSAGES.connected : state === 'ended' ? VIDEO_MESSAGES.ended : null;

  return (
    <>
      <ProfileHeader title={side === 'staff' ? 'วิดีโอคอล (เจ้าหน้าที่)' : 'วิดีโอคอลกับแพทย์'} />
      <section className="container">
        <div className="card video-card" data-testid="video-call" data-state={state} data-provider={provider ?? ''}>
          {state === 'starting' && <Spinner label="กำลังเชื่อมต่อ" />}
          {notice && (
            <div className="alert alert-info" data-testid="video-notice">
              {notice}
            </div>
          )}
          {status && (
            <p className="muted" data-testid="video-status">
              {status}
            </p>
          )}
          {provider === 'opentok' ? (
            <div className="video-grid">
              <div ref={otRemote} className="video-remote" data-testid="remote-video" />
              <div ref={otLocal} className="video-local" data-testid="local-video" />
            </div>
          ) : (
            <div className="video-grid" hidden={state === 'closed'}>
              <video ref={remoteVideo} className="video-remote" data-testid="remote-video" autoPlay playsInline />
              <video ref={localVideo} className="video-local" data-testid="local-video" autoPlay playsInline muted />
            </div>
          )}
          <div className="video-actions">
            {state === 'waiting' || state === 'connected' ? (
              <button type="button" className="btn btn-danger" onClick={hangUp} data-testid="video-hangup">
                {VIDEO_MESSAGES.hangUp}
              </button>
            ) : state === 'ended' || state === 'closed' ? (
              <Link className="btn btn-light" to={side === 'staff' ? '/admin' : '/home'}>
                กลับหน้าหลัก
              </Link>
            ) : null}
          </div>
        </div>
      </section>
    </>
  );
}

export function PatientVideoCallPage() {
  return <VideoCall side="patient" />;
}

export function StaffVideoCallPage() {
  return <VideoCall side="staff" />;
}

/** /vdocall without an id: the patient's latest case open for a call, or a message. */
export function LatestVideoCallPage() {
  const mine = useMyTele();
  if (mine.isPending) return <Spinner />;
  const open = (mine.data?.data ?? [])
    .filter((c) => mayVideoCall(c.flowStatus))
    .sort((a, b) => (a.appointDatetime < b.appointDatetime ? 1 : a.appointDatetime > b.appointDatetime ? -1 : 0))[0];
  if (open) return <Navigate to={`/vdocall/${open.teleID}`} replace />;
  return (
    <>
      <ProfileHeader title="วิดีโอคอลกับแพทย์" />
      <section className="container">
        <div className="card">
          <p data-testid="video-notice">{mine.error ? mine.error.message : VIDEO_MESSAGES.noOpenCase}</p>
          <Link className="btn btn-light" to="/home">
            กลับหน้าหลัก
          </Link>
        </div>
      </section>
    </>
  );
}
