/**
 * An SMTP server's words with every address taken out, before they are stored (the outbox's
 * `last_error`, the job queue's output) or logged: a relay's "550 <student@example.com>
 * unknown" names a student, and DESIGN §8 keeps visitor data out of logs. What stands
 * between angle brackets (a mailbox, a path, a message id) goes whole, an unclosed one to
 * the end; a bare address elsewhere is replaced too. The status code and the words stay, so
 * staff can still tell a full mailbox from an unknown one.
 */
const ANGLED = /<[^>]*(?:>|$)/g;
const BARE_ADDRESS = /[^\s<>()[\]@,;:"']+@[^\s<>()[\]@,;:"']+/g;

export function redactAddresses(text: string): string {
  return text.replace(ANGLED, '<…>').replace(BARE_ADDRESS, '[address]');
}
