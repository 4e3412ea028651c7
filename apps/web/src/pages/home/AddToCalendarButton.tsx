import { useState } from 'react';
import { CALENDAR_MESSAGES } from '@hospital/rules';
import { downloadCalendar, type CalendarKind } from '../../api/appointment-calendar';
import { saveFile } from '../../api/file-download';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';

/**
 * Issue 32 item 6, 'เพิ่มลงปฏิทิน' on an upcoming home card: downloads the appointment's .ics
 * (Bangkok time, the hospital's address, the queue number, a video visit's join link), which the
 * phone opens in its calendar. A refusal shows the server's Thai words below the button.
 */
export function AddToCalendarButton({ kind, id }: { kind: CalendarKind; id: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      saveFile(await downloadCalendar(kind, id));
    } catch (e) {
      setError(e instanceof Error ? e.message : CALENDAR_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="home-calendar">
      <button type="button" className="btn btn-light home-calendar-button" disabled={busy} onClick={() => void download()} data-testid={`calendar-download-${id}`}>
        {busy ? <Spinner small /> : <Icon name="calendar" size={18} />}
        {CALENDAR_MESSAGES.add}
      </button>
      {error && (
        <p className="field-error" role="alert" data-testid={`calendar-error-${id}`}>
          {error}
        </p>
      )}
    </div>
  );
}
