/**
 * care-services §2 Image viewer (/images/{fileID}), §5 image rules, §8 'not found': a phone
 * photo stored sideways with GPS is uploaded to the patient's case, the worker process turns it
 * upright and fits it in 1000x1000, and the viewer shows the processed image; a PDF is offered
 * as a download; a file the user may not see shows the 'not found' alert.
 */
import sharp from 'sharp';
import { TELE_MESSAGES } from '@hospital/rules';
import { enterLocalHisTeleOrders } from '../../../libs/integrations/src/his/local-his-tele-orders.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, keepShot, startE2E, submitLogin, type E2E } from './support.js';

describe('images', () => {
  let e2e: E2E;
  let db: E2E['db'];
  beforeAll(async () => {
    e2e = await startE2E();
    db = e2e.db;
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const patient = DEMO_ACCOUNTS.find((a) => a.role === null && a.login === '3100600445635')!;
  const stranger = DEMO_ACCOUNTS.find((a) => a.role === null && a.login === '1103702071811')!;

  async function apiLogin(login: string): Promise<{ token: string; userID: string }> {
    const res = await fetch(`${e2e.product.baseUrl}/api/v1/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: login, password: DEMO_PASSWORD }),
    });
    return res.json();
  }

  async function uploadAs(token: string, teleID: string, bytes: Buffer, fileName: string, fileType: string, fileCategoryID = 0): Promise<string> {
    const res = await fetch(`${e2e.product.baseUrl}/api/v1/tele/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ teleID, fileName, fileType, fileSize: bytes.length, fileBase64: bytes.toString('base64'), fileCategoryID }),
    });
    expect(res.status).toBe(200);
    return (await res.json()).data.fileID;
  }

  async function stateOf(fileID: string): Promise<string> {
    const { rows } = await db.query<{ state: string }>('SELECT state FROM stored_files WHERE id = $1', [fileID]);
    return rows[0].state;
  }

  it('shows the processed photo upright, offers a PDF as a download, and says not found to a stranger', async () => {
    const { token, userID } = await apiLogin(patient.login);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, description)
     VALUES ($1, 1, 4, DATE '2031-06-03', '10:00', 'ผื่นแดงที่แขน') RETURNING id`,
      [userID],
    );
    const teleID = rows[0].id;
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 190, g: 80, b: 70 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '7/1 33/1 0/1' } })
      .toBuffer();
    const photoID = await uploadAs(token, teleID, photo, 'ผื่น.jpg', 'image/jpeg');
    // A photo (category 0) must be a picture; a PDF goes in as payment evidence (category 2),
    // which a case takes once it owes money (issue 28 item 1): at −3, with the HIS's costs.
    await db.query(`UPDATE tele_requests SET flow_status = -3 WHERE id = $1`, [teleID]);
    await enterLocalHisTeleOrders(db as never, teleID, { costs: [{ svname: 'ค่าบริการทางการแพทย์ (โทรเวช)', totcost: 300, netdisc: 0, netcost: 300 }] });
    const pdfID = await uploadAs(token, teleID, Buffer.from('%PDF-1.4\n%%EOF\n'), 'ผลแล็บ.pdf', 'application/pdf', 2);
    // A bound only to say what was waited for: a loaded machine (two files at once) may take long.
    const deadline = Date.now() + 60_000;
    while ((await stateOf(photoID)) === 'processing') {
      if (Date.now() > deadline) throw new Error('the worker did not process the photo within 60 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await stateOf(photoID)).toBe('ready');

    const { page } = await e2e.newPage();
    await submitLogin(page, patient.login, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.toLowerCase().startsWith('/login'));
    await page.goto(`/images/${photoID}`);
    const image = page.getByTestId('image-viewer-image');
    await image.waitFor();
    expect(await page.getByTestId('image-viewer-name').textContent()).toBe('ผื่น.jpg');
    const size = await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size).toEqual([750, 1000]);
    await keepShot(page, 'test-artifacts/images-viewer.png');

    await page.goto(`/images/${pdfID}`);
    await page.getByTestId('image-viewer-download').waitFor();
    expect(await page.getByTestId('image-viewer-image').count()).toBe(0);
    expect(await page.getByTestId('image-viewer-download').getAttribute('download')).toBe('ผลแล็บ.pdf');

    const other = await e2e.newPage();
    await submitLogin(other.page, stranger.login, DEMO_PASSWORD);
    await other.page.waitForURL((url) => !url.pathname.toLowerCase().startsWith('/login'));
    await other.page.goto(`/images/${photoID}`);
    await other.page.getByTestId('image-viewer-error').waitFor();
    expect(await other.page.getByTestId('image-viewer-error').textContent()).toBe(TELE_MESSAGES.fileNotFound);
    expect(await other.page.getByTestId('image-viewer-image').count()).toBe(0);
  }, 150_000);
});
