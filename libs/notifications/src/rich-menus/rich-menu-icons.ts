// The rich menus' icons (issue 31 item 3): simple line drawings in a 200 × 200 box, stroked in
// the tile's ink by rich-menu-image.ts. Drawn here, so the menus need no image files.

export type RichMenuIcon = 'register' | 'vaccine' | 'contact' | 'home' | 'video' | 'calendar' | 'pay' | 'history' | 'privacy';

/** The SVG elements of each icon (no fill: the tile's ink strokes them). */
export const ICONS: Record<RichMenuIcon, string> = {
  // A person with a plus: a new registration.
  register: `<circle cx="82" cy="68" r="32"/><path d="M26 172c0-40 25-62 56-62s56 22 56 62"/><path d="M162 78v52M136 104h52"/>`,
  // A syringe, needle down-left.
  vaccine: `<g transform="rotate(-45 100 100)"><rect x="50" y="76" width="100" height="48" rx="8"/><path d="M74 76v18M98 76v18M122 76v18M150 100h30M180 74v52M50 100H16"/></g>`,
  // A telephone handset.
  contact: `<path d="M48 30h28l14 40-18 14c11 24 28 41 52 52l14-18 40 14v28c0 10-8 18-18 18C86 176 24 114 28 46c0-9 9-16 20-16z"/>`,
  // A house with its door.
  home: `<path d="M26 98 100 34l74 64"/><path d="M48 80v92h104V80"/><path d="M84 172v-46h32v46"/>`,
  // A video camera with a medical cross: a doctor over video.
  video: `<rect x="18" y="56" width="118" height="88" rx="16"/><path d="m136 88 46-26v76l-46-26z"/><path d="M77 78v44M55 100h44"/>`,
  // A calendar page with a tick: a booked visit.
  calendar: `<rect x="26" y="42" width="148" height="134" rx="16"/><path d="M26 84h148M66 26v32M134 26v32"/><path d="m70 130 22 20 40-40"/>`,
  // A payment card.
  pay: `<rect x="18" y="48" width="164" height="110" rx="16"/><path d="M18 84h164M42 128h44M112 128h22"/>`,
  // A clipboard with lines: the treatment record.
  history: `<rect x="40" y="38" width="120" height="144" rx="14"/><rect x="72" y="24" width="56" height="30" rx="8"/><path d="M68 92h64M68 120h64M68 148h40"/>`,
  // A shield with a tick: privacy and consent.
  privacy: `<path d="M100 22 166 48v52c0 42-28 66-66 80-38-14-66-38-66-80V48z"/><path d="m70 102 22 22 40-42"/>`,
};
