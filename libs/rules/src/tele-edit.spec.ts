// care-services §5 'Staff edit needs description and a valid date' (PUT /api/v1/tele/{teleID}).
import { TELE_MESSAGES } from './tele-messages.js';
import { teleEditOf } from './tele-edit.js';

describe('tele-edit', () => {
  const form = {
    serviceType: 1,
    appointDatetime: '2031-07-08T09:30',
    lineID: ' line.id ',
    phone: '0812345678',
    shippingAddress: ' 1 ถ.ใหม่ ',
    description: ' ผื่นคัน ',
  };
  const booked = { serviceType: 2, appointTime: '10:00' };
  const consult = { serviceType: 3, appointTime: '13:00' };

  it('answers the trimmed edit', () => {
    expect(teleEditOf(form, booked)).toEqual({
      edit: { serviceType: 1, appointDate: '2031-07-08', appointTime: '09:30', lineID: 'line.id', phone: '0812345678', shippingAddress: '1 ถ.ใหม่', description: 'ผื่นคัน' },
    });
  });

  it('keeps the time for a date alone, and the service type when none is sent', () => {
    expect(teleEditOf({ ...form, appointDatetime: '2031-07-08', serviceType: undefined }, booked)).toMatchObject({ edit: { serviceType: 2, appointTime: '10:00' } });
    expect(teleEditOf({ ...form, appointDatetime: '2031-07-08 14:05:00', serviceType: '5' }, booked)).toMatchObject({ edit: { serviceType: 5, appointTime: '14:05' } });
  });

  it.each([
    ['no description', { description: ' ' }, TELE_MESSAGES.editDescriptionRequired],
    ['a description that is not text', { description: 5 }, TELE_MESSAGES.editDescriptionRequired],
    ['no date', { appointDatetime: undefined }, TELE_MESSAGES.consultDateRequired],
    ['30 February', { appointDatetime: '2031-02-30' }, TELE_MESSAGES.consultDateRequired],
    ['24:00', { appointDatetime: '2031-02-03T24:00' }, TELE_MESSAGES.consultDateRequired],
    ['an instant with a zone', { appointDatetime: '2031-02-03T02:00:00Z' }, TELE_MESSAGES.consultDateRequired],
    ['service type 4', { serviceType: 4 }, TELE_MESSAGES.serviceTypeRequired],
    ['service type 3 for a booked case', { serviceType: 3 }, TELE_MESSAGES.serviceTypeRequired],
    ['no phone', { phone: '' }, TELE_MESSAGES.phoneRequired],
    ['an 11-digit phone', { phone: '08123456789' }, TELE_MESSAGES.phoneInvalid],
    ['no shipping address', { shippingAddress: '' }, TELE_MESSAGES.addressRequired],
    // the order: description first, then the date
    ['no description and no date', { description: '', appointDatetime: '' }, TELE_MESSAGES.editDescriptionRequired],
  ])('refuses %s', (_case, change, problem) => {
    expect(teleEditOf({ ...form, ...change }, booked)).toEqual({ problem });
  });

  it('a consultation stays type 3 and may have no phone or address', () => {
    expect(teleEditOf({ ...form, serviceType: 3, phone: '', shippingAddress: '' }, consult)).toMatchObject({ edit: { serviceType: 3, phone: '', shippingAddress: '' } });
    expect(teleEditOf({ ...form, serviceType: 1 }, consult)).toEqual({ problem: TELE_MESSAGES.serviceTypeRequired });
    expect(teleEditOf({ ...form, serviceType: 3, phone: '123' }, consult)).toEqual({ problem: TELE_MESSAGES.phoneInvalid });
  });
});
