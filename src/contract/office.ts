/** A link that opens a WhatsApp chat with `number` (digits, country code first; site settings). */
export const whatsappUrl = (number: string, text?: string): string =>
  `https://wa.me/${number.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

/** A `tel:` link for a phone number as people write it (`+20 100 123 4567`). */
export const telUrl = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
