/** What a reply's placeholders stand for (contract REPLY_PLACEHOLDERS). */
export interface ReplyFacts {
  name: string;
  /** As people read it, `3FA9-C2D4-1B7E`. */
  reference: string;
  /** The track page with the reference filled in; empty without PUBLIC_URL. */
  track_link: string;
}

/**
 * A reply's text with `{name}`, `{reference}` and `{track_link}` filled in, in one pass: a
 * student named `{reference}` stays so. Without PUBLIC_URL the link's placeholder becomes
 * the reference, so the sentence around it still names the request.
 */
export function fillReply(text: string, facts: ReplyFacts): string {
  const values: Record<string, string> = { name: facts.name, reference: facts.reference, track_link: facts.track_link || facts.reference };
  return text.replace(/\{(name|reference|track_link)\}/g, (_, key: string) => values[key]!);
}
