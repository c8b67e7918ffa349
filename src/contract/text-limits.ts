/**
 * The longest text each kind of field takes, in characters (decision 0008; the README lists
 * them). The server refuses longer text with a 400 naming the field; the forms use the
 * same numbers as their `maxLength`. No zod here: public pages may import this module.
 */
export const TEXT_LIMITS = {
  /** Names, titles, authors, positions, locations, subjects, an SEO title. */
  name: 200,
  /** One line of text: a service's long name, a feature, an address, an SEO description or keywords. */
  line: 1_000,
  /** A description, a biography, a testimonial, a request's description, a message. */
  text: 10_000,
  /** A blog post's markdown body, per language. */
  markdown: 200_000,
  /** An e-mail address (RFC 5321's path limit). */
  email: 254,
  /** A phone number as people type it. */
  phone: 50,
  /** A URL (an Open Graph image, a map, a video, a social link). */
  url: 2_000,
  /** One UI string in one language. */
  uiString: 5_000,
  /** Feature lines of one service. */
  features: 50,
} as const;
