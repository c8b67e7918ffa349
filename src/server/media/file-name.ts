/** The longest name a document keeps, in characters, its extension included. */
export const FILE_NAME_MAX = 120;

// Control characters, and the Unicode marks that reorder text (a name that reads "gpj.exe"
// backwards as "exe.jpg"): neither belongs in a file name someone will open.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// What Windows, macOS or a zip tool refuse or read as a path.
const RESERVED = /[<>:"/\\|?*]/g;

/**
 * A student's file name made safe to show, store and put in a zip (decision 0030): no path
 * (only what follows the last `/` or `\`), no control or reordering characters, nothing a
 * file system refuses, at most FILE_NAME_MAX characters, and the extension of what the bytes
 * really are (`thesis.exe` that is a PDF is `thesis.pdf`). Undefined when nothing is left:
 * the document is then called as SPEC §2 calls it, "Document N.ext".
 */
export function safeFileName(raw: string | undefined, ext: string): string | undefined {
  if (!raw) return undefined;
  const base = raw
    .split(/[/\\]/)
    .pop()!
    .replace(/[\t\r\n]+/g, ' ')
    .replace(UNSAFE, '')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .trim();
  const stem = base.replace(/\.[^.]{1,10}$/, '').replace(/^[.\s]+|[.\s]+$/g, '');
  if (!stem) return undefined;
  const suffix = `.${ext}`;
  return `${[...stem]
    .slice(0, FILE_NAME_MAX - suffix.length)
    .join('')
    .trim()}${suffix}`;
}
