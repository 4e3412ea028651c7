// accounts §7 address lookups, on both the versioned and the non-versioned paths.
import { startTestApp, type TestApp } from '../../../test/api-app.js';

describe('lookups', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it.each(['/api/v1', '/api'])('%s/province lists 77 provinces as {label, value}', async (base) => {
    const res = await app.request('GET', `${base}/province`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(77);
    expect(res.body.data).toContainEqual({ label: 'ตรัง', value: '92' });
  });

  it.each([
    ['/api/v1/amphur?ProvinceID=92'],
    ['/api/amphur?ProvinceID=92'],
    ['/api/amphur/92'],
  ])('%s lists the districts of Trang', async (path) => {
    const res = await app.request('GET', path);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data).toContainEqual({ label: 'เมืองตรัง', value: '9201', provinceCode: '92' });
  });

  it.each([['/api/v1/district?AmphurID=9201'], ['/api/district?AmphurID=9201'], ['/api/district/9201']])(
    '%s lists the sub-districts of Mueang Trang with postcodes',
    async (path) => {
      const res = await app.request('GET', path);
      expect(res.status).toBe(200);
      expect(res.body.data).toContainEqual({
        label: 'ทับเที่ยง',
        value: '920101',
        districtCode: '920101',
        amphurCode: '9201',
        zipcode: '92000',
      });
    },
  );

  it('answers 400 in Thai for a missing or malformed parent code', async () => {
    // Issue 19 item 1: the schema's 400 also lists every problem (`errors`) and each field's (`fields`).
    const missing = 'กรุณาระบุรหัสจังหวัด 2 หลัก';
    expect(await app.request('GET', '/api/v1/amphur')).toEqual({
      status: 400,
      body: { statusCode: 400, message: missing, errors: [missing], fields: { ProvinceID: missing } },
    });
    expect((await app.request('GET', '/api/v1/district?AmphurID=92x1')).body.message).toBe('กรุณาระบุรหัสอำเภอ 4 หลัก');
    expect((await app.request('GET', '/api/v1/amphur?ProvinceID=00')).body).toEqual({ data: [] });
  });
});
