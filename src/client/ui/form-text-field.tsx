import { FormControl, FormHelperText, InputLabel, OutlinedInput, type InputBaseComponentProps, type SxProps, type Theme } from '@mui/material';
import type { ChangeEvent, FocusEvent, ReactNode, Ref } from 'react';

export interface FormTextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  /** Absent for a read-only field. */
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onPointerEnter?: () => void;
  readOnly?: boolean;
  endAdornment?: ReactNode;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement> | undefined;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  type?: string | undefined;
  autoComplete?: string | undefined;
  multiline?: boolean | undefined;
  minRows?: number | undefined;
  /** Attributes of the `<input>`/`<textarea>` itself (maxLength, inputMode, dir). */
  htmlInput?: InputBaseComponentProps;
  sx?: SxProps<Theme>;
}

/**
 * An outlined text field as MUI's TextField draws it (label, notch, helper text, ids and
 * aria wiring), built from its parts. TextField also carries Select, and with it Menu,
 * Popover, Modal and List (~13 KB gzip), into the first load of every page with a form,
 * though no form of ours has a select (issue 10).
 */
export function FormTextField({ id, label, helperText, error, required, disabled, htmlInput, sx, ...input }: FormTextFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth error={error} required={required} disabled={disabled} sx={sx}>
      <InputLabel id={`${id}-label`} htmlFor={id}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        // The notch is cut to the label's width, asterisk included (as TextField does).
        label={required ? `${label} *` : label}
        inputProps={htmlInput}
        aria-describedby={helperId}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
