/** Values for the `{name}` slots of a UI string. */
export type Slots = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` slots (`'{count} unread'`, `'Go to page {page}'`): the one way, so a
 * translated string keeps its slots wherever its translator put them. A slot with no value
 * is left as written.
 */
export const fillSlots = (text: string, slots?: Slots): string =>
  slots
    ? text.replace(/\{(\w+)\}/g, (whole, name: string) =>
        Object.hasOwn(slots, name) ? String(slots[name]) : whole,
      )
    : text;
