/** What a reply's placeholders stand for (contract REPLY_PLACEHOLDERS). */
export interface ReplyFacts {
  name: string;
  /** As people read it, `3FA9-C2D4-1B7E`. */
  reference: string;
  /** The track page with the reference filled in; empty without PUBLIC_URL. */
  track_link: string;
}

/**
 * A reference kept left to right inside right-to-left text: between two left-to-right marks
 * (U+200E, invisible), `3FA9-C2D4-1B7E` reads in order in an Arabic sentence instead of
 * breaking at its dashes (`C2D4-1B7E-3FA9`), in any mail client that follows Unicode's
 * bidirectional rules.
 */
const isolatedReference = (reference: string): string => `\u200E${reference}\u200E`;

/**
 * A reply's text with `{name}`, `{reference}` and `{track_link}` filled in, in one pass: a
 * student named `{reference}` stays so. Without a link the placeholder becomes the
 * reference, so the sentence around it still names the request.
 */
export function fillReply(text: string, facts: ReplyFacts): string {
  const reference = isolatedReference(facts.reference);
  const values: Record<string, string> = {
    name: facts.name,
    reference,
    track_link: facts.track_link || reference,
  };
  return text.replace(/\{(name|reference|track_link)\}/g, (_, key: string) => values[key]!);
}
