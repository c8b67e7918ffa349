import { beforeAll, expect, it } from 'vitest';
import type { SiteSettings } from '../../../contract';
import { siteSettings } from '../../db/schema';
import { SEED_SETTINGS } from '../../seed/content/settings';
import { seedSiteDataAndUsers, useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import type { TestUser } from '../../test/users';

describeEachDatabase('site settings API', (kind) => {
  const t = useTestApp(kind);
  let admin: Record<string, string>;
  let staff: TestUser;
  beforeAll(async () => {
    ({ admin, staff } = await seedSiteDataAndUsers(t(), { 'accept-language': 'en' }));
  });

  const get = async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    return res.json<SiteSettings>();
  };
  const patch = (payload: unknown, headers: Record<string, string> = admin) =>
    t().app.inject({ method: 'PATCH', url: '/api/settings', headers, payload: payload as object });

  it('serves the seeded settings with an ETag', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.json()).toEqual(SEED_SETTINGS);
    expect(
      (
        await t().app.inject({
          method: 'GET',
          url: '/api/settings',
          headers: { 'if-none-match': res.headers.etag as string },
        })
      ).statusCode,
    ).toBe(304);
  });

  it('merges a partial update: fields left out stay, social links and site name merge by key', async () => {
    const res = await patch({
      office_phone: '+20 111 222 3333',
      social_links: { x: 'https://x.com/new_handle', instagram: '' },
      site_name: { en: 'Bahith Research Office' },
    });
    expect(res.statusCode).toBe(200);
    const expected: SiteSettings = {
      ...SEED_SETTINGS,
      office_phone: '+20 111 222 3333',
      social_links: { ...SEED_SETTINGS.social_links, x: 'https://x.com/new_handle', instagram: '' },
      site_name: { ...SEED_SETTINGS.site_name, en: 'Bahith Research Office' },
    };
    expect(res.json()).toEqual({ message: 'Settings updated successfully', data: expected });
    expect(await get()).toEqual(expected);
  });

  it("sets the office's video, and '' takes it away again (the demo has none)", async () => {
    expect(SEED_SETTINGS.video_url).toBe('');
    const video = 'https://www.youtube-nocookie.com/embed/abc123XYZ';
    expect((await patch({ video_url: video })).statusCode).toBe(200);
    expect((await get()).video_url).toBe(video);
    expect((await patch({ video_url: '' })).statusCode).toBe(200);
    expect((await get()).video_url).toBe('');
  });

  it('answers in the request language', async () => {
    expect(
      (await patch({ whatsapp_number: '201009998877' }, { ...admin, 'accept-language': 'ar' })).json(),
    ).toMatchObject({ message: 'تم تحديث الإعدادات بنجاح' });
    expect((await patch({}, { ...admin, 'accept-language': 'zh' })).json()).toMatchObject({
      message: '设置已成功更新',
    });
    expect((await get()).whatsapp_number).toBe('201009998877');
  });

  it('refuses bad values with 400 naming each field, and writes nothing', async () => {
    const before = await get();
    const res = await patch({
      office_email: 'not-an-email',
      map_url: 'javascript:alert(1)',
      video_url: 'http://www.youtube.com/embed/x',
      whatsapp_number: '+20 100',
      social_links: { facebook: 'ftp://fb.com/x', tiktok: 'https://tiktok.com/@x' },
      site_name: { en: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json<{ issues: { path: string }[] }>().issues.map((i) => i.path);
    for (const field of [
      'office_email',
      'map_url',
      'video_url',
      'whatsapp_number',
      'social_links.facebook',
      'site_name',
    ])
      expect(paths).toContain(`body.${field}`);
    expect(res.json<{ message: string }>().message).toMatch(/social_links/);
    expect(await get()).toEqual(before);
  });

  it.each([
    [{ theme: 'dark' }],
    [{ site_name: { fr: 'Bonjour le monde' } }],
    [[1, 2]],
    [{ social_links: 'https://x.com' }],
  ])('refuses %j with 400', async (payload) => {
    const before = await get();
    expect((await patch(payload)).statusCode).toBe(400);
    expect(await get()).toEqual(before);
  });

  it('answers 401 without a token and 403 for a non-admin, and writes nothing', async () => {
    const before = await get();
    expect((await patch({ office_phone: '+1 555 0100' }, {})).statusCode).toBe(401);
    expect((await patch({ office_phone: '+1 555 0100' }, staff.headers)).statusCode).toBe(403);
    expect(await get()).toEqual(before);
  });

  it('falls back to the defaults when the row is missing, and a patch creates it', async () => {
    await t().app.database.db.delete(siteSettings);
    t().app.changed('settings');
    expect(await get()).toEqual(SEED_SETTINGS);
    expect((await patch({ office_email: 'desk@bahith-office.com' })).statusCode).toBe(200);
    expect(await get()).toEqual({ ...SEED_SETTINGS, office_email: 'desk@bahith-office.com' });
  });
});
