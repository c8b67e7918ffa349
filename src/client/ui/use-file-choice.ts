import { useRef, useState, type ChangeEvent } from 'react';
import { readAsDataUrl } from './read-file';

export interface FileChoiceOptions {
  /** The MIME type's start the file must have: 'image/', 'audio/'. */
  typePrefix: string;
  maxBytes: number;
  /** Translated messages for a refused file. */
  wrongType: string;
  tooLarge: string;
  onChoose: (dataUrl: string) => void;
}

/**
 * A file picked from the device behind a visible button (so the keyboard reaches it),
 * checked for its type and size before anything is read, then read as a data URL
 * (SPEC §3). The image and audio uploads share it.
 */
export function useFileChoice({ typePrefix, maxBytes, wrongType, tooLarge, onChoose }: FileChoiceOptions) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();

  const onInputChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith(typePrefix)) return setError(wrongType);
    if (file.size > maxBytes) return setError(tooLarge);
    setError(undefined);
    onChoose(await readAsDataUrl(file));
  };

  return {
    input,
    error,
    open: () => input.current?.click(),
    onInputChange: (event: ChangeEvent<HTMLInputElement>) => void onInputChange(event),
  };
}
