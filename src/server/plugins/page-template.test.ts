import { describe, expect, it } from 'vitest';
import { fillTemplate } from './page-template';

const TEMPLATE =
  '<!doctype html><html lang="ar" dir="rtl"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

describe('fillTemplate', () => {
  it('sets the language and direction and puts each part in its place', () => {
    const page = fillTemplate(TEMPLATE, {
      lang: 'en',
      head: '<title>T</title>',
      html: '<p>hi</p>',
      data: '{"a":1}',
    });
    expect(page).toBe(
      '<!doctype html><html lang="en" dir="ltr"><head><title>T</title></head><body><div id="root"><p>hi</p></div><script id="app-data" type="application/json">{"a":1}</script></body></html>',
    );
  });

  it("keeps text with replacement patterns ($&, $', $`, $$) exactly as written", () => {
    const text = "price $$5, match $& after $' before $` end";
    const page = fillTemplate(TEMPLATE, {
      lang: 'ar',
      head: `<title>${text}</title>`,
      html: `<p>${text}</p>`,
      data: JSON.stringify({ text }),
    });
    expect(page).toContain(`<title>${text}</title>`);
    expect(page).toContain(`<p>${text}</p>`);
    expect(page).toContain(JSON.stringify({ text }));
    expect(page.match(/<!doctype/g)).toHaveLength(1);
  });

  it('leaves out the data script when there is no data', () => {
    expect(fillTemplate(TEMPLATE, { lang: 'zh', head: '', html: '', data: '' })).not.toContain('app-data');
  });
});

describe('fillTemplate on a template without its markers', () => {
  it('says which marker is missing', () => {
    expect(() =>
      fillTemplate('<html lang="ar" dir="rtl"><head></head></html>', {
        lang: 'ar',
        head: '',
        html: '',
        data: '',
      }),
    ).toThrow('<!--app-head-->');
  });
});
