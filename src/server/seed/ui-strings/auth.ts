import type { UiString } from './index';

export const AUTH_STRINGS: readonly UiString[] = [];
