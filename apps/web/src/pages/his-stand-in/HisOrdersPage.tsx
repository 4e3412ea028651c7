import { amountOf as sumOfAmounts } from '@hospital/rules';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Role } from '@hospital/contracts';
import { addHisOrders, clearHisOrders, fetchHisOrders, type HisOrders } from '../../api/his-stand-in';
import { usePublicConfig } from '../../api/config';
import { baht, useTeleInfo } from '../../api/tele';
import { ErrorModal } from '../../components/ErrorModal';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/forms/TextField';
import { useSession } from '../../session/useSession';
import { CaseHeader } from '../case/CaseHeader';
import { CostTable, DrugTable } from '../case/CostTables';
import '../case/case.css';
import './his-stand-in.css';

/** Who types into the HIS: Admin, Nurse and the HIS's doctor (the server checks again). */
const HIS_ROLES: readonly string[] = [Role.Admin, Role.Nurse, Role.NetworkDoctor];

/** A number typed by a person: digits with at most 2 decimals ('1,250.50' allowed); null otherwise. */
export function amountOf(text: string): number | null {
  const t = text.replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Number(t);
}

const EMPTY_COST = { name: '', total: '', discount: '0' };
const EMPTY_DRUG = { name: '', note: '', qty: '', unit: '' };

/**
 * /his-stand-in/:teleID (issue 13 item 2): the HIS stand-in's own small page, where staff play the
 * HIS's doctor and enter the costs and drugs of a case's visit. Rows are added to a list here,
 * then saved to the HIS at once; the telemedicine side learns of them by its poll job (the nurse
 * board then shows 'costs ready'). Clear removes every row of the case in the HIS (corrections).
 */
export function HisOrdersPage() {
  const { teleID = '' } = useParams();
  const { user } = useSession();
  const config = usePublicConfig();
  const allowed = HIS_ROLES.includes(user?.role ?? '');
  const standIn = config.data?.hisStandIn === true;
  const queryClient = useQueryClient();
  const info = useTeleInfo(allowed ? teleID : '');
  const orders = useQuery({
    queryKey: ['his-stand-in', teleID],
    queryFn: () => fetchHisOrders(teleID),
    enabled: allowed && standIn && teleID !== '',
    staleTime: 0,
  });

  const [cost, setCost] = useState(EMPTY_COST);
  const [drug, setDrug] = useState(EMPTY_DRUG);
  const [pending, setPending] = useState<HisOrders>({ costs: [], drugs: [] });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const total = amountOf(cost.total);
  const discount = amountOf(cost.discount || '0');
  const net = total !== null && discount !== null && discount <= total ? Math.round((total - discount) * 100) / 100 : null;

  const addCost = () => {
    if (cost.name.trim() === '') return setError('กรุณากรอกชื่อรายการค่าใช้จ่าย');
    if (total === null) return setError('ราคารวมต้องเป็นตัวเลขตั้งแต่ 0 ขึ้นไป ทศนิยมไม่เกิน 2 ตำแหน่ง');
    if (discount === null) return setError('ส่วนลดต้องเป็นตัวเลขตั้งแต่ 0 ขึ้นไป ทศนิยมไม่เกิน 2 ตำแหน่ง');
    if (net === null) return setError('ส่วนลดต้องไม่มากกว่าราคารวม');
    setPending((p) => ({ ...p, costs: [...p.costs, { svname: cost.name.trim(), totcost: total, netdisc: discount, netcost: net }] }));
    setCost(EMPTY_COST);
    setNotice(null);
  };

  const addDrug = () => {
    const qty = amountOf(drug.qty);
    if (drug.name.trim() === '') return setError('กรุณากรอกชื่อยา');
    if (qty === null || qty <= 0) return setError('จำนวนยาต้องเป็นตัวเลขมากกว่า 0');
    if (drug.unit.trim() === '') return setError('กรุณากรอกหน่วยของยา');
    setPending((p) => ({ ...p, drugs: [...p.drugs, { itemName: drug.name.trim(), itemNote: drug.note.trim(), qty, itemUnit: drug.unit.trim() }] }));
    setDrug(EMPTY_DRUG);
    setNotice(null);
  };

  const send = async (call: () => Promise<HisOrders>, done: string) => {
    setBusy(true);
    try {
      queryClient.setQueryData(['his-stand-in', teleID], await call());
      setNotice(done);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'ไม่สามารถบันทึกข้อมูลได้');
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    send(async () => {
      const saved = await addHisOrders(teleID, pending);
      setPending({ costs: [], drugs: [] });
      return saved;
    }, 'บันทึกรายการในระบบ HIS แล้ว ระบบ Telemedicine จะรับรายการค่าใช้จ่ายไปภายในไม่กี่วินาที');
  const clear = () => send(() => clearHisOrders(teleID), 'ล้างรายการของเคสนี้ในระบบ HIS แล้ว');

  const title = 'ระบบ HIS (จำลอง) — ค่าใช้จ่ายและยา';
  let body;
  if (!allowed) {
    body = (
      <div className="alert alert-danger" role="alert" data-testid="his-forbidden">
        หน้านี้สำหรับผู้ดูแลระบบ พยาบาล และแพทย์ที่บันทึกข้อมูลในระบบ HIS เท่านั้น
      </div>
    );
  } else if (config.isLoading) {
    body = <Spinner label="กำลังโหลดข้อมูล" />;
  } else if (!standIn) {
    body = (
      <div className="alert alert-info" role="status" data-testid="his-not-stand-in">
        โรงพยาบาลเชื่อมต่อระบบ HIS จริงแล้ว กรุณาบันทึกค่าใช้จ่ายและยาในระบบ HIS ของโรงพยาบาล
      </div>
    );
  } else if (orders.isLoading) {
    body = <Spinner label="กำลังโหลดข้อมูล" />;
  } else if (!orders.data) {
    body = (
      <div className="alert alert-danger" role="alert" data-testid="his-load-error">
        {orders.error instanceof Error ? orders.error.message : 'ไม่พบเคส Telemedicine นี้ในระบบ HIS (จำลอง)'}
      </div>
    );
  } else {
    const saved = orders.data;
    const hasSaved = saved.costs.length + saved.drugs.length > 0;
    const hasPending = pending.costs.length + pending.drugs.length > 0;
    body = (
      <>
        <div className="card" data-testid="his-case">
          {info.data ? (
            <CaseHeader info={info.data} />
          ) : (
            <p className="muted">
              เคส <code>{teleID}</code>
            </p>
          )}
          <p className="muted his-note">
            หน้านี้จำลองระบบ HIS ของโรงพยาบาล: แพทย์บันทึกค่าใช้จ่ายและยาของการรับบริการครั้งนี้ แล้วระบบ Telemedicine จะดึงข้อมูลไปเอง
            {' · '}
            <Link to={`/teleInfo/${encodeURIComponent(teleID)}`} data-testid="his-back-to-case">
              กลับไปหน้ารายละเอียดเคส
            </Link>
          </p>
        </div>

        {notice && (
          <div className="alert alert-success" role="status" data-testid="his-notice">
            {notice}
          </div>
        )}

        <div className="card" data-testid="his-orders-list">
          <div className="card-header">
            <h2>รายการที่บันทึกในระบบ HIS แล้ว</h2>
            <button type="button" className="btn btn-light" disabled={busy || !hasSaved} onClick={() => void clear()} data-testid="his-clear">
              ล้างรายการทั้งหมด
            </button>
          </div>
          <h3>ค่าใช้จ่าย</h3>
          <CostTable rows={saved.costs} total={sumOfAmounts(saved.costs.map((r) => ({ amount: r.netcost })))} hisLink={false} />
          <h3>รายการยา</h3>
          <DrugTable rows={saved.drugs} />
        </div>

        <div className="card" data-testid="his-entry">
          <h2>เพิ่มรายการค่าใช้จ่าย</h2>
          <fieldset className="form-section" disabled={busy}>
            <div className="form-grid">
              <TextField id="his-cost-name" label="ชื่อรายการ" value={cost.name} onChange={(v) => setCost({ ...cost, name: v })} maxLength={200} required wide />
              <TextField id="his-cost-total" label="ราคารวม (บาท)" value={cost.total} onChange={(v) => setCost({ ...cost, total: v })} inputMode="decimal" required />
              <TextField id="his-cost-discount" label="ส่วนลด (บาท)" value={cost.discount} onChange={(v) => setCost({ ...cost, discount: v })} inputMode="decimal" />
              <div className="form-field">
                <span className="form-label">ราคาสุทธิ (บาท)</span>
                <p className="his-net" data-testid="his-cost-net">
                  {net === null ? '-' : baht(net)}
                </p>
              </div>
            </div>
            <button type="button" className="btn btn-outline" onClick={addCost} data-testid="his-cost-add">
              เพิ่มรายการค่าใช้จ่าย
            </button>
          </fieldset>

          <h2>เพิ่มรายการยา</h2>
          <fieldset className="form-section" disabled={busy}>
            <div className="form-grid">
              <TextField id="his-drug-name" label="ชื่อยา" value={drug.name} onChange={(v) => setDrug({ ...drug, name: v })} maxLength={200} required wide />
              <TextField id="his-drug-qty" label="จำนวน" value={drug.qty} onChange={(v) => setDrug({ ...drug, qty: v })} inputMode="decimal" required />
              <TextField id="his-drug-unit" label="หน่วย" value={drug.unit} onChange={(v) => setDrug({ ...drug, unit: v })} maxLength={50} required placeholder="เช่น หลอด, เม็ด" />
              <TextField id="his-drug-note" label="วิธีใช้" value={drug.note} onChange={(v) => setDrug({ ...drug, note: v })} maxLength={200} full />
            </div>
            <button type="button" className="btn btn-outline" onClick={addDrug} data-testid="his-drug-add">
              เพิ่มรายการยา
            </button>
          </fieldset>

          <h3>รายการที่รอบันทึก</h3>
          {hasPending ? (
            <ul className="his-pending" data-testid="his-pending">
              {pending.costs.map((c, i) => (
                <li key={`c${i}`} data-testid="his-pending-cost">
                  {c.svname} — {baht(c.netcost)} บาท
                  <button type="button" className="btn btn-light btn-sm" onClick={() => setPending((p) => ({ ...p, costs: p.costs.filter((_, j) => j !== i) }))}>
                    เอาออก
                  </button>
                </li>
              ))}
              {pending.drugs.map((d, i) => (
                <li key={`d${i}`} data-testid="his-pending-drug">
                  {d.itemName} {d.qty} {d.itemUnit}
                  {d.itemNote && ` (${d.itemNote})`}
                  <button type="button" className="btn btn-light btn-sm" onClick={() => setPending((p) => ({ ...p, drugs: p.drugs.filter((_, j) => j !== i) }))}>
                    เอาออก
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">ยังไม่มีรายการที่รอบันทึก</p>
          )}
          <button type="button" className="btn btn-primary" disabled={busy || !hasPending} onClick={() => void save()} data-testid="his-save">
            {busy ? <Spinner small /> : 'บันทึกลงระบบ HIS'}
          </button>
        </div>
      </>
    );
  }

  return (
    <>
      <ProfileHeader title={title} />
      <main className="container grid" data-testid="his-orders-page">
        {body}
      </main>
      <ErrorModal message={error} onClose={() => setError(null)} />
    </>
  );
}
