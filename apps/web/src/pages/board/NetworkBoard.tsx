import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BOARD_MESSAGES, bangkokDateKey, statusesOfView, type FlowStatus } from '@hospital/rules';
import { fetchNetworkBoard } from '../../api/tele';
import { useRoom } from '../../realtime/useRoom';
import { BoardTable } from './BoardTable';
import { BoardLoadState, DateFilter, KeywordFilter, StatusCounts, StatusFilter, useSettledText } from './BoardFilters';
import './board.css';

export const NETWORK_BOARD_KEY = ['networkBoard'] as const;
const STATUSES = statusesOfView('all');

/**
 * /hospital (care-services §2 Staff pages): the consultations a network-hospital user asked
 * for or that were asked of them (GET /api/v1/networktele), live on board:network.
 */
export function NetworkBoard() {
  const today = bangkokDateKey();
  const [date, setDate] = useState<string | null>(today);
  const [flowStatus, setFlowStatus] = useState<FlowStatus | null>(null);
  const [keywordText, keyword, setKeyword] = useSettledText();
  const filter = { date, flowStatus, keyword };
  const query = useQuery({
    queryKey: [...NETWORK_BOARD_KEY, filter],
    queryFn: () => fetchNetworkBoard(filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useRoom('board:network', [NETWORK_BOARD_KEY]);
  const rows = query.data?.data ?? [];

  return (
    <section className="card" data-testid="network-board">
      <div className="card-header">
        <h2>รายการนัดหมายปรึกษาของโรงพยาบาลเครือข่าย</h2>
        <span className="live-dot" data-testid="board-live" title="อัปเดตอัตโนมัติ">
          อัปเดตอัตโนมัติ
        </span>
      </div>
      <div className="board-filters">
        <DateFilter date={date} onChange={setDate} today={today} />
        <StatusFilter statuses={STATUSES} value={flowStatus} onChange={setFlowStatus} />
        <KeywordFilter value={keywordText} onChange={setKeyword} />
      </div>
      <StatusCounts statuses={STATUSES} counts={query.data?.counts} value={flowStatus} onChange={setFlowStatus} />
      <BoardLoadState query={query} empty={rows.length === 0} emptyText={BOARD_MESSAGES.noCases} />
      {rows.length > 0 && <BoardTable rows={rows} showDoctor />}
    </section>
  );
}
