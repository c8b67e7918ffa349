/** Darker than the brand green so white text passes WCAG AA contrast. */
export const WHATSAPP_GREEN = '#0F7A41';
/** Its hover. */
export const WHATSAPP_GREEN_DARK = '#0B6535';

/** The message a chat opens with when a button names nothing in particular (translated with t()). */
export const WHATSAPP_GREETING = 'Hello, I would like to ask about your services.';
