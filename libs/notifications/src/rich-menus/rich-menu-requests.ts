// A rich menu design as LINE's rich menu object (issue 31 item 3), named for what it is: the
// name carries a hash of the object and its drawing, so `npm run line:richmenu` keeps a menu
// whose name is current and replaces one whose design, links or drawing changed. Names of our
// menus start with RICH_MENU_PREFIX; other menus of the channel are never touched.
import { createHash } from 'node:crypto';
import type { LineRichMenuRequest } from '@hospital/integrations';
import { guestMenu, patientMenu, tileBounds, type RichMenuDesign, type RichMenuKind, type RichMenuSettings } from './rich-menu-designs.js';
import { DRAWING_VERSION, richMenuSvg } from './rich-menu-image.js';

export const RICH_MENU_PREFIX = 'hospital-menu:';

export interface WantedRichMenu {
  kind: RichMenuKind;
  request: LineRichMenuRequest;
  /** The image's source (rendered only when the menu must be made). */
  svg: string;
}

function wanted(design: RichMenuDesign): WantedRichMenu {
  const bounds = tileBounds(design);
  const body = {
    size: design.size,
    selected: true,
    chatBarText: design.chatBarText,
    areas: design.tiles.map((tile, i) => ({ bounds: bounds[i], action: { type: 'uri' as const, label: tile.label, uri: tile.uri } })),
  };
  const svg = richMenuSvg(design);
  const hash = createHash('sha256').update(JSON.stringify(body)).update(svg).update(String(DRAWING_VERSION)).digest('hex').slice(0, 12);
  return { kind: design.kind, request: { ...body, name: `${RICH_MENU_PREFIX}${design.kind}:${hash}` }, svg };
}

/** The menus as the code and settings want them now: guest first (the default), then patient. */
export function wantedRichMenus(settings: RichMenuSettings): WantedRichMenu[] {
  return [wanted(guestMenu(settings)), wanted(patientMenu(settings))];
}

/** The kind of one of our menus by its name; null for a menu that is not ours. */
export function kindOfRichMenu(name: string): RichMenuKind | null {
  const m = name.startsWith(RICH_MENU_PREFIX) ? name.slice(RICH_MENU_PREFIX.length).split(':', 1)[0] : null;
  return m === 'guest' || m === 'patient' ? m : null;
}
