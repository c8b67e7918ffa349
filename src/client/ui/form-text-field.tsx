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
export function FormTextField({ id, label, helperText, error, required, disabled, htmlInput, sx, minRows, ...input }: FormTextFieldProps) {
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
        {...(input.multiline && minRows ? growing(minRows, htmlInput) : {})}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

/**
 * A text area that grows with its text, in CSS: `field-sizing: content` (Chrome 123, the
 * browsers our visitors use), from `rows` lines; elsewhere `rows` lines that scroll. MUI's
 * TextareaAutosize grows it in JavaScript, measuring the text area in a layout effect: on a page
 * the size of the home page, that forced layout was ~65 ms of a phone's CPU (4x throttled)
 * inside hydration's longest task (issue 10).
 */
function growing(rows: number, htmlInput: InputBaseComponentProps | undefined) {
  return {
    // A plain <textarea>: with `multiline` alone, MUI renders its measuring TextareaAutosize.
    inputComponent: 'textarea' as const,
    inputProps: { ...htmlInput, rows, type: undefined },
    sx: { '& textarea': { fieldSizing: 'content', minHeight: `${rows * TEXTAREA_LINE_EM}em` } },
  };
}

/** InputBase's line height. */
const TEXTAREA_LINE_EM = 1.4375;
