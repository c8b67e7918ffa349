import { useApp } from '../context/app-provider';
import { DeferredContactForm } from './deferred-contact-form';

/**
 * SPEC §2's contact section: "Send us a message", its lead, and the contact form, in the
 * outlined card of form-layout.ts. The contact page's and the services page's.
 */
export function ContactFormCard({ idPrefix, className }: { idPrefix?: string; className?: string }) {
  const { t } = useApp();
  const titleId = `${idPrefix ?? 'contact'}-form-title`;
  return (
    <section className={className ? `form-card ${className}` : 'form-card'} aria-labelledby={titleId}>
      <h2 id={titleId} className="t t-h5 t-bold t-primary form-card-title">
        {t('Send us a message')}
      </h2>
      <p className="t t-body1 t-muted form-card-lead">
        {t(
          'Tell us about your thesis, research or question. We reply by email or WhatsApp, in Arabic, English or Chinese.',
        )}
      </p>
      <DeferredContactForm {...(idPrefix ? { idPrefix } : {})} />
    </section>
  );
}
