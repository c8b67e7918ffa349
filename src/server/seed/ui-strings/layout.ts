import type { UiString } from './index';

export const LAYOUT_STRINGS: readonly UiString[] = [];
