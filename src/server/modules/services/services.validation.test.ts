import { beforeAll, expect, it } from 'vitest';
import type { Service, WriteResponse } from '../../../contract';
import { BODY_LIMIT } from '../../media/limits';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { htmlAsPngDataUrl, pngDataUrl } from '../../test/fixtures';
import { categoryBody, client, expectNoWrite, serviceBody, text } from './services.test-support';

/** SPEC §5 on the server: every rule answers 400 naming the field; nothing is written. */
describeEachDatabase('services API validation', (kind) => {
  const t = useTestApp(kind);
  const api = client(() => t().app);
  let admin = '';
  let image = '';
  let service: Service;
  let deletedCatId = 0;

  beforeAll(async () => {
    admin = await t().adminToken();
    image = await pngDataUrl();
    const created = await api.post('/api/services', serviceBody(image), admin);
    service = (created.json() as WriteResponse<Service>).data;
    const category = await api.post('/api/categories', categoryBody(image), admin);
    deletedCatId = (category.json() as { data: { cat_id: number } }).data.cat_id;
    expect((await api.del(`/api/categories/${deletedCatId}`, admin)).statusCode).toBe(200);
  });

  /** Sends the call and checks the status, the fields named, and that no row or file was written. */
  async function expectRefused(call: () => ReturnType<typeof api.post>, status: number, paths?: string[]) {
    const res = await expectNoWrite(t().app, call, status, paths);
    expect(
      await api.get(`/api/services?service_id=${service.service_id}`).then((r) => r.json() as Service[]),
    ).toEqual([service]);
    return res;
  }
  const create = (extra: Record<string, unknown>) => () =>
    api.post('/api/services', serviceBody(image, extra), admin);
  const update =
    (body: unknown, id = service.service_id) =>
    () =>
      api.post(`/api/services/${id}`, body, admin);

  it('names every missing field of a create', async () => {
    const res = await expectRefused(() => api.post('/api/services', {}, admin), 400, [
      'body.service_name',
      'body.service_long_name',
      'body.service_desc',
      'body.service_features',
      'body.service_header_image',
    ]);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining('body.service_name'),
    });
  });

  it('applies the language-map rule: { en: "abc" } and { fr: "bonjour" } are refused, { en: "abcd" } is accepted', async () => {
    await expectRefused(create({ service_name: { en: 'abc' } }), 400, ['body.service_name']);
    await expectRefused(create({ service_long_name: { fr: 'bonjour' } }), 400, ['body.service_long_name']);
    await expectRefused(create({ service_desc: { en: 'a valid text', fr: 'bonjour' } }), 400, [
      'body.service_desc',
    ]);
    await expectRefused(create({ service_name: { en: '       ', ar: 'abc' } }), 400, ['body.service_name']);
    await expectRefused(create({ service_name: 'Thesis writing' }), 400, ['body.service_name']);
    await expectRefused(create({ service_name: { en: 1234 } }), 400, ['body.service_name.en']);
    const res = await api.post('/api/services', serviceBody(image, { service_name: { en: 'abcd' } }), admin);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as WriteResponse<Service>).data.service_name).toEqual({ en: 'abcd' });
  });

  it('needs at least one feature, and every feature valid', async () => {
    await expectRefused(create({ service_features: [] }), 400, ['body.service_features']);
    await expectRefused(create({ service_features: text('Features') }), 400, ['body.service_features']);
    await expectRefused(
      create({ service_features: [text('Proposal'), { en: 'abc' }, text('Review'), { de: 'Gliederung' }] }),
      400,
      ['body.service_features.1', 'body.service_features.3'],
    );
  });

  it('needs the header image as a data URL', async () => {
    await expectRefused(create({ service_header_image: undefined }), 400, ['body.service_header_image']);
    await expectRefused(create({ service_header_image: null }), 400, ['body.service_header_image']);
    await expectRefused(create({ service_header_image: 'https://example.com/header.png' }), 400, [
      'body.service_header_image',
    ]);
  });

  it('needs cat_id to name an existing, non-deleted category', async () => {
    await expectRefused(create({ cat_id: 'abc' }), 400, ['body.cat_id']);
    await expectRefused(create({ cat_id: 1.5 }), 400, ['body.cat_id']);
    const unknown = await expectRefused(create({ cat_id: 999999 }), 400, ['body.cat_id']);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION' });
    await expectRefused(create({ cat_id: deletedCatId }), 400, ['body.cat_id']);
    await expectRefused(update({ cat_id: deletedCatId }), 400, ['body.cat_id']);
  });

  it('applies the same rules to each field an update sends', async () => {
    await expectRefused(update({ service_name: { en: 'abc' } }), 400, ['body.service_name']);
    await expectRefused(update({ service_desc: { fr: 'bonjour' } }), 400, ['body.service_desc']);
    await expectRefused(update({ service_features: [] }), 400, ['body.service_features']);
    await expectRefused(update({ service_features: [text('Proposal'), { en: '' }] }), 400, [
      'body.service_features.1',
    ]);
    await expectRefused(update({ service_header_image: 'not a data url' }), 400, [
      'body.service_header_image',
    ]);
    await expectRefused(update({ cat_id: 999999 }), 400, ['body.cat_id']);
    await expectRefused(update(['not', 'an', 'object']), 400, ['body']);
  });

  it('answers 400 naming the id when a path id is not a positive integer', async () => {
    await expectRefused(update({ service_name: text('Renamed') }, 'abc' as unknown as number), 400, [
      'params.id',
    ]);
    await expectRefused(update({ service_name: text('Renamed') }, 0), 400, ['params.id']);
    await expectRefused(() => api.del('/api/services/1e3', admin), 400, ['params.id']);
    await expectRefused(() => api.del('/api/services/99999999999', admin), 400, ['params.id']);
  });

  it('answers 400 to malformed JSON', async () => {
    await expectRefused(
      () =>
        t().app.inject({
          method: 'POST',
          url: '/api/services',
          payload: '{"service_name": ',
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        }),
      400,
    );
  });

  it('answers 415 to a header image that is not an image (HTML sent as a PNG) and stores nothing', async () => {
    await expectRefused(create({ service_header_image: htmlAsPngDataUrl() }), 415);
    await expectRefused(update({ service_header_image: htmlAsPngDataUrl() }), 415);
  });

  it('answers 413 to a body over the route limit', async () => {
    const huge = `data:image/png;base64,${'A'.repeat(BODY_LIMIT.image)}`;
    await expectRefused(create({ service_header_image: huge }), 413);
  });
});
