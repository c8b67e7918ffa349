import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useApp } from '../context/app-provider';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Translated; 'Password' by default. */
  label?: string;
  name?: string;
  autoComplete?: 'current-password' | 'new-password';
  required?: boolean;
  error?: boolean;
  helperText?: string | undefined;
  /**
   * Turns to text when this becomes true (a generated password the admin must pass on);
   * the toggle still works.
   */
  reveal?: boolean;
}

/** A password input with its show/hide toggle (SPEC §2 "Login"; the staff screens). */
export function PasswordField({
  value,
  onChange,
  disabled,
  label,
  name = 'password',
  autoComplete = 'current-password',
  required,
  error,
  helperText,
  reveal,
}: PasswordFieldProps) {
  const { t } = useApp();
  const [isVisible, setShown] = useState(false);
  useEffect(() => {
    if (reveal) setShown(true);
  }, [reveal]);
  const toggleLabel = isVisible ? t('Hide password') : t('Show password');

  return (
    <TextField
      label={label ?? t('Password')}
      name={name}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      fullWidth
      value={value}
      disabled={disabled}
      required={required}
      error={error}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { dir: 'ltr' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={toggleLabel}
                title={toggleLabel}
                edge="end"
                onClick={() => setShown(!isVisible)}
                onMouseDown={(e) => e.preventDefault()}
              >
                {isVisible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
