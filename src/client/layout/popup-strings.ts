/**
 * The UI strings of the wide screen's services dropdown, which the server's render of a page
 * does not show, closed as it is. It opens in the tap's frame (decision 0039), which may come
 * before the page has the rest of its dictionary (api/translations.ts, `completeDictionary`,
 * at idle): so the page's own dictionary carries them, and it never shows in English on an
 * Arabic page. The drawer and the language menu are in the page's HTML (decision 0041): the
 * server's render looks their strings up itself. `popup-strings.test.tsx` renders the
 * dropdown open and checks that this list holds each.
 */
export const POPUP_STRINGS = [
  'Our Services',
  'All Services',
  'No services yet',
  'Loading services…',
  'View all',
] as const;
