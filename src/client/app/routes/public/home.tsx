import { HomePage } from '../../../features/home/home-page';
import type { PageModule } from '../page-route';

export const homePage: PageModule = { Component: HomePage, handle: {} };
