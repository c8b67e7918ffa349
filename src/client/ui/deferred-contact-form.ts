import { deferredSection } from './deferred-section';

/** The contact form, hydrated after the rest of its page (ui/deferred-section): its code, and MUI's inputs, are not in the first load. */
export const DeferredContactForm = deferredSection('contact-form', () => import('./contact-form').then((m) => m.ContactForm));
