// A rich menu's image, drawn from its design (issue 31 item 3): an SVG in the hospital's colours
// (the web app's teal palette, apps/web/src/styles.css) — one rounded tile per area with its icon
// in a circle, its Thai label and a smaller caption — rendered to PNG by sharp (librsvg, Thai
// text through fontconfig with fonts-thai-tlwg's Loma). LINE takes PNG or JPEG up to 1 MB.
import { ICONS } from './rich-menu-icons.js';
import { tileBounds, type RichMenuDesign } from './rich-menu-designs.js';

/** Bump when the drawing changes without the design changing: the menus' names (and LINE's copies) follow. */
export const DRAWING_VERSION = 1;
export const MAX_IMAGE_BYTES = 1024 * 1024;

const PALETTE = {
  frame: '#115e59', // teal-800: the gaps between tiles
  tile: '#ffffff',
  accent: '#0f766e', // teal-700: the main action's tile
  badge: '#f0fdfa', // teal-50: the icon's circle
  badgeRing: '#ccfbf1', // teal-100
  icon: '#0f766e',
  label: '#134e4a', // teal-900
  caption: '#475569', // muted
  accentCaption: '#ccfbf1',
};
const FONT = `Loma, Garuda, 'Noto Sans Thai', sans-serif`;

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The menu's image as SVG text (what its name's hash covers, with the design). */
export function richMenuSvg(design: RichMenuDesign): string {
  const { width, height } = design.size;
  const gap = 14;
  const tiles = tileBounds(design).map((b, i) => {
    const tile = design.tiles[i];
    const x = b.x + gap;
    const y = b.y + gap;
    const w = b.width - 2 * gap;
    const h = b.height - 2 * gap;
    const cx = x + w / 2;
    const badgeY = y + h * 0.36;
    const radius = Math.min(w, h) * 0.19;
    const ink = tile.accent ? '#ffffff' : PALETTE.icon;
    const iconScale = (radius * 1.25) / 200;
    return [
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="40" fill="${tile.accent ? PALETTE.accent : PALETTE.tile}"/>`,
      `<circle cx="${cx}" cy="${badgeY}" r="${radius}" fill="${tile.accent ? 'rgba(255,255,255,0.14)' : PALETTE.badge}" stroke="${tile.accent ? 'rgba(255,255,255,0.35)' : PALETTE.badgeRing}" stroke-width="8"/>`,
      `<g transform="translate(${cx - 100 * iconScale} ${badgeY - 100 * iconScale}) scale(${iconScale})" fill="none" stroke="${ink}" stroke-width="13" stroke-linecap="round" stroke-linejoin="round">${ICONS[tile.icon]}</g>`,
      `<text x="${cx}" y="${y + h * 0.74}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="88" fill="${tile.accent ? '#ffffff' : PALETTE.label}">${escapeXml(tile.label)}</text>`,
      `<text x="${cx}" y="${y + h * 0.87}" text-anchor="middle" font-family="${FONT}" font-size="52" fill="${tile.accent ? PALETTE.accentCaption : PALETTE.caption}">${escapeXml(tile.caption)}</text>`,
    ].join('');
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${PALETTE.frame}"/>${tiles.join('')}</svg>`;
}

/** The SVG as a PNG of the menu's size; throws when it is over LINE's 1 MB. */
export async function renderRichMenuPng(svg: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp'); // loaded on first use: the api only names menus
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, colours: 64 }).toBuffer();
  if (png.length > MAX_IMAGE_BYTES) throw new Error(`The rich menu image is ${png.length} bytes; LINE takes at most ${MAX_IMAGE_BYTES}`);
  return png;
}
