import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/** Where a create form keeps its draft (SPEC §4 "Drafts"; the key is ours: docs/decisions/0012). */
export const draftKey = (entity: string) => `draft_${entity}`;

function readDraft<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A form's values, kept in localStorage under `key` as they change (SPEC §4: the service
 * and category create forms), so a reload or a closed tab loses nothing. No key: plain
 * state (update forms start from the item). `clear()` forgets the draft after a save.
 * A draft too large for the storage (a big image as a data URL) is dropped rather than
 * leaving an older one behind.
 */
export function useDraft<T>(
  key: string | undefined,
  initial: () => T,
): [T, Dispatch<SetStateAction<T>>, () => void] {
  const [value, setValue] = useState<T>(() => (key ? readDraft<T>(key) : undefined) ?? initial());
  const cleared = useRef(false);

  useEffect(() => {
    if (!key || cleared.current) return;
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      localStorage.removeItem(key);
    }
  }, [key, value]);

  const clear = useCallback(() => {
    if (!key) return;
    cleared.current = true;
    localStorage.removeItem(key);
  }, [key]);

  return [value, setValue, clear];
}
