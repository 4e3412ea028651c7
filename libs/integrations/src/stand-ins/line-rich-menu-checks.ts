// The LINE stand-in checks a rich menu object as LINE's Messaging API does (issue 31 item 3):
// size (width 800–2500, height ≥ 250, width/height ≥ 1.45), selected, name (≤ 300 characters),
// chatBarText (≤ 14), areas (≤ 20, each inside the size) and each area's action. A problem is
// answered as LINE answers it: 400 {message: 'The request body has N error(s)', details:
// [{message, property}]}.

export interface Problem {
  message: string;
  property: string;
}

type Json = Record<string, unknown>;

const ACTION_TYPES = ['uri', 'message', 'postback', 'datetimepicker', 'richmenuswitch', 'camera', 'cameraRoll', 'location', 'clipboard'];
const URI_SCHEMES = /^(https?|line|tel):/i;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
/** Characters as LINE counts them (code points). */
const length = (s: string) => Array.from(s).length;

function text(problems: Problem[], value: unknown, property: string, max: number, required = true): void {
  if (value === undefined && !required) return;
  if (typeof value !== 'string' || value === '') problems.push({ message: 'must be specified', property });
  else if (length(value) > max) problems.push({ message: `Length must be between 1 and ${max}`, property });
}

/** What is wrong with the size object (LINE's rich menu image rule: 800–2500 wide, ≥ 250 high, ≥ 1.45 wide per high). */
export function sizeProblems(size: unknown): Problem[] {
  if (!isObject(size) || !isWhole(size.width) || !isWhole(size.height)) return [{ message: 'must be specified', property: 'size' }];
  const problems: Problem[] = [];
  if (size.width < 800 || size.width > 2500) problems.push({ message: 'must be between 800 and 2500', property: 'size.width' });
  if (size.height < 250) problems.push({ message: 'must be 250 or more', property: 'size.height' });
  if (size.width / size.height < 1.45) problems.push({ message: 'width / height must be 1.45 or more', property: 'size' });
  return problems;
}

function actionProblems(action: unknown, at: string): Problem[] {
  if (!isObject(action) || typeof action.type !== 'string') return [{ message: 'must be specified', property: `${at}.type` }];
  if (!ACTION_TYPES.includes(action.type)) return [{ message: `unknown action type '${action.type}'`, property: `${at}.type` }];
  const problems: Problem[] = [];
  text(problems, action.label, `${at}.label`, 20, false);
  if (action.type === 'uri') {
    text(problems, action.uri, `${at}.uri`, 1000);
    if (typeof action.uri === 'string' && action.uri !== '' && !URI_SCHEMES.test(action.uri)) problems.push({ message: 'must be an http, https, line or tel URI', property: `${at}.uri` });
  } else if (action.type === 'message') {
    text(problems, action.text, `${at}.text`, 300);
  } else if (action.type === 'postback') {
    text(problems, action.data, `${at}.data`, 300);
    text(problems, action.displayText, `${at}.displayText`, 300, false);
  } else if (action.type === 'richmenuswitch') {
    text(problems, action.richMenuAliasId, `${at}.richMenuAliasId`, 32);
    text(problems, action.data, `${at}.data`, 300);
  }
  return problems;
}

/** Every problem of a rich menu object, none when LINE would accept it. */
export function richMenuProblems(raw: unknown): Problem[] {
  const menu = isObject(raw) ? raw : {};
  const problems = sizeProblems(menu.size);
  if (typeof menu.selected !== 'boolean') problems.push({ message: 'must be specified', property: 'selected' });
  text(problems, menu.name, 'name', 300);
  text(problems, menu.chatBarText, 'chatBarText', 14);
  if (!Array.isArray(menu.areas)) return [...problems, { message: 'must be specified', property: 'areas' }];
  if (menu.areas.length > 20) problems.push({ message: 'Size must be between 0 and 20', property: 'areas' });
  const size = isObject(menu.size) ? menu.size : {};
  menu.areas.forEach((area: unknown, i: number) => {
    const at = `areas[${i}]`;
    const bounds = isObject(area) ? area.bounds : undefined;
    if (!isObject(bounds) || ![bounds.x, bounds.y, bounds.width, bounds.height].every(isWhole)) {
      problems.push({ message: 'must be specified', property: `${at}.bounds` });
    } else {
      const b = bounds as { x: number; y: number; width: number; height: number };
      if (b.x < 0 || b.y < 0 || b.width < 1 || b.height < 1) problems.push({ message: 'must be a non-empty area from (0, 0) on', property: `${at}.bounds` });
      if (isWhole(size.width) && isWhole(size.height) && (b.x + b.width > size.width || b.y + b.height > size.height)) {
        problems.push({ message: `must lie inside the rich menu (${size.width}×${size.height})`, property: `${at}.bounds` });
      }
    }
    problems.push(...actionProblems(isObject(area) ? area.action : undefined, `${at}.action`));
  });
  return problems;
}
