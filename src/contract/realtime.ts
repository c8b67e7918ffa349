/** SPEC §4/§7 socket events plus DESIGN §4's `<entity>_changed` for the rest. */
export const REALTIME_EVENTS = {
  services: 'services_changed',
  categories: 'categories_changed',
  translations: 'translations_changed',
  blogs: 'blogs_changed',
  testimonials: 'testimonials_changed',
  researchers: 'researchers_changed',
  seo: 'seo_changed',
  settings: 'settings_changed',
  requests: 'requests_changed',
  messages: 'messages_changed',
  staff: 'staff_changed',
} as const;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];
