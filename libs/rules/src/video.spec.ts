import { mayVideoCall, teleIdOfVideoRoom, videoRoomOf } from './video.js';

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
