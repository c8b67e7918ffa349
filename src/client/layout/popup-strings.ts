/**
 * The UI strings of the top bar's popups (the drawer, the services dropdown, the language
 * menu), which the server's render of a page does not show, closed as they are. They open in
 * the tap's frame (decision 0039), which may come before the page has the rest of its
 * dictionary (api/translations.ts, `completeDictionary`, at idle): so the page's own
 * dictionary carries them, and a popup never shows in English on an Arabic page.
 * `popup-strings.test.tsx` renders the popups open and checks that this list holds each.
 */
export const POPUP_STRINGS = [
  'Close menu',
  'Main menu',
  'Our Services',
  'All Services',
  'All in this category',
  'No services yet',
  'Loading services…',
  'View all',
  'Order Document',
  'Language',
] as const;
