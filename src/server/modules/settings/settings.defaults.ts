import type { SiteSettings } from '../../../contract';

/** Google Maps embed (no API key needed) centred on the Cairo headquarters. */
const CAIRO_MAP_EMBED_URL =
  'https://maps.google.com/maps?q=Cairo%2C%20Egypt&t=m&z=12&ie=UTF8&iwloc=&output=embed';

/**
 * The office's details until staff edit them (SPEC §9 names the phone and
 * email). The stored row is laid over these, so a field added later always has a value;
 * the seed writes them as the first row. Every page reads them through `GET /settings`.
 */
export const DEFAULT_SETTINGS: SiteSettings = {
  office_phone: '+20 100 123 4567',
  office_email: 'info@bahith-office.com',
  whatsapp_number: '201001234567',
  social_links: {
    facebook: 'https://www.facebook.com/bahith.office',
    x: 'https://x.com/bahith_office',
    linkedin: 'https://www.linkedin.com/company/bahith-office',
    instagram: 'https://www.instagram.com/bahith.office',
  },
  map_url: CAIRO_MAP_EMBED_URL,
  // No video until the office publishes its own (Settings › Video address): a placeholder
  // address showed visitors a frame that plays nothing, and someone else's video is not
  // the office's introduction. The pages leave the video section out while it is empty.
  video_url: '',
  site_name: {
    ar: 'مكتب باحث للخدمات الطلابية',
    en: 'Bahith Student Services Office',
    zh: '巴希斯学术服务中心',
  },
};
