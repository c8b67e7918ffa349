import { ServicesPage } from '../../../features/services/services-page';
import type { PageModule } from '../page-route';

export const servicesPage: PageModule = { Component: ServicesPage, handle: { title: 'Our Services' } };
