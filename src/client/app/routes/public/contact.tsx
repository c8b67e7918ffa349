import { ContactPage } from '../../../features/contact/contact-page';
import type { PageModule } from '../page-route';

export const contactPage: PageModule = { Component: ContactPage, handle: { title: 'Contact Us' } };
