import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { VIDEO_MESSAGES } from '@hospital/rules';
import { ApiError } from '../../api/client';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import { fetchMeeting } from '../../api/video';

/**
 * care-services §2 /call/{teleID} (staff) and /answer/{teleID} (patient): fetch the meeting
 * host's JWT link (call2 / answer2) and send the browser there. Another provider: a message.
 */
function MeetingRedirect({ kind }: { kind: 'call2' | 'answer2' }) {
  const { teleID = '' } = useParams();
  const [search] = useSearchParams();
  const link = search.get('t');
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchMeeting(kind, teleID, link).then(
      (meeting) => {
        if (cancelled) return;
        // Issue 16: no meeting to go to is answered 200 with the reason (no failed request in the console).
        if (meeting.url) window.location.assign(meeting.url);
        else setNotice(meeting.message ?? VIDEO_MESSAGES.tokenFailed);
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 409) return setNotice(error.message);
        window.alert(error instanceof Error ? error.message : VIDEO_MESSAGES.tokenFailed);
        navigate('/login', { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [kind, teleID, link, navigate]);

  return (
    <>
      <ProfileHeader title="ห้องประชุมวิดีโอ" />
      <section className="container">
        <div className="card" data-testid="meeting-redirect">
          {notice ? (
            <p data-testid="video-notice">{notice}</p>
          ) : (
            <p className="muted">
              <Spinner small /> {VIDEO_MESSAGES.redirecting}
            </p>
          )}
        </div>
      </section>
    </>
  );
}

export function CallRedirectPage() {
  return <MeetingRedirect kind="call2" />;
}

export function AnswerRedirectPage() {
  return <MeetingRedirect kind="answer2" />;
}
