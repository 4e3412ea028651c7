import { useQueryClient } from '@tanstack/react-query';
import type { ClinicVisit, ClinicVisitListResponse } from '@hospital/contracts';
import { CCNOTE_MAX_LENGTH } from '@hospital/rules';
import { noteListQueryKey, saveCCNote, withVisit } from '../../api/records';
import { SaveIndicator } from './SaveIndicator';
import { StaffVisits, useVisitRange } from './StaffVisits';
import { useSaveQueues, useSaveState, type SaveQueues } from './useLatestSave';

/** Pause after the last keystroke before a CCNote is sent. */
export const CCNOTE_DEBOUNCE_MS = 500;

/**
 * /ccnote/:serviceUnitKey/:startDate/:endDate(/:json) — care-services §2 CCNote admin: the
 * visit list; an open visit has the CCNote box, saved as the user types (PUT
 * /api/v1/checknote/{ClinicVisitKey}) through one save queue per visit: debounced, one save in
 * flight, the latest text always sent last, retried on failure (§8 'update error' shown
 * under the box, never a blocking alert that would steal the focus from the typing).
 */
export function CCNotePage() {
  const range = useVisitRange();
  const queryClient = useQueryClient();
  const listKey = noteListQueryKey('checknote', range);
  // The queues always call the latest `save` (kept in a ref), so no memo is needed.
  const save = async (key: string, text: string) => {
    const answer = await saveCCNote(key, text);
    if (answer?.data) queryClient.setQueryData<ClinicVisitListResponse>(listKey, (old) => withVisit(old, key, answer.data!));
  };
  const queues = useSaveQueues<string>(save, CCNOTE_DEBOUNCE_MS);
  return (
    <StaffVisits kind="checknote" title="Personal Health Record" range={range} tool={(v) => <CCNoteBox visit={v} queues={queues} />} />
  );
}

function CCNoteBox({ visit, queues }: { visit: ClinicVisit; queues: SaveQueues<string> }) {
  const key = visit.ClinicVisitKey;
  const state = useSaveState(queues, key);
  const text = state.latest ?? visit.CCNote ?? '';
  const id = `ccnote-${key}`;
  return (
    <div className="ccnote-box">
      <label htmlFor={id} className="form-label">
        CCNote
      </label>
      <textarea
        id={id}
        rows={4}
        cols={100}
        placeholder="CCNote"
        maxLength={CCNOTE_MAX_LENGTH}
        value={text}
        onChange={(e) => queues.get(key).push(e.target.value)}
        onBlur={() => queues.get(key).flush()}
        data-testid="ccnote-input"
      />
      <SaveIndicator state={state} testId="ccnote-status" />
    </div>
  );
}
