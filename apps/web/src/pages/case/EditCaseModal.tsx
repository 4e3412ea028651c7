import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TELE_MAX_TEXT, type TeleRequest, type TeleUpdateRequest } from '@hospital/contracts';
import { MESSAGES, TELE_SERVICE_NAMES, teleEditOf } from '@hospital/rules';
import { teleKeys, updateTele } from '../../api/tele';
import { Spinner } from '../../components/Spinner';
import { ThaiDateInput } from '../../components/ThaiDateInput';
import { ThaiTimeInput } from '../../components/ThaiTimeInput';
import { CountedTextArea } from '../../components/forms/CharCounter'; // issue 35 item 2: each text box says its limit

/**
 * The staff edit of the case data (§2 /teleInfo 'edit of case data', §5 'Staff edit needs
 * description and a valid date'): service type, date and time, phone, LINE id, address,
 * description. The check is the server's (libs/rules teleEditOf).
 */
export function EditCaseModal({ tele, onClose, onSaved, onError }: { tele: TeleRequest; onClose(): void; onSaved(): void; onError(message: string): void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    serviceType: tele.serviceType,
    date: tele.appointDate,
    time: tele.appointTime,
    phone: tele.phone,
    lineID: tele.lineID,
    shippingAddress: tele.shippingAddress,
    description: tele.description,
  });
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function save() {
    const body: TeleUpdateRequest = {
      serviceType: form.serviceType,
      appointDatetime: `${form.date}T${form.time}`,
      lineID: form.lineID,
      phone: form.phone,
      shippingAddress: form.shippingAddress,
      description: form.description,
    };
    const checked = teleEditOf(body, tele);
    if ('problem' in checked) {
      onError(checked.problem);
      return;
    }
    setBusy(true);
    try {
      await updateTele(tele.teleID, body);
      void queryClient.invalidateQueries({ queryKey: teleKeys.case(tele.teleID) });
      void queryClient.invalidateQueries({ queryKey: teleKeys.mine() });
      onSaved();
    } catch (e) {
      onError(e instanceof Error && e.message ? e.message : MESSAGES.serverError);
    } finally {
      setBusy(false);
    }
  }

  const types = Object.entries(TELE_SERVICE_NAMES).filter(([value]) => Number(value) !== 3 || tele.serviceType === 3);
  return (
    <div className="modal-backdrop" data-testid="edit-case-modal">
      <div className="modal modal-wide" role="dialog" aria-modal="true" aria-labelledby="edit-case-title">
        <div className="modal-header confirm-header">
          <h2 id="edit-case-title">แก้ไขข้อมูลการนัดหมาย</h2>
        </div>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <div className="modal-body form-grid" style={{ whiteSpace: 'normal' }}>
            <label className="form-field span-all">
              <span className="form-label">ประเภทบริการ</span>
              <select className="form-select" value={form.serviceType} onChange={(e) => set('serviceType', Number(e.target.value))} data-testid="edit-service-type">
                {types.map(([value, name]) => (
                  <option key={value} value={value}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <div className="form-field">
              <span className="form-label" aria-hidden="true">วันที่ *</span>
              <ThaiDateInput label="วันที่" inputClassName="form-control" value={form.date} onChange={(date) => set('date', date)} testId="edit-date" />
            </div>
            <label className="form-field">
              <span className="form-label">เวลา *</span>
              <ThaiTimeInput label="เวลา" inputClassName="form-control" value={form.time} onChange={(t) => set('time', t)} testId="edit-time" />
            </label>
            <label className="form-field">
              <span className="form-label">เบอร์โทรศัพท์</span>
              <input className="form-control" inputMode="tel" maxLength={10} value={form.phone} onChange={(e) => set('phone', e.target.value.replace(/\D/g, ''))} data-testid="edit-phone" />
            </label>
            <label className="form-field">
              <span className="form-label">LINE ID</span>
              <input className="form-control" value={form.lineID} onChange={(e) => set('lineID', e.target.value)} data-testid="edit-line" />
            </label>
            <label className="form-field span-all">
              <span className="form-label">ที่อยู่สำหรับจัดส่งยา</span>
              <CountedTextArea rows={2} value={form.shippingAddress} onValue={(v) => set('shippingAddress', v)} maxLength={TELE_MAX_TEXT} testId="edit-address" />
            </label>
            <label className="form-field span-all">
              <span className="form-label">ความต้องการหรืออาการเบื้องต้น *</span>
              <CountedTextArea rows={3} value={form.description} onValue={(v) => set('description', v)} maxLength={TELE_MAX_TEXT} testId="edit-description" />
            </label>
          </div>
          <div className="modal-footer confirm-footer">
            <button type="button" className="btn btn-light" onClick={onClose} disabled={busy} data-testid="edit-cancel">
              ยกเลิก
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="edit-save">
              {busy && <Spinner small />}
              บันทึก
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
