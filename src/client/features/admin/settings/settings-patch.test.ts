import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../../../contract';
import { settingsErrors, settingsPatch } from './settings-patch';

const saved: SiteSettings = {
  office_phone: '+20 100 123 4567',
  office_email: 'info@example.com',
  whatsapp_number: '201001234567',
  social_links: { facebook: 'https://facebook.com/a', x: '', linkedin: '', instagram: '' },
  map_url: 'https://maps.google.com/maps?q=Cairo&output=embed',
  video_url: 'https://www.youtube-nocookie.com/embed/abc',
  site_name: { ar: 'مكتب باحث', en: 'Bahith office', zh: '巴希斯' },
};

describe('the settings screen’s Save', () => {
  it('sends only what changed; a social link or a name sends its whole group', () => {
    expect(settingsPatch(saved, saved)).toEqual({});
    expect(
      settingsPatch(saved, {
        ...saved,
        office_phone: '+20 111',
        social_links: { ...saved.social_links, x: 'https://x.com/b' },
      }),
    ).toEqual({
      office_phone: '+20 111',
      social_links: { facebook: 'https://facebook.com/a', x: 'https://x.com/b', linkedin: '', instagram: '' },
    });
    expect(settingsPatch(saved, { ...saved, site_name: { ...saved.site_name, zh: '巴希斯中心' } })).toEqual({
      site_name: { ar: 'مكتب باحث', en: 'Bahith office', zh: '巴希斯中心' },
    });
  });

  it('names each field the contract refuses, with the server’s own message', () => {
    expect(settingsErrors({})).toEqual({});
    expect(
      settingsErrors({
        office_email: 'not mail',
        whatsapp_number: '+20 100',
        social_links: { x: 'http://x.com/b' },
        site_name: { en: 'ab' },
      }),
    ).toEqual({
      office_email: 'must be an email address',
      whatsapp_number: 'must be the international number in digits, without + or spaces',
      'social_links.x': 'must be an https:// URL',
      site_name: 'needs a text longer than 3 characters in en, ar or zh',
    });
  });
});
