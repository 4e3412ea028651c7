import { PEOPLE_MESSAGES } from '@hospital/contracts';
import { useActingFor } from '../session/acting-for';
import './acting-for-banner.css';

/**
 * Issue 33 item 2: while a patient acts for someone of their list, every page says for whom
 * ('ทำรายการให้: ด.ช. ต้นกล้า ใจดี') in a strip under the navbar, so nobody books for the wrong person.
 */
export function ActingForBar() {
  const actingFor = useActingFor();
  if (!actingFor) return null;
  return (
    <p className="acting-for-banner" data-testid="acting-for-banner">
      {PEOPLE_MESSAGES.switcherLabel}: <strong>{actingFor.fullName}</strong>
    </p>
  );
}
