import { mayVideoCall, teleIdOfVideoRoom, videoRoomOf } from './video.js';

describe('video', () => {
  test('a case may be called at every status but 0 (the call button rule)', () => {
    expect(mayVideoCall(0)).toBe(false);
    for (const s of [1, 2, 3, -3, 4, -5, 5, 6, 7]) expect(mayVideoCall(s)).toBe(true);
  });

  test('the WebRTC room names its case, and only a video room gives a case back', () => {
    const id = '6f1c2d9e-1b7a-4c1e-9a3f-2d4b5c6e7f80';
    expect(videoRoomOf(id)).toBe(`video:${id}`);
    expect(teleIdOfVideoRoom(videoRoomOf(id))).toBe(id);
    expect(teleIdOfVideoRoom(`patient:${id}`)).toBeNull();
  });

  // Issue 28 item 5: only the roles that treat may be in a call.
  test('the patient, Nurse, Admin and the network doctor may join a call; Finance, Shipping, Medrec and other network roles may not', async () => {
    const { mayJoinVideoCall } = await import('./video.js');
    for (const role of [null, 'Nurse', 'Admin', 'N_DOCTOR']) expect(mayJoinVideoCall(role)).toBe(true);
    for (const role of ['Finance', 'Shipping', 'Medrec', 'N_NURSE', 'N_HOSPITAL']) expect(mayJoinVideoCall(role)).toBe(false);
  });
});
