import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  BOARD_MESSAGES,
  BOARD_SERVICE_TYPES,
  BOARD_SORTS,
  BOARD_SORT_NAMES,
  BOARD_VIEWS,
  BOARD_VIEW_NAMES,
  TELE_BOARDS,
  TELE_SERVICE_NAMES,
  bangkokDateKey,
  boardRoomsFor,
  countOfView,
  defaultBoardViewFor,
  mayReadTeleBoard,
  statusesOfView,
  type BoardSort,
  type BoardView,
  type FlowStatus,
} from '@hospital/rules';
import { fetchTeleBoard } from '../../api/tele';
import { useRoom } from '../../realtime/useRoom';
import { useSession } from '../../session/useSession';
import { BoardTable } from './BoardTable';
import { SlaAlerts } from './SlaAlerts';
import { useServerNow } from './sla-clock';
import { BoardLoadState, DateFilter, KeywordFilter, StatusCounts, StatusFilter, useSettledText } from './BoardFilters';
import './board.css';

/** Every staff-board query sits under this key: a board event refetches them all. */
export const TELE_BOARD_KEY = ['teleBoard'] as const;

/** A route's :ServiceType as a board filter: 1, 2, 5 or 3; anything else is every type. */
export function serviceTypeOfParam(param: string | undefined): number | null {
  const n = Number(param);
  return (BOARD_SERVICE_TYPES as readonly number[]).includes(n) ? n : null;
}

/**
 * The live telemedicine board of hospital staff (care-services §2 Staff pages: /admin,
 * /admin/:ServiceType, /visit, /visit/:ServiceType). Views per board (boardOf), filters, a
 * count badge per status, and rows that open the case. Live: the board rooms the user's role
 * may join (Admin: board:admin) refetch the list on every event and on reconnect; no polling.
 */
export function TeleBoard({ serviceType: routeServiceType = null }: { serviceType?: number | null }) {
  const { user } = useSession();
  const today = bangkokDateKey();
  const [view, setView] = useState<BoardView>(() => defaultBoardViewFor(user?.role));
  const [date, setDate] = useState<string | null>(today);
  const [serviceType, setServiceType] = useState<number | null>(routeServiceType);
  const [flowStatus, setFlowStatus] = useState<FlowStatus | null>(null);
  const [keywordText, keyword, setKeyword] = useSettledText();
  // Issue 14 item 1: appointment order, or the most urgent (earliest SLA due) first.
  const [sort, setSort] = useState<BoardSort>('appointment');

  useEffect(() => setServiceType(routeServiceType), [routeServiceType]);

  const allowed = mayReadTeleBoard(user?.role);
  const statuses = statusesOfView(view);
  const chooseView = (next: BoardView) => {
    setView(next);
    if (flowStatus !== null && !statusesOfView(next).includes(flowStatus)) setFlowStatus(null);
  };

  const filter = { date, serviceType, flowStatus, board: view === 'all' ? null : view, keyword };
  const query = useQuery({
    queryKey: [...TELE_BOARD_KEY, filter, sort],
    queryFn: () => fetchTeleBoard(filter, sort),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // Network roles pass the 'staff' route guard but read their own board (/hospital).
    enabled: allowed,
  });

  // The rooms of this view the role may join; four hooks, always called, some with no room.
  const rooms = useMemo(() => (user && allowed ? boardRoomsFor(user, view) : []), [user, allowed, view]);
  useRoom(rooms[0], [TELE_BOARD_KEY]);
  useRoom(rooms[1], [TELE_BOARD_KEY]);
  useRoom(rooms[2], [TELE_BOARD_KEY]);
  useRoom(rooms[3], [TELE_BOARD_KEY]);
  // Live when Admin's room or every board of the view is watched.
  const boardsOfView = view === 'all' ? TELE_BOARDS.length : 1;
  const liveness = rooms.includes('board:admin') || rooms.length === boardsOfView ? 'live' : rooms.length > 0 ? 'partly' : 'none';

  const now = useServerNow(query.data?.now);

  if (!allowed) {
    return (
      <section className="card" data-testid="tele-board-forbidden">
        <p>กระดานงานนี้สำหรับเจ้าหน้าที่โรงพยาบาล</p>
        <Link className="btn btn-primary" to="/hospital">
          ไปที่นัดหมายปรึกษา (โรงพยาบาลเครือข่าย)
        </Link>
      </section>
    );
  }

  const counts = query.data?.counts;
  const rows = query.data?.data ?? [];

  return (
    <section className="card" data-testid="tele-board" data-view={view}>
      <div className="card-header">
        <h2 data-testid="tele-board-heading">กระดานงาน Telemedicine</h2>
        {liveness === 'live' && (
          <span className="live-dot" data-testid="board-live" title="อัปเดตอัตโนมัติ">
            อัปเดตอัตโนมัติ
          </span>
        )}
        {liveness !== 'live' && (
          <span className="board-not-live" data-testid="board-not-live">
            {liveness === 'partly'
              ? `อัปเดตอัตโนมัติเฉพาะงาน${rooms.map((r) => BOARD_VIEW_NAMES[r.slice('board:'.length) as BoardView]).join(', ')}`
              : 'มุมมองนี้ไม่อัปเดตอัตโนมัติสำหรับสิทธิ์ของท่าน'}
            <button type="button" className="btn btn-light" data-testid="board-reload" onClick={() => void query.refetch()}>
              โหลดใหม่
            </button>
          </span>
        )}
      </div>

      <div className="board-views" role="tablist">
        {BOARD_VIEWS.map((v) => {
          const n = counts ? countOfView(counts, v) : 0;
          return (
            <button key={v} type="button" role="tab" className="board-view" aria-selected={view === v} data-testid={`board-view-${v}`} onClick={() => chooseView(v)}>
              {BOARD_VIEW_NAMES[v]}
              <span className={n === 0 ? 'board-view-n zero' : 'board-view-n'}>{n}</span>
            </button>
          );
        })}
      </div>

      <div className="board-filters">
        <DateFilter date={date} onChange={setDate} today={today} />
        <label>
          ประเภทบริการ
          <select data-testid="board-filter-service" value={serviceType === null ? 'all' : String(serviceType)} onChange={(e) => setServiceType(e.target.value === 'all' ? null : Number(e.target.value))}>
            <option value="all">ทุกประเภท</option>
            {BOARD_SERVICE_TYPES.map((t) => (
              <option key={t} value={t}>
                {TELE_SERVICE_NAMES[t]}
              </option>
            ))}
          </select>
        </label>
        <StatusFilter statuses={statuses} value={flowStatus} onChange={setFlowStatus} />
        <KeywordFilter value={keywordText} onChange={setKeyword} />
        <label>
          เรียงลำดับ
          <select data-testid="board-sort" value={sort} onChange={(e) => setSort(e.target.value as BoardSort)}>
            {BOARD_SORTS.map((s) => (
              <option key={s} value={s}>
                {BOARD_SORT_NAMES[s]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <StatusCounts statuses={statuses} counts={counts} value={flowStatus} onChange={setFlowStatus} />

      <BoardLoadState query={query} empty={rows.length === 0} emptyText={BOARD_MESSAGES.noCases} />
      <SlaAlerts rows={rows} now={now} loaded={query.isSuccess} />
      {rows.length > 0 && <BoardTable rows={rows} now={now} showSlips={view === 'finance' || view === 'all'} />}
    </section>
  );
}
