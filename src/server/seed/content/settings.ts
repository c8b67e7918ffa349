import { OFFICE } from '../../../contract';
import type { SeedSettings } from './types';

/** Google Maps embed (no API key needed) centred on the Cairo headquarters. */
export const CAIRO_MAP_EMBED_URL = 'https://maps.google.com/maps?q=Cairo%2C%20Egypt&t=m&z=12&ie=UTF8&iwloc=&output=embed';

/**
 * Placeholder for the office's introduction video: staff replace it from the back-office
 * (PATCH /settings) once the video is published on YouTube.
 */
export const VIDEO_EMBED_PLACEHOLDER_URL = 'https://www.youtube-nocookie.com/embed/VIDEO_ID';

/** The site settings row written on first start (issue 3 §2, defaults from OFFICE). */
export const SEED_SETTINGS: SeedSettings = {
  office_phone: OFFICE.phone,
  office_email: OFFICE.email,
  whatsapp_number: OFFICE.whatsapp,
  social_links: { ...OFFICE.social },
  map_url: CAIRO_MAP_EMBED_URL,
  video_url: VIDEO_EMBED_PLACEHOLDER_URL,
  site_name: { ...OFFICE.siteName },
};
