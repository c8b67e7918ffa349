/**
 * The browser and system a session was opened from, named from its User-Agent so a staff
 * member can tell "Chrome on Android" from "Safari on macOS" in their session list
 * (decision 0057). A few patterns cover the browsers staff use; anything else is named
 * by what is known, and an empty name means not known at all. The order matters: Edge,
 * Opera and Samsung Internet also say "Chrome", and every Chromium says "Safari".
 */
const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\b(?:OPR|OPiOS)\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|Chromium|CriOS)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

const SYSTEMS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

const firstMatch = (userAgent: string, table: typeof BROWSERS): string =>
  table.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? '';

export interface DeviceName {
  /** "Chrome", "Safari", …; empty when the User-Agent names none we know. */
  browser: string;
  /** "Android", "Windows", …; empty when unknown. */
  os: string;
}

export const deviceName = (userAgent: string): DeviceName => ({
  browser: firstMatch(userAgent, BROWSERS),
  os: firstMatch(userAgent, SYSTEMS),
});
