import type { UiString } from './index';

export const PAGES_STRINGS: readonly UiString[] = [];
