/** The keys that move through a list: its next and previous item, and whether Home and End go to its ends. */
export interface RovingKeys {
  next: string;
  previous: string;
  /** False where Home and End belong to a text field (a combobox). */
  ends?: boolean;
}

/**
 * Where a key leads in a list of `count` items (WAI-ARIA's composite widgets: the tabs, the
 * menus, the combobox's list): the next or previous item, round from one end to the other,
 * or an end. `at` is the current item, -1 for none yet (then "next" is the first, "previous"
 * the last). Undefined: the key does not move in the list.
 */
export function roveIndex(key: string, at: number, count: number, keys: RovingKeys): number | undefined {
  if (count === 0) return undefined;
  if (key === keys.next) return at < 0 ? 0 : (at + 1) % count;
  if (key === keys.previous) return at <= 0 ? count - 1 : at - 1;
  if (keys.ends === false) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
