import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Role, type VideoTokens } from '@hospital/contracts';
import { VIDEO_MESSAGES, mayVideoCall } from '@hospital/rules';
import { ApiError } from '../../api/client';
import { useMyTele } from '../../api/tele';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import { useRoom } from '../../realtime/useRoom';
import { sessionStore } from '../../session/session-store';
import { useActingUserID } from '../../session/acting-for';
import { startOpenTok } from './opentok-call';
import { endCall, fetchCallState, fetchMeeting, fetchVideoCase, fetchVideoTokens, type VideoSide } from '../../api/video';
import { WebRtcCall } from './webrtc-call';
import { VideoCasePanel } from './VideoCasePanel';
import './video.css';

/** 'callEnded': the staff side ended the call (issue 16 item 12); 'ended': this side hung up. */
type CallState = 'starting' | 'waiting' | 'connected' | 'ended' | 'callEnded' | 'closed';

/** This side's microphone and camera switches (WebRTC: the local tracks; OpenTok: the publisher). */
interface LocalMedia {
  setAudio(on: boolean): void;
  setVideo(on: boolean): void;
}

/**
 * care-services §2 /vdocall/{teleID} (patient) and /vdoadmin/{teleID} (staff): fetch the
 * tokens (session or call), then by provider — WebRTC over our signalling, OpenTok, or the
 * meeting host (redirect). A token failure: an alert, then /login (§8). A case not open for
 * a call (status 0) shows the message instead.
 * Issue 16 item 12: mute and camera switches on both sides; the staff page names the patient
 * (the case as the staff member may read it); the staff hang-up ends the call for both, and the
 * patient's page says so — it reads the call status when the other side leaves and whenever
 * the patient's realtime room hears something (a patient who came by the link has no room).
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
  const mediaRef = useRef<LocalMedia | null>(null);
  const finishedRef = useRef(false);
  const [provider, setProvider] = useState<VideoTokens['provider'] | null>(null);
  const [state, setState] = useState<CallState>('starting');
  const [notice, setNotice] = useState<string | null>(null);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);

  const queryClient = useQueryClient();
  const stateKey = ['video-call-state', teleID, link ?? ''] as const;
  const readState = () => fetchCallState(teleID, link);
  const callState = useQuery({ queryKey: stateKey, queryFn: readState, enabled: side === 'patient', retry: false });
  // The patient's room, or the chosen person's when a caregiver acts for them (issue 33).
  const personID = useActingUserID();
  useRoom(side === 'patient' && personID ? `patient:${personID}` : null, [stateKey]);
  const patientCase = useQuery({ queryKey: ['video-case', teleID], queryFn: () => fetchVideoCase(teleID), enabled: side === 'staff' });

  /** Stops the call on this page and shows the result. */
  const finish = useCallback((next: CallState) => {
    finishedRef.current = true;
    stopRef.current?.();
    stopRef.current = null;
    mediaRef.current = null;
    if (localVideo.current) localVideo.current.srcObject = null;
    if (remoteVideo.current) remoteVideo.current.srcObject = null;
    setState(next);
  }, []);

  // The patient: the staff side ended the call (read at the start, after the other side left, or on a realtime event).
  useEffect(() => {
    if (callState.data?.state === 'ended') finish('callEnded');
  }, [callState.data, finish]);

  useEffect(() => {
    let cancelled = false;
    finishedRef.current = false;
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

    /** The other side left or its stream went: did the staff side end the call? */
    const otherSideLeft = () => {
      if (side === 'patient' && !cancelled) void queryClient.invalidateQueries({ queryKey: stateKey });
    };

    (async () => {
      if (side === 'patient') {
        // Already ended by the staff side: say so, without opening the camera.
        const first = await queryClient.fetchQuery({ queryKey: stateKey, queryFn: readState, staleTime: 0 }).catch(() => null);
        if (cancelled || first?.state === 'ended') return;
      }
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
        if (!meeting || cancelled) return;
        if (meeting.url) window.location.assign(meeting.url);
        else {
          setNotice(meeting.message ?? VIDEO_MESSAGES.tokenFailed);
          setState('closed');
        }
        return;
      }
      if (tokens.provider === 'opentok') {
        await new Promise((r) => requestAnimationFrame(r)); // the OpenTok containers are rendered
        try {
          const call = await startOpenTok(tokens, otLocal.current!, otRemote.current!, fail, (present) => {
            if (cancelled) return;
            setState((s) => (s === 'waiting' || s === 'connected' ? (present ? 'connected' : 'waiting') : s));
            if (!present) otherSideLeft();
          });
          if (cancelled || finishedRef.current) call.end();
          else {
            stopRef.current = () => call.end();
            mediaRef.current = call;
            setState('waiting');
          }
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
      if (cancelled || finishedRef.current) {
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
          setState((s) => (s === 'waiting' || s === 'connected' ? (stream ? 'connected' : 'waiting') : s));
          if (!stream) otherSideLeft();
        },
        onFailure: fail,
      });
      call.start(tokens);
      stopRef.current = () => call.hangUp();
      mediaRef.current = {
        setAudio: (on) => local.getAudioTracks().forEach((t) => (t.enabled = on)),
        setVideo: (on) => local.getVideoTracks().forEach((t) => (t.enabled = on)),
      };
      setState((s) => (s === 'starting' ? 'waiting' : s));
    })();

    return () => {
      cancelled = true;
      stop();
      mediaRef.current = null;
    };
    // stateKey/readState are derived from teleID and link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [side, teleID, link, navigate, queryClient]);

  const hangUp = async () => {
    // The staff side ends the call for both (recorded first, so the patient's read after the leave says so).
    if (side === 'staff') await endCall(teleID).catch(() => undefined);
    finish('ended');
  };

  const toggleAudio = () => {
    mediaRef.current?.setAudio(muted);
    setMuted(!muted);
  };
  const toggleCamera = () => {
    mediaRef.current?.setVideo(cameraOff);
    setCameraOff(!cameraOff);
  };

  const inCall = state === 'waiting' || state === 'connected';
  const status =
    state === 'waiting' ? VIDEO_MESSAGES.waitingPeer : state === 'connected' ? VIDEO_MESSAGES.connected : state === 'ended' ? VIDEO_MESSAGES.ended : null;
  const person = patientCase.data?.data;

  return (
    <>
      <ProfileHeader title={side === 'staff' ? 'วิดีโอคอล (เจ้าหน้าที่)' : 'วิดีโอคอลกับแพทย์'} />
      {/* Issue 35 item 1: on the staff side the case sits beside the video (video-screen), controls always in view. */}
      <section className={side === 'staff' ? 'container video-screen' : 'container'}>
        <div className="card video-card" data-testid="video-call" data-state={state} data-provider={provider ?? ''}>
          {side === 'staff' && person && (
            <p className="video-patient" data-testid="video-patient">
              <span className="video-patient-label">{VIDEO_MESSAGES.patient}</span>
              <strong>{person.fullName}</strong>
              {person.hn && <span className="video-hn">HN {person.hn}</span>}
            </p>
          )}
          {state === 'starting' && <Spinner label="กำลังเชื่อมต่อ" />}
          {state === 'callEnded' && (
            <div className="video-ended" data-testid="video-ended" role="status">
              <h2>{VIDEO_MESSAGES.callEnded}</h2>
              <p>{VIDEO_MESSAGES.callEndedNext}</p>
              <div className="video-actions">
                <Link className="btn btn-primary" to="/home">
                  {VIDEO_MESSAGES.myCases}
                </Link>
              </div>
            </div>
          )}
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
            <div className="video-grid" hidden={state === 'closed' || state === 'callEnded'}>
              <video ref={remoteVideo} className="video-remote" data-testid="remote-video" autoPlay playsInline />
              <video ref={localVideo} className="video-local" data-testid="local-video" autoPlay playsInline muted />
            </div>
          )}
          <div className="video-actions">
            {inCall ? (
              <>
                <button type="button" className="btn btn-light video-toggle" aria-pressed={muted} onClick={toggleAudio} data-testid="video-mute">
                  {muted ? VIDEO_MESSAGES.unmute : VIDEO_MESSAGES.mute}
                </button>
                <button type="button" className="btn btn-light video-toggle" aria-pressed={cameraOff} onClick={toggleCamera} data-testid="video-camera">
                  {cameraOff ? VIDEO_MESSAGES.cameraOn : VIDEO_MESSAGES.cameraOff}
                </button>
                <button type="button" className="btn btn-danger" onClick={() => void hangUp()} data-testid="video-hangup">
                  {VIDEO_MESSAGES.hangUp}
                </button>
              </>
            ) : state === 'ended' || state === 'closed' ? (
              <Link className="btn btn-light" to={side === 'staff' ? staffHome() : '/home'}>
                กลับหน้าหลัก
              </Link>
            ) : null}
          </div>
        </div>
        {side === 'staff' && person && <VideoCasePanel tele={person} />}
      </section>
    </>
  );
}

/** Where the staff side goes back to: the network doctor's board (issue 35 item 1), else the staff board. */
function staffHome(): string {
  return sessionStore.get()?.role === Role.NetworkDoctor ? '/hospital/doctor' : '/admin';
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
