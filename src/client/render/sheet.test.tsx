import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CachedSection, withSectionCache } from './cached-section';
import {
  BelowTheFold,
  SHEETS_ATTRIBUTE,
  allSheets,
  belowTheFoldTags,
  recordSheets,
  resetPresentSheets,
  sheet,
  sheetTags,
  useSheet,
  type BelowTheFoldFile,
} from './sheet';

const ground = sheet('test-ground', '.g { color : red ; }  /* a comment */');
const leaf = sheet('test-leaf', '.l{color:blue}\n  .l:hover{color:green}', [ground]);
const other = sheet('test-other', '.o{margin: 0 auto}');
const hidden = sheet('test-hidden', '.h{visibility:visible}', [], {
  whileLinked: '.h { visibility: hidden }',
});

function Leaf() {
  useSheet(leaf);
  return <p className="l">leaf</p>;
}
function Other() {
  useSheet(other);
  return <p className="o">other</p>;
}

afterEach(() => {
  document.querySelectorAll(`[${SHEETS_ATTRIBUTE}]`).forEach((tag) => tag.remove());
  resetPresentSheets();
});

describe('sheets', () => {
  it('keeps what the browser needs of a sheet', () => {
    expect(ground.css).toBe('.g{color:red}');
    expect(leaf.css).toBe('.l{color:blue}.l:hover{color:green}');
    expect(other.css).toBe('.o{margin:0 auto}');
  });

  it('refuses a second sheet of the same name with other rules, and returns the first for the same rules', () => {
    expect(sheet('test-ground', '.g { color : red ; }  /* a comment */')).toBe(ground);
    expect(() => sheet('test-ground', '.g{color:black}')).toThrow(/Two sheets/);
    expect(() => sheet('Bad Name', '')).toThrow(/lowercase/);
  });

  it('gives a server render the sheets it used, each once, those it builds on first', () => {
    const { result, sheets } = recordSheets(() =>
      renderToString(
        <>
          <Other />
          <Leaf />
          <Leaf />
        </>,
      ),
    );
    expect(result).toContain('leaf');
    // Sheet order (the order the modules made them), not render order: the ground before the leaf.
    expect(sheets.map((s) => s.name)).toEqual(['test-ground', 'test-leaf', 'test-other']);
    expect(sheetTags(sheets)).toBe(
      `<style ${SHEETS_ATTRIBUTE}="test-ground test-leaf test-other">.g{color:red}.l{color:blue}.l:hover{color:green}.o{margin:0 auto}</style>`,
    );
    expect(sheetTags([])).toBe('');
  });

  it('notes the sheets of a cached section that is sent from its cache, not rendered', () => {
    const page = () => (
      <CachedSection name="test-sheets">
        <Leaf />
      </CachedSection>
    );
    const first = recordSheets(() => withSectionCache('origin ar', 1, () => renderToString(page())));
    const second = recordSheets(() => withSectionCache('origin ar', 1, () => renderToString(page())));
    expect(second.result).toBe(first.result);
    expect(second.sheets.map((s) => s.name)).toEqual(['test-ground', 'test-leaf']);
  });

  it('adds a sheet in the browser once, with those it builds on, unless the server sent it', () => {
    const sent = document.createElement('style');
    sent.setAttribute(SHEETS_ATTRIBUTE, 'test-ground');
    document.head.appendChild(sent);
    render(
      <>
        <Leaf />
        <Leaf />
        <Other />
      </>,
    );
    const tags = [...document.head.querySelectorAll(`style[${SHEETS_ATTRIBUTE}]`)].map((tag) =>
      tag.getAttribute(SHEETS_ATTRIBUTE),
    );
    expect(tags).toEqual(['test-ground', 'test-leaf', 'test-other']);
    expect(document.head.querySelector(`style[${SHEETS_ATTRIBUTE}="test-leaf"]`)?.textContent).toBe(leaf.css);
  });

  it("keeps the sheets only the parts below the fold use apart from the first screen's, each once", () => {
    const { sheets, below } = recordSheets(() =>
      renderToString(
        <>
          <Leaf />
          <BelowTheFold>
            <Leaf />
            <Other />
          </BelowTheFold>
        </>,
      ),
    );
    // The leaf shows on the first screen too: it stays in the head, with its ground.
    expect(sheets.map((s) => s.name)).toEqual(['test-ground', 'test-leaf']);
    expect(below.map((s) => s.name)).toEqual(['test-other']);
  });

  it('links the sheets below the fold that the stylesheet holds, naming them, and sends any other inline', () => {
    const file: BelowTheFoldFile = { href: '/sheets/abc.css', css: '', names: new Set(['test-other']) };
    expect(
      belowTheFoldTags([leaf, other, hidden], { ...file, names: new Set(['test-other', 'test-hidden']) }),
    ).toEqual({
      link: `<link rel="stylesheet" href="/sheets/abc.css" ${SHEETS_ATTRIBUTE}="test-other test-hidden">`,
      inline: [leaf],
      // What the head holds of a linked sheet meanwhile.
      whileLinked: '.h{visibility:hidden}',
    });
    expect(sheetTags([ground], '.h{visibility:hidden}')).toBe(
      `<style ${SHEETS_ATTRIBUTE}="test-ground">.g{color:red}.h{visibility:hidden}</style>`,
    );
    expect(belowTheFoldTags([], file)).toEqual({ link: '', inline: [], whileLinked: '' });
    expect(belowTheFoldTags([other], undefined)).toEqual({ link: '', inline: [other], whileLinked: '' });
    // Every sheet, in sheet order: the stylesheet's rules tie-break as the head's would.
    const all = allSheets().map((s) => s.name);
    expect(all.indexOf('test-ground')).toBeLessThan(all.indexOf('test-leaf'));
    expect(all.indexOf('test-leaf')).toBeLessThan(all.indexOf('test-other'));
  });

  it('adds in the browser a sheet whose stylesheet did not load, and not one whose stylesheet did', () => {
    const failed = document.createElement('link');
    failed.rel = 'stylesheet';
    failed.setAttribute(SHEETS_ATTRIBUTE, 'test-other');
    document.body.appendChild(failed);
    render(<Other />);
    expect(document.head.querySelector(`style[${SHEETS_ATTRIBUTE}="test-other"]`)?.textContent).toBe(
      other.css,
    );

    document.querySelectorAll(`[${SHEETS_ATTRIBUTE}]`).forEach((tag) => tag.remove());
    resetPresentSheets();
    const loaded = document.createElement('link');
    loaded.setAttribute(SHEETS_ATTRIBUTE, 'test-other');
    Object.defineProperty(loaded, 'sheet', { value: {} });
    document.body.appendChild(loaded);
    render(<Other />);
    expect(document.head.querySelector(`style[${SHEETS_ATTRIBUTE}="test-other"]`)).toBeNull();
  });
});
