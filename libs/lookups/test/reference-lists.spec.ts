// accounts §3/§7: the MOPH code lists (titles, race, nationality, marital status, religion,
// occupation, education) on the versioned and the non-versioned paths, public.
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('reference-lists', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const PATHS = [
    '/api/v1/title',
    '/api/v1/race',
    '/api/v1/nation',
    '/api/v1/maritalstatus',
    '/api/v1/religion',
    '/api/v1/occupation',
    '/api/v1/education',
    '/api/title',
    '/api/race',
    '/api/nation',
    '/api/marstatus',
    '/api/religion',
    '/api/occupation',
    '/api/education',
    // marital status answers on both names on both prefixes
    '/api/v1/marstatus',
    '/api/maritalstatus',
  ];

  it.each(PATHS)('%s answers {data:[{label,value}…]} without a token', async (path) => {
    const res = await app.request('GET', path);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const option of res.body.data) {
      expect(Object.keys(option).sort()).toEqual(['label', 'value']);
      expect(typeof option.label).toBe('string');
      expect(typeof option.value).toBe('string');
    }
  });

  it('answers the same list on both prefixes and both marital-status names', async () => {
    for (const [a, b] of [
      ['/api/v1/nation', '/api/nation'],
      ['/api/v1/title', '/api/title'],
      ['/api/v1/maritalstatus', '/api/marstatus'],
      ['/api/v1/maritalstatus', '/api/v1/marstatus'],
    ]) {
      expect((await app.request('GET', a)).body).toEqual((await app.request('GET', b)).body);
    }
  });

  it('carries the MOPH anchors: married is 2, Thai is 099, Buddhism 01', async () => {
    expect((await app.request('GET', '/api/v1/maritalstatus')).body.data).toContainEqual({ label: 'คู่', value: '2' });
    expect((await app.request('GET', '/api/nation')).body.data[0]).toEqual({ label: 'ไทย', value: '099' });
    expect((await app.request('GET', '/api/race')).body.data).toContainEqual({ label: 'จีน', value: '044' });
    expect((await app.request('GET', '/api/religion')).body.data).toContainEqual({ label: 'พุทธ', value: '01' });
    expect((await app.request('GET', '/api/title')).body.data).toContainEqual({ label: 'นางสาว', value: '004' });
  });
});
