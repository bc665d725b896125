/**
 * Whether a request target is one the gateway may forward as it is. Anything a parser downstream
 * could read differently from the gateway's router is refused: backslashes (URL parsers read them
 * as `/`), encoded slashes, backslashes, dots and NULs, dot segments, empty segments and control
 * characters. What passes names exactly one route in the API table and reaches the service byte
 * for byte.
 */
const FORBIDDEN = /\\|%2f|%5c|%2e|%00|\/\/|\/\.\.?(?:\/|$)/i;

const hasControlCharacter = (text: string) => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
};

export function isCleanPath(target: string): boolean {
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  return !FORBIDDEN.test(path) && !hasControlCharacter(path);
}
