import { deferredSection } from '../render/deferred-section';

/**
 * The contact form, hydrated after the rest of its page (render/deferred-section): its
 * code, and MUI's inputs, are not in the first load.
 */
export const DeferredContactForm = deferredSection('contact-form', () =>
  import('./contact-form').then((m) => m.ContactForm),
);
