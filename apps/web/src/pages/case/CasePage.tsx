import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Role, type TeleTransferRequest } from '@hospital/contracts';
import { TELE_MESSAGES, mayMove } from '@hospital/rules';
import { ApiError } from '../../api/client';
import { useTeleInfo } from '../../api/tele';
import { ErrorModal } from '../../components/ErrorModal';
import { ImageGallery } from '../../components/images';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../session/useSession';
import { CaseActions } from './CaseActions';
import { CaseHeader } from './CaseHeader';
import { useCaseRoom } from './case-room';
import { LineMessagesPanel } from '../patients/LineMessagesPanel';
import { CostTable, DrugTable } from './CostTables';
import { EditCaseModal } from './EditCaseModal';
import { PaymentReview } from './PaymentReview';
import { ShippingTab } from './ShippingTab';
import { StaffUpload } from './StaffUpload';
import { useCaseMove } from './useCaseMove';
import './case.css';

type TabName = 'images' | 'costs' | 'drugs' | 'payment' | 'shipping';
const FULL_TABS: ReadonlyArray<[TabName, string]> = [
  ['images', 'รูปภาพ'],
  ['costs', 'ค่าบริการ'],
  ['payment', 'การชำระเงิน'],
  ['shipping', 'การจัดส่ง'],
];
const CONSULT_TABS: ReadonlyArray<[TabName, string]> = [
  ['images', 'รูปภาพ'],
  ['drugs', 'รายการยา'],
];

/** /teleInfo/:teleID — care-services §2 Staff telemedicine case detail. */
export function TeleInfoPage() {
  return <CasePage variant="full" />;
}

/** /consultInfo/:teleID — the same header, tabs images and drug list only (§2). */
export function ConsultInfoPage() {
  return <CasePage variant="consult" />;
}

/**
 * One staff case page. Live: the page watches the case's room (caseRoom), where every change
 * of the case arrives (`tele.changed`: a move by someone else, a slip the patient attached),
 * and refetches the case.
 */
function CasePage({ variant }: { variant: 'full' | 'consult' }) {
  const { teleID = '' } = useParams();
  const { user } = useSession();
  const role = user?.role ?? null;
  const info = useTeleInfo(teleID);
  const data = info.data;
  useCaseRoom(teleID, data?.tele);

  const { move, busy, error, setError, clearError, notice, setNotice } = useCaseMove(teleID);
  const [tab, setTab] = useState<TabName>('images');
  const [editing, setEditing] = useState(false);
  const closeEdit = useCallback(() => setEditing(false), []);

  const moveTo = useCallback(
    (to: number, successText: string, extra: Omit<TeleTransferRequest, 'flowStatus'> = {}) => move({ flowStatus: to, ...extra }, successText),
    [move],
  );

  const tabs = variant === 'full' ? FULL_TABS : CONSULT_TABS;
  const title = variant === 'full' ? 'รายละเอียดการรับบริการ Telemedicine' : 'รายละเอียดการปรึกษา';

  let body;
  if (info.isLoading) {
    body = (
      <div className="card" data-testid="case-loading">
        <Spinner label="กำลังโหลดข้อมูล" />
      </div>
    );
  } else if (!data) {
    const message = info.error instanceof ApiError && info.error.status === 404 ? TELE_MESSAGES.teleNotFound : info.error instanceof Error ? info.error.message : TELE_MESSAGES.teleNotFound;
    body = (
      <div className="alert alert-danger" role="alert" data-testid="case-error">
        {message}
      </div>
    );
  } else {
    const { tele } = data;
    const status = tele.flowStatus;
    const hasCosts = data.costList.length > 0;
    const mayNotifyCost = role === Role.Admin || role === Role.Nurse;
    body = (
      <>
        <div className="card" data-testid="case-card" data-teleid={tele.teleID}>
          <CaseHeader info={data} />
          {tele.description && (
            <p className="muted" data-testid="case-description" style={{ marginBottom: 0 }}>
              {tele.description}
            </p>
          )}
          <CaseActions
            teleID={teleID}
            status={status}
            role={role}
            hasCosts={hasCosts}
            busy={busy}
            withTransferMenu={variant === 'full'}
            onMove={(to, text) => void moveTo(to, text)}
            onEdit={() => setEditing(true)}
          />
        </div>
        <LineMessagesPanel userID={tele.userID} />
        {notice && (
          <div className="alert alert-success" role="status" data-testid="case-notice">
            {notice}
          </div>
        )}
        <div className="card">
          <div className="tabs" role="tablist">
            {tabs.map(([name, label]) => (
              <button key={name} type="button" role="tab" className="tab" aria-selected={tab === name} onClick={() => setTab(name)} data-testid={`tab-${name}`}>
                {label}
              </button>
            ))}
          </div>
          {tab === 'images' && (
            <div data-testid="images-tab">
              <ImageGallery teleID={teleID} testId="case-gallery" />
              {variant === 'full' && <StaffUpload teleID={teleID} onError={setError} onDone={setNotice} />}
            </div>
          )}
          {tab === 'costs' && (
            <div data-testid="costs-tab">
              <h3>ค่าบริการ</h3>
              <CostTable rows={data.costList} total={data.costTotal} />
              {mayNotifyCost && hasCosts && (
                <button type="button" className="btn btn-primary" disabled={busy || !mayMove(status, -3, role, false)} onClick={() => void moveTo(-3, TELE_MESSAGES.costsNotified)} data-testid="notify-cost">
                  แจ้งค่าใช้จ่าย
                </button>
              )}
              <h3>รายการยา</h3>
              <DrugTable rows={data.drugList} />
            </div>
          )}
          {tab === 'drugs' && (
            <div data-testid="drugs-tab">
              <DrugTable rows={data.drugList} />
            </div>
          )}
          {tab === 'payment' && <PaymentReview tele={tele} costTotal={data.costTotal} role={role} busy={busy} move={moveTo} onError={setError} />}
          {tab === 'shipping' && <ShippingTab tele={tele} role={role} busy={busy} move={moveTo} onError={setError} />}
        </div>
        {editing && (
          <EditCaseModal
            tele={tele}
            onClose={closeEdit}
            onError={setError}
            onSaved={() => {
              setEditing(false);
              setNotice(TELE_MESSAGES.saved);
            }}
          />
        )}
      </>
    );
  }

  return (
    <>
      <ProfileHeader title={title} />
      <section className="container grid" data-testid={variant === 'full' ? 'tele-info-page' : 'consult-info-page'}>
        {body}
      </section>
      <ErrorModal message={error} onClose={clearError} title={TELE_MESSAGES.cannotSave} />
    </>
  );
}
