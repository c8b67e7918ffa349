import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BelowTheFold } from '../render/sheet';
import { Icon } from './icon';
import { Menu } from './icon-paths';

describe('Icon', () => {
  it('carries its shapes on the first screen, and points to its symbol in the sprite below it', () => {
    const first = renderToString(<Icon shapes={Menu} />);
    expect(first).toContain(`<path d="${String(Menu.shapes[0]![1].d)}"></path>`);
    expect(first).not.toContain('<use');
    const below = renderToString(
      <BelowTheFold>
        <Icon shapes={Menu} label="Menu" />
      </BelowTheFold>,
    );
    expect(below).toMatch(
      /<svg class="icon" focusable="false" viewBox="0 0 24 24" role="img" aria-label="Menu"><use href="[^"]*sprite\.svg[^"#]*#Menu"><\/use><\/svg>/,
    );
    expect(below).not.toContain('<path');
  });
});
