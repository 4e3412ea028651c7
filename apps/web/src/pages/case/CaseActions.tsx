import { Link } from 'react-router-dom';
import { TELE_MESSAGES, flowProblem, mayJoinVideoCall, mayMove, showsCallButton, transferMenu } from '@hospital/rules';

const MENU_TEST_IDS: Record<1 | 2 | -3, string> = { 1: 'transfer-nurse', 2: 'transfer-doctor', [-3]: 'transfer-notify-cost' };

export interface CaseActionsProps {
  teleID: string;
  status: number;
  role: string | null;
  hasCosts: boolean;
  busy: boolean;
  /** Show the §4 transfer menu (the /teleInfo page). */
  withTransferMenu: boolean;
  onMove(to: number, successText: string): void;
  onEdit(): void;
}

/**
 * The action row of a case: the §4 transfer menu (disabled by `transferMenu`, and by the
 * machine when this user may not make the move), 'แพทย์ตรวจแล้ว' (→3), 'ได้รับยาแล้ว' (→7),
 * the edit of the case data and the video call button (shown when status is not 0, to the
 * roles that treat: issue 28 item 5).
 */
export function CaseActions({ teleID, status, role, hasCosts, busy, withTransferMenu, onMove, onEdit }: CaseActionsProps) {
  return (
    <div className="case-actions" data-testid="case-actions">
      {withTransferMenu && (
        <div className="case-actions" role="group" aria-label="ส่งต่อ" style={{ marginTop: 0 }}>
          <span className="group-label">ส่งต่อ:</span>
          {transferMenu(status).map((item) => {
            const problem = flowProblem({ from: status, to: item.to, role, isOwner: false, hasCosts });
            const disabled = busy || item.disabled || !mayMove(status, item.to, role, false) || problem !== null;
            return (
              <button
                key={item.to}
                type="button"
                className="btn btn-outline"
                disabled={disabled}
                title={problem?.message}
                data-testid={MENU_TEST_IDS[item.to]}
                onClick={() => onMove(item.to, item.to === -3 ? TELE_MESSAGES.costsNotified : TELE_MESSAGES.saved)}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      )}
      {mayMove(status, 3, role, false) && (
        <button type="button" className="btn btn-outline" disabled={busy} data-testid="transfer-seen" onClick={() => onMove(3, TELE_MESSAGES.saved)}>
          แพทย์ตรวจแล้ว
        </button>
      )}
      {mayMove(status, 7, role, false) && (
        <button type="button" className="btn btn-outline" disabled={busy} data-testid="transfer-received" onClick={() => onMove(7, TELE_MESSAGES.saved)}>
          ได้รับยาแล้ว
        </button>
      )}
      <button type="button" className="btn btn-light" onClick={onEdit} data-testid="edit-case">
        แก้ไขข้อมูล
      </button>
      {/* Issue 28 item 5: only the roles that treat (Nurse, Admin, the case's doctor) have the call. */}
      {showsCallButton(status) && mayJoinVideoCall(role) && (
        <Link className="btn btn-primary" to={`/vdoadmin/${encodeURIComponent(teleID)}`} data-testid="video-button">
          วิดีโอคอล
        </Link>
      )}
    </div>
  );
}
