import { TextField } from '@mui/material';
import { dirOf, type LangMap } from '../../contract';
import { useApp } from '../context/app-provider';

export interface LangMapFieldProps {
  /** Translated label. */
  label: string;
  value: LangMap;
  onChange: (next: LangMap) => void;
  multiline?: boolean;
  minRows?: number;
  required?: boolean;
  /** The contract's limit for this field (TEXT_LIMITS). */
  maxLength?: number;
  /** A message shown under the field (translated), e.g. why submit is disabled. */
  error?: string | undefined;
  name?: string;
}

/**
 * A language map (SPEC §3) edited in the current language only, as the back-office does:
 * the other languages' texts are kept as they are. The input reads the way its language
 * does (Arabic right-to-left), whatever the page's direction.
 */
export function LangMapField({
  label,
  value,
  onChange,
  multiline = false,
  minRows,
  required = false,
  maxLength,
  error,
  name,
}: LangMapFieldProps) {
  const { lang, languages } = useApp();
  const languageTitle = languages.find((l) => l.lang === lang)?.title ?? lang;
  return (
    <TextField
      label={`${label} (${languageTitle})`}
      name={name}
      value={value[lang] ?? ''}
      onChange={(event) => onChange({ ...value, [lang]: event.target.value })}
      multiline={multiline}
      minRows={minRows}
      required={required}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      slotProps={{ htmlInput: { dir: dirOf(lang), lang, maxLength } }}
    />
  );
}
