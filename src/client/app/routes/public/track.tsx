import { TrackPage } from '../../../features/track/track-page';
import type { PageModule } from '../page-route';

export const trackPage: PageModule = { Component: TrackPage, handle: { title: 'Track my request' } };
