import type { UiString } from './index';

export const ADMIN_STRINGS: readonly UiString[] = [];
