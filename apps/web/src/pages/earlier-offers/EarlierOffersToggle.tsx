import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchEarlierOffers, setBookingEarlierOffers, setTeleEarlierOffers } from '../../api/earlier-offers';
import { errorText } from '../../line/alerts';

/** Issue 32 item 3: the home card's own 'แจ้งฉันถ้ามีคิวเร็วขึ้น' for an upcoming visit (saved at once). */
export function EarlierOffersToggle({ kind, id }: { kind: 'clinic' | 'tele'; id: string }) {
  const stored = useQuery({ queryKey: ['earlier-offers', kind, id], queryFn: () => fetchEarlierOffers(kind, id) });
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (stored.data) setWanted(stored.data.data.wanted);
  }, [stored.data]);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const change = async (next: boolean) => {
    setBusy(true);
    setNote(null);
    try {
      const res = kind === 'clinic' ? await setBookingEarlierOffers(id, next) : await setTeleEarlierOffers(id, next);
      setWanted(res.data.wanted);
      setNote(res.message);
    } catch (e) {
      setNote(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="form-check form-switch mt-2">
      <input
        className="form-check-input"
        type="checkbox"
        role="switch"
        id={`earlier-offers-${id}`}
        checked={wanted}
        disabled={busy || !stored.data}
        onChange={(e) => void change(e.target.checked)}
        data-testid="earlier-offers-toggle"
      />
      <label className="form-check-label" htmlFor={`earlier-offers-${id}`}>
        แจ้งฉันถ้ามีคิวเร็วขึ้น
      </label>
      {note && <small className="d-block text-muted" role="status">{note}</small>}
    </div>
  );
}
