// Issue 31 item 3, rich menus from code: `npm run line:richmenu` run twice leaves exactly two
// menus on the LINE stand-in (guest, the default; patient), each with its image drawn from code
// (PNG of the menu's size, ≤ 1 MB, written to test-artifacts/ to be looked at); a changed design
// replaces a menu and moves its linked users; a person registered with LINE gets the patient
// menu, loses it on blocking the OA and on deactivation, and gets it back on following again.
// Before any menu exists a registration links nothing and fails nothing.
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { CONSENT_VERSION } from '../../rules/src/index.js';
import { Outbox } from '../../core/src/index.js';
import { LineRichMenusClient } from '../../integrations/src/index.js';
import { RichMenuSync, richMenuSettingsOf } from '../src/rich-menus/index.js';
import { runLineRichMenuCommand } from '../../../apps/api/src/ops/line-richmenu-command.js';
import { eventually, startTestApp, type TestApp } from '../../../test/api-app.js';
import { eventsWhere } from '../../../test/deliver-again.js';
import { newLineUserId, newNationalId, signaturePng } from '../../../test/fixtures/people.js';

describe('rich-menus', () => {
  let app: TestApp;
  let signBase64: string;
  beforeAll(async () => {
    app = await startTestApp();
    signBase64 = await signaturePng();
  });
  afterAll(() => app?.close());

  const standIn = () => app.standIns.line.richMenus;
  const menusOf = (kind: string) => [...standIn().menus.values()].filter((m) => m.name.startsWith(`hospital-menu:${kind}:`));
  const db = (sql: string, params: unknown[] = []) => app.api.get(DataSource).query(sql, params);

  /** `npm run line:richmenu` against the stand-in, with the api's own settings. */
  async function runCommand(): Promise<{ code: number; lines: string[] }> {
    const lines: string[] = [];
    const env = { ...app.standIns.env, PUBLIC_BASE_URL: app.config.publicBaseUrl, DATABASE_URL: undefined, JWT_SECRET: undefined };
    const code = await runLineRichMenuCommand([], env, { log: (l) => lines.push(l), error: (l) => lines.push(`ERROR ${l}`) });
    return { code, lines };
  }

  async function lineRegister(lineUserId: string): Promise<{ token: string; userID: string }> {
    const res = await app.request('POST', '/api/v1/identity/line-register', {
      headers: { 'content-type': 'application/json-patch+json' },
      body: {
        idToken: app.standIns.line.issueIdToken({ sub: lineUserId, name: 'ทดสอบ' }),
        firstName: 'เมนู',
        lastName: 'ไลน์ดี',
        idCard: newNationalId(),
        phone: '0891234567',
        birthDate: '1985-06-15',
        signBase64,
        consentVersion: CONSENT_VERSION,
      },
    });
    expect(res.status).toBe(200);
    return res.body;
  }

  async function relayed(name: string, userID: string): Promise<void> {
    await eventually(async () => {
      const [event] = await eventsWhere(app, name, 'userID', userID);
      const rows: Array<{ relayed: boolean }> = event ? await db(`SELECT relayed_at IS NOT NULL AS relayed FROM outbox WHERE id = $1`, [event.id]) : [];
      return rows[0]?.relayed === true;
    }, 15_000);
  }

  async function followChanged(lineUserId: string, userID: string | null, followed: boolean): Promise<void> {
    await app.api.get(DataSource).transaction((m) => app.api.get(Outbox).event(m, 'line.followChanged', { lineUserId, userID, followed }));
  }

  describe('rich menus from code', () => {
    it('before the command ever ran, a LINE registration links nothing and its event is handled', async () => {
      const line = newLineUserId();
      const person = await lineRegister(line);
      await relayed('patient.registered', person.userID);
      expect(standIn().menus.size).toBe(0);
      expect(standIn().links.has(line)).toBe(false);
    });

    it('run twice: exactly two menus, the guest menu the default, each with its PNG of the right size', async () => {
      const first = await runCommand();
      expect(first).toMatchObject({ code: 0 });
      expect(first.lines.filter((l) => /^\s+created\s/.test(l))).toHaveLength(2);
      const second = await runCommand();
      expect(second.code).toBe(0);
      expect(second.lines.filter((l) => /^\s+kept\s/.test(l))).toHaveLength(2);
      expect(second.lines.some((l) => /created|deleted/.test(l))).toBe(false);
      expect(second.lines.join('\n')).toMatch(/default\s+richmenu-[0-9a-f]{32} \(guest menu, unchanged\)/);

      expect(standIn().menus.size).toBe(2);
      const [guest] = menusOf('guest');
      const [patient] = menusOf('patient');
      expect(standIn().defaultId).toBe(guest.richMenuId);
      expect(guest.areas.map((a) => a.action.label)).toEqual(['ลงทะเบียนผู้ป่วย', 'วัคซีน', 'ติดต่อโรงพยาบาล']);
      expect(patient.areas.map((a) => a.action.label)).toEqual(['หน้าหลัก', 'พบแพทย์ออนไลน์', 'จองคิวตรวจ', 'ชำระเงิน', 'ประวัติการรักษา', 'ความเป็นส่วนตัว']);
      // LIFF is the mock here: each tile opens the product's LINE entry with its page.
      const base = app.config.publicBaseUrl;
      expect(patient.areas.map((a) => a.action.uri)).toEqual([
        `${base}/lineliff`,
        `${base}/lineliff/tele`,
        `${base}/lineliff/booking`,
        `${base}/lineliff?ServiceType=tele`,
        `${base}/lineliff/PHR`,
        `${base}/lineliff/privacy`,
      ]);
      expect(guest.areas.map((a) => a.action.uri)).toEqual([`${base}/lineliff`, `${base}/vaccine`, app.config.line.contactUri]);

      await mkdir('test-artifacts', { recursive: true });
      for (const [menu, file, height] of [[guest, 'richmenu-guest.png', 843], [patient, 'richmenu-patient.png', 1686]] as const) {
        expect(menu.image).toMatchObject({ contentType: 'image/png', width: 2500, height });
        expect(menu.image!.bytes.length).toBeLessThanOrEqual(1024 * 1024);
        const meta = await sharp(menu.image!.bytes).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'png', width: 2500, height });
        await writeFile(`test-artifacts/${file}`, menu.image!.bytes);
      }
      // The dev listing names them too.
      const listed = await (await fetch(`${app.standIns.line.url}/__richmenus`)).json();
      expect(listed).toMatchObject({ defaultId: guest.richMenuId, menus: expect.arrayContaining([expect.objectContaining({ richMenuId: patient.richMenuId, image: expect.objectContaining({ width: 2500, height: 1686 }) })]) });
    });

    it('a person registered with LINE gets the patient menu; blocking unlinks it, following again links it, deactivation unlinks it', async () => {
      const [patient] = menusOf('patient');
      const line = newLineUserId();
      const person = await lineRegister(line);
      await eventually(async () => standIn().links.get(line) === patient.richMenuId);

      await followChanged(line, person.userID, false);
      await eventually(async () => !standIn().links.has(line));
      await followChanged(line, person.userID, true);
      await eventually(async () => standIn().links.get(line) === patient.richMenuId);

      const res = await app.request('POST', '/api/v1/identity/deactivate', { token: person.token, body: { isDelete: true }, headers: { 'content-type': 'application/json-patch+json' } });
      expect(res.status).toBe(200);
      const [event] = await eventsWhere(app, 'account.deactivated', 'userID', person.userID);
      expect(event.payload).toMatchObject({ lineUserId: line });
      await eventually(async () => !standIn().links.has(line));
    });

    it('a changed design replaces its menu: linked users move to the new one, the old one goes, the default follows', async () => {
      const line = newLineUserId();
      await lineRegister(line);
      const [oldPatient] = menusOf('patient');
      const [oldGuest] = menusOf('guest');
      await eventually(async () => standIn().links.get(line) === oldPatient.richMenuId);

      const settings = richMenuSettingsOf(app.config);
      const changed = new RichMenuSync(app.api.get(LineRichMenusClient), { ...settings, publicBaseUrl: `${settings.publicBaseUrl}/v2` });
      const result = await changed.sync();
      expect(result.created.map((m) => m.kind).sort()).toEqual(['guest', 'patient']);
      expect(result.deleted.map((m) => m.richMenuId).sort()).toEqual([oldGuest.richMenuId, oldPatient.richMenuId].sort());
      expect(standIn().menus.size).toBe(2);
      const [newPatient] = menusOf('patient');
      expect(standIn().links.get(line)).toBe(newPatient.richMenuId);
      expect(standIn().defaultId).toBe(menusOf('guest')[0].richMenuId);

      // Back to the api's own design: kept by name again after one more run.
      expect((await runCommand()).code).toBe(0);
      expect((await runCommand()).lines.filter((l) => /^\s+kept\s/.test(l))).toHaveLength(2);
      expect(standIn().links.get(line)).toBe(menusOf('patient')[0].richMenuId);
    });

    it('the command says what is wrong: no channel token, a wrong setting, LINE refusing', async () => {
      const run = async (args: string[], env: NodeJS.ProcessEnv) => {
        const lines: string[] = [];
        const code = await runLineRichMenuCommand(args, env, { log: (l) => lines.push(l), error: (l) => lines.push(l) });
        return { code, text: lines.join('\n') };
      };
      expect(await run([], {})).toEqual({ code: 2, text: expect.stringContaining('LINE_CHANNEL_ACCESS_TOKEN is required') });
      expect(await run(['--force'], {})).toEqual({ code: 2, text: expect.stringContaining("Unknown option '--force'") });
      expect(await run([], { LINE_CHANNEL_ACCESS_TOKEN: 't', LINE_CONTACT_URI: 'mailto:a@b.th' })).toEqual({ code: 2, text: expect.stringContaining('LINE_CONTACT_URI must be') });
      // The stand-in wants a bearer token: an empty one is LINE's 401, named with the call.
      const refused = await run([], { LINE_API_URL: app.standIns.line.url, LINE_CHANNEL_ACCESS_TOKEN: ' ' });
      expect(refused).toEqual({ code: 1, text: expect.stringContaining('LINE refused list rich menus: 401') });
    });

    it('the stand-in checks a rich menu as LINE does', async () => {
      const post = (body: unknown) =>
        fetch(`${app.standIns.line.url}/v2/bot/richmenu`, { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const good = { size: { width: 2500, height: 843 }, selected: false, name: 'x', chatBarText: 'เมนู', areas: [{ bounds: { x: 0, y: 0, width: 2500, height: 843 }, action: { type: 'uri', uri: 'https://example.com' } }] };
      expect((await fetch(`${app.standIns.line.url}/v2/bot/richmenu/validate`, { method: 'POST', headers: { authorization: 'Bearer t' }, body: JSON.stringify(good) })).status).toBe(200);
      const bad = await post({ ...good, chatBarText: 'เมนูบริการของโรงพยาบาล', areas: [{ bounds: { x: 2000, y: 0, width: 600, height: 843 }, action: { type: 'uri', uri: 'ftp://x' } }] });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { details: Array<{ property: string }> }).details.map((d: { property: string }) => d.property)).toEqual(['chatBarText', 'areas[0].bounds', 'areas[0].action.uri']);
      expect((await post({ ...good, size: { width: 2500, height: 2000 } })).status).toBe(400);
      // A menu without its image is neither the default nor linked.
      const { richMenuId } = (await (await post(good)).json()) as { richMenuId: string };
      const link = await fetch(`${app.standIns.line.url}/v2/bot/user/${newLineUserId()}/richmenu/${richMenuId}`, { method: 'POST', headers: { authorization: 'Bearer t' } });
      expect(link.status).toBe(400);
      expect((await fetch(`${app.standIns.line.url}/v2/bot/richmenu/${richMenuId}`, { method: 'DELETE', headers: { authorization: 'Bearer t' } })).status).toBe(200);
    });
  });
});
