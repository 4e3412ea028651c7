import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BOARD_MESSAGES } from '@hospital/rules';
import { fetchDoctorBoard } from '../../api/tele';
import { useRoom } from '../../realtime/useRoom';
import { BoardTable } from './BoardTable';
import { BoardLoadState } from './BoardFilters';
import './board.css';

export const DOCTOR_BOARD_KEY = ['doctorBoard'] as const;

/** Issue 35 item 1: each case opens the doctor's one screen, the video with the case beside it. */
export const doctorCaseLink = (row: { teleID: string }) => `/vdoadmin/${encodeURIComponent(row.teleID)}`;

/**
 * Issue 35 item 1, /hospital/doctor: the network doctor's board — today's hospital cases sent to
 * the doctor ('พบแพทย์'), in queue order (GET /api/v1/doctortele), live on board:doctor.
 */
export function DoctorBoard() {
  const query = useQuery({ queryKey: DOCTOR_BOARD_KEY, queryFn: fetchDoctorBoard, staleTime: 0 });
  useRoom('board:doctor', [DOCTOR_BOARD_KEY]);
  // The SLA column ticks on the server's clock, as the staff board's.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const rows = query.data?.data ?? [];

  return (
    <section className="card" data-testid="doctor-board">
      <div className="card-header">
        <h2>ผู้ป่วยรอพบแพทย์วันนี้ ({rows.length} ราย)</h2>
        <span className="live-dot" data-testid="board-live" title="อัปเดตอัตโนมัติ">
          อัปเดตอัตโนมัติ
        </span>
      </div>
      <p className="muted">เรียงตามลำดับคิว กดชื่อผู้ป่วยเพื่อเปิดวิดีโอคอลพร้อมข้อมูลผู้ป่วย</p>
      <BoardLoadState query={query} empty={rows.length === 0} emptyText={BOARD_MESSAGES.noCases} />
      {rows.length > 0 && <BoardTable rows={rows} now={now} linkOf={doctorCaseLink} />}
    </section>
  );
}
