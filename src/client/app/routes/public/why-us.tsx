import { WhyUsPage } from '../../../features/why-us/why-us-page';
import type { PageModule } from '../page-route';

export const whyUsPage: PageModule = { Component: WhyUsPage, handle: { title: 'Why Choose Us' } };
