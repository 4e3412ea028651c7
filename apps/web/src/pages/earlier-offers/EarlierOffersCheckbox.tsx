/** Issue 32 item 3: 'แจ้งฉันถ้ามีคิวเร็วขึ้น' on the booking pages (sent right after the booking succeeds). */
export function EarlierOffersCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="form-check my-3">
      <input className="form-check-input" type="checkbox" id="earlier-offers" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid="earlier-offers" />
      <label className="form-check-label" htmlFor="earlier-offers">
        แจ้งฉันถ้ามีคิวเร็วขึ้น
        <small className="d-block text-muted">เมื่อมีผู้ยกเลิกหรือเลื่อนนัด เราจะส่งข้อความทาง LINE ให้กดรับคิวที่เร็วขึ้นได้</small>
      </label>
    </div>
  );
}
