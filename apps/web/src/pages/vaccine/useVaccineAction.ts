import { useState } from 'react';
import type { Api2Result } from '@hospital/contracts';
import { errorText } from '../../line/alerts';
import type { Failure } from './FailureModal';

/**
 * A vaccine write of the school booking and the admin page (confirm, edit, cancel, admin save),
 * care-services §8: one at a time (busy); when the answer comes the dialog closes; status 200
 * runs `ok`; any other status, or a failed request, shows the FailureModal under `title` with
 * msg (and desc), and an answered refusal is handed to `refused` (the page may act on it).
 */
export function useVaccineAction() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  async function run(title: string, send: () => Promise<Api2Result>, then: { close(): void; ok(answer: Api2Result): unknown; refused?(answer: Api2Result): void }) {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await send();
      then.close();
      if (answer.status === 200) await then.ok(answer);
      else {
        setFailure({ title, msg: answer.msg, desc: answer.desc });
        then.refused?.(answer);
      }
    } catch (e) {
      then.close();
      setFailure({ title, msg: errorText(e) });
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, closeFailure: () => setFailure(null), run };
}
