import { MenuItem, TextField } from '@mui/material';
import { parseLang } from '../../../contract';
import { useApp } from '../../context/app-provider';

/** A plain select of the interface languages, each titled in its own script (SPEC §3). */
export function LanguageSelect() {
  const { t, lang, setLang, languages } = useApp();
  return (
    <TextField
      select
      size="small"
      label={t('Language')}
      value={lang}
      onChange={(event) => {
        const next = parseLang(event.target.value);
        if (next) setLang(next);
      }}
      sx={{ minWidth: 130 }}
    >
      {languages.map((option) => (
        <MenuItem key={option.lang} value={option.lang} lang={option.lang}>
          {option.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
