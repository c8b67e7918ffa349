import { AboutPage } from '../../../features/about/about-page';
import type { PageModule } from '../page-route';

export const aboutPage: PageModule = { Component: AboutPage, handle: { title: 'Who Are We' } };
