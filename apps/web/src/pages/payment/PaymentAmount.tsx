import type { TelePaymentResponse } from '@hospital/contracts';
import { bahtWithSign } from '@hospital/rules';
import { baht } from '../../api/tele';

/** Issue 13 item 3: what the patient pays, item by item, and the total ('ยอดที่ต้องชำระ ฿360.00'). */
export function PaymentAmount({ payment }: { payment: TelePaymentResponse & { amount: number } }) {
  return (
    <div className="payment-amount">
      <ul className="payment-items" data-testid="payment-items">
        {payment.items.map((item, i) => (
          <li key={`${item.name}-${i}`}>
            <span>{item.name}</span>
            <span className="payment-item-amount">{bahtWithSign(item.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="payment-total" data-testid="payment-total">
        ยอดที่ต้องชำระ{' '}
        <strong>
          ฿<span data-testid="cost-total">{baht(payment.amount)}</span>
        </strong>
      </p>
    </div>
  );
}
