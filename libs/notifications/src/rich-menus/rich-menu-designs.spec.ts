// Issue 31 item 3: where the rich menus' tiles go, and that their areas cover the menu edge to edge.
import { guestMenu, lineEntryLink, patientMenu, tileBounds, type RichMenuSettings } from './rich-menu-designs.js';
import { kindOfRichMenu, wantedRichMenus } from './rich-menu-requests.js';

describe('rich-menu-designs', () => {
  const liffIds = { tele: '1650-tele', tele2: '1650-tele2', booking: '1650-booking', phr: '1650-phr', deactivate: '1650-deactivate', default: '1650-default' };
  const real: RichMenuSettings = { publicBaseUrl: 'https://skin.example.go.th', liffIds, liffMock: false, contactUri: 'tel:075123456' };

  describe('rich menu designs', () => {
    it('with LIFF, a tile opens https://liff.line.me/<the id the entry starts for the page>/<page>', () => {
      expect(patientMenu(real).tiles.map((t) => t.uri)).toEqual([
        'https://liff.line.me/1650-tele',
        'https://liff.line.me/1650-tele/tele',
        'https://liff.line.me/1650-booking/booking',
        'https://liff.line.me/1650-tele?ServiceType=tele',
        'https://liff.line.me/1650-phr/PHR',
        'https://liff.line.me/1650-default/privacy',
      ]);
      expect(guestMenu(real).tiles.map((t) => t.uri)).toEqual(['https://liff.line.me/1650-tele', 'https://skin.example.go.th/vaccine', 'tel:075123456']);
    });

    it('with the LIFF mock or without a LIFF id, the product’s own entry', () => {
      expect(lineEntryLink({ ...real, liffMock: true }, 'booking')).toBe('https://skin.example.go.th/lineliff/booking');
      expect(lineEntryLink({ ...real, liffIds: { ...liffIds, booking: '', default: '' } }, 'booking')).toBe('https://skin.example.go.th/lineliff/booking');
    });

    it('areas tile the whole menu without gaps or overlaps', () => {
      for (const design of [guestMenu(real), patientMenu(real)]) {
        const bounds = tileBounds(design);
        expect(bounds.reduce((sum, b) => sum + b.width * b.height, 0)).toBe(design.size.width * design.size.height);
        for (const b of bounds) expect(b.x + b.width <= design.size.width && b.y + b.height <= design.size.height).toBe(true);
      }
    });

    it('names carry the kind and a hash of the design: a changed link is a new name, the same settings the same name', () => {
      const [guest, patient] = wantedRichMenus(real);
      expect([kindOfRichMenu(guest.request.name), kindOfRichMenu(patient.request.name)]).toEqual(['guest', 'patient']);
      expect(wantedRichMenus(real)[1].request.name).toBe(patient.request.name);
      expect(wantedRichMenus({ ...real, liffIds: { ...liffIds, phr: '1650-phr2' } })[1].request.name).not.toBe(patient.request.name);
      expect(wantedRichMenus({ ...real, liffIds: { ...liffIds, phr: '1650-phr2' } })[0].request.name).toBe(guest.request.name);
      expect(kindOfRichMenu('menu made in the OA manager')).toBeNull();
      for (const m of [guest, patient]) {
        expect(Array.from(m.request.chatBarText).length).toBeLessThanOrEqual(14);
        for (const a of m.request.areas) expect(Array.from((a.action as { label: string }).label).length).toBeLessThanOrEqual(20);
      }
    });
  });
});
