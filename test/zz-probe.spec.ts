import { startTestApp } from './api-app.js';
test('probe', async () => {
  for (let i = 0; i < 12; i++) {
    const app = await startTestApp({ worker: i % 2 === 1 });
    await app.close();
  }
}, 300000);
