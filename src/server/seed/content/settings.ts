import { DEFAULT_SETTINGS } from '../../modules/settings/settings.defaults';
import type { SeedSettings } from './types';

/** The site settings row written on first start: the settings module's defaults. */
export const SEED_SETTINGS: SeedSettings = structuredClone(DEFAULT_SETTINGS);
