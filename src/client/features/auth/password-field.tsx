import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useApp } from '../../context/app-provider';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The password input with its show/hide toggle (SPEC §2 "Login"). */
export function PasswordField({ value, onChange, disabled }: PasswordFieldProps) {
  const { t } = useApp();
  const [isVisible, setIsVisible] = useState(false);
  const toggleLabel = isVisible ? t('Hide password') : t('Show password');

  return (
    <TextField
      label={t('Password')}
      name="password"
      type={isVisible ? 'text' : 'password'}
      autoComplete="current-password"
      fullWidth
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={toggleLabel} title={toggleLabel} edge="end" onClick={() => setIsVisible((v) => !v)} onMouseDown={(e) => e.preventDefault()}>
                {isVisible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
