// Issue 31 item 3: the rich menus made from code (designs, images, `npm run line:richmenu`'s sync)
// and who is linked to the patient menu.
import { PatientMenuOnDeactivation, PatientMenuOnFollow, PatientMenuOnRegistration } from './rich-menu-link.handlers.js';
import { RichMenuLinks } from './rich-menu-links.js';

/** NotificationsModule's providers of the rich menus: the links service and its event handlers. */
export const RICH_MENU_PROVIDERS = [RichMenuLinks, PatientMenuOnRegistration, PatientMenuOnFollow, PatientMenuOnDeactivation];

export { RichMenuSync, type RichMenuSyncResult } from './rich-menu-sync.js';
export { richMenuSettingsOf, guestMenu, patientMenu, type RichMenuKind, type RichMenuSettings } from './rich-menu-designs.js';
export { wantedRichMenus, kindOfRichMenu, RICH_MENU_PREFIX } from './rich-menu-requests.js';
export { renderRichMenuPng } from './rich-menu-image.js';
