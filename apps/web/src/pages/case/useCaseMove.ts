import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TeleInfoResponse, TeleTransferRequest } from '@hospital/contracts';
import { MESSAGES, flowStatusName } from '@hospital/rules';
import { teleKeys, transferTele } from '../../api/tele';

/**
 * One move of §4 from a page: PUT transfer, the answered status into the case at once, then
 * the case (and the patient's list) refetch.
 * A refusal (4xx {message}, or result 500) lands in `error` for the 'ไม่สามารถบันทึกข้อมูลได้'
 * modal (§8); a success sets `notice` to the §8 success text.
 */
export function useCaseMove(teleID: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const move = useCallback(
    async (body: TeleTransferRequest, successText: string): Promise<boolean> => {
      setBusy(true);
      setNotice(null);
      try {
        const answer = await transferTele(teleID, body);
        // Issue 35 item 2: the page shows the status the server answered at once (the shipping
        // tab right after 'verify'), while the refetch below brings the rest.
        const moved = answer?.data?.flowStatus;
        if (typeof moved === 'number')
          queryClient.setQueryData<TeleInfoResponse>(teleKeys.info(teleID), (old) =>
            old ? { ...old, tele: { ...old.tele, flowStatus: moved, flowStatusName: flowStatusName(moved) } } : old,
          );
        setNotice(successText);
        return true;
      } catch (e) {
        setError(e instanceof Error && e.message ? e.message : MESSAGES.serverError);
        return false;
      } finally {
        setBusy(false);
        void queryClient.invalidateQueries({ queryKey: teleKeys.case(teleID) });
        void queryClient.invalidateQueries({ queryKey: teleKeys.mine() });
      }
    },
    [teleID, queryClient],
  );

  const clearError = useCallback(() => setError(null), []);
  return { move, busy, error, setError, clearError, notice, setNotice };
}
