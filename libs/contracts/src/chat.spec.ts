// Issue 31: a postback's data comes back from the LINE chat as the person's input.
import { randomUUID } from 'node:crypto';
import { chatActionOf, postbackDataOf, POSTBACK_DATA_MAX } from './chat.js';

describe('postback data', () => {
  it('names an action and its parameters, and reads back as they were', () => {
    const bookingID = randomUUID();
    const data = postbackDataOf('booking.confirm', { bookingID });
    expect(data.length).toBeLessThanOrEqual(POSTBACK_DATA_MAX);
    expect(chatActionOf(data)).toEqual({ name: 'booking.confirm', params: { bookingID } });
  });

  it('reads nothing from an unknown action, a missing or malformed id, or an inherited name', () => {
    expect(chatActionOf(`a=booking.delete&bookingID=${randomUUID()}`)).toBeNull();
    expect(chatActionOf('a=booking.cancel')).toBeNull();
    expect(chatActionOf("a=tele.received&teleID=1' OR '1'='1")).toBeNull();
    expect(chatActionOf(`a=toString&bookingID=${randomUUID()}`)).toBeNull();
    expect(chatActionOf('')).toBeNull();
  });

  it('keeps only the parameters of the action', () => {
    const teleID = randomUUID();
    expect(chatActionOf(`a=tele.received&teleID=${teleID}&userID=${randomUUID()}`)).toEqual({ name: 'tele.received', params: { teleID } });
  });
});
