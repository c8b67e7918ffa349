import type {
  ChangeEvent,
  CSSProperties,
  FocusEvent,
  HTMLAttributes,
  InputHTMLAttributes,
  KeyboardEvent,
  ReactNode,
  Ref,
} from 'react';
import { base } from './css/base';
import { sheet, useSheet } from '../render/sheet';

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
  /**
   * Under the field; a single space keeps its line without text (so an error does not push the form down).
   */
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  type?: string | undefined;
  autoComplete?: string | undefined;
  multiline?: boolean | undefined;
  minRows?: number | undefined;
  /** Attributes of the `<input>`/`<textarea>` itself (a combobox's role and state among them: ui/combobox). */
  htmlInput?: {
    maxLength?: number | undefined;
    inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
    dir?: 'ltr' | 'rtl' | undefined;
    onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
    onClick?: () => void;
  } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'role' | 'aria-expanded' | 'aria-controls' | 'aria-activedescendant' | 'aria-autocomplete' | 'spellCheck'
  >;
  /** The field's place in its form (a grid column, a width). */
  style?: CSSProperties;
}

/**
 * MUI's outlined TextField as the theme drew it (decision 0019). The label floats and the
 * outline's notch opens in CSS alone: the input holds a blank placeholder, so
 * `:placeholder-shown` says it is empty, and the label and outline come after it in the
 * element so that they can follow its state (`~`). They are placed absolutely, so the order
 * does not show; the label is tied to the input by `for`, as before.
 */
const field = sheet(
  'form-field',
  `.field{display:inline-flex;flex-direction:column;position:relative;min-width:0;width:100%;margin:0;padding:0;border:0;vertical-align:top}
  .field-box{display:inline-flex;align-items:center;position:relative;box-sizing:border-box;border-radius:var(--radius);color:var(--ink);font-family:var(--app-font);font-size:1rem;font-weight:400;line-height:1.4375em;cursor:text}
  .field-input{display:block;box-sizing:content-box;width:100%;min-width:0;height:1.4375em;margin:0;padding:16.5px 14px;border:0;background:none;color:currentColor;font:inherit;letter-spacing:inherit;animation-name:mui-auto-fill-cancel;animation-duration:10ms}
  .field-input:focus{outline:0}
  .field-input:invalid{box-shadow:none}
  .field-input::placeholder{opacity:0}
  .field-input:-webkit-autofill{border-radius:inherit;animation-duration:5000s;animation-name:mui-auto-fill}
  .field-input[dir="ltr"]{text-align:start}
  .field-multiline{padding:16.5px 14px}
  .field-multiline .field-input{height:auto;min-height:calc(var(--field-rows) * 1.4375em);padding:0;resize:none;field-sizing:content}
  .field-label{display:block;position:absolute;inset-inline-start:0;top:0;z-index:1;max-width:calc(100% - 24px);padding:0;overflow:hidden;color:var(--ink-2);font-family:var(--app-font);font-size:1rem;font-weight:400;line-height:1.4375em;white-space:nowrap;text-overflow:ellipsis;pointer-events:none;transform-origin:top left;transform:translate(var(--field-x), 16px) scale(1);transition:color 200ms cubic-bezier(0.0, 0, 0.2, 1) 0ms,transform 200ms cubic-bezier(0.0, 0, 0.2, 1) 0ms,max-width 200ms cubic-bezier(0.0, 0, 0.2, 1) 0ms;--field-x:14px}
  [dir="rtl"] .field-label{transform-origin:top right;--field-x:-14px}
  .field-input:focus~.field-label,.field-input:not(:placeholder-shown)~.field-label,.field-input:autofill~.field-label{max-width:calc(133% - 32px);transform:translate(var(--field-x), -9px) scale(0.75);user-select:none;pointer-events:auto}
  .field-outline{position:absolute;inset:-5px 0 0 0;min-width:0%;margin:0;padding:0 8px;overflow:hidden;border:1px solid rgba(0, 0, 0, 0.23);border-radius:inherit;text-align:start;pointer-events:none}
  .field-outline legend{display:block;float:unset;width:auto;max-width:0.01px;height:11px;padding:0;overflow:hidden;font-size:0.75em;white-space:nowrap;visibility:hidden;transition:max-width 50ms cubic-bezier(0.0, 0, 0.2, 1) 0ms}
  .field-outline legend>span{display:inline-block;padding-inline:5px;opacity:0;visibility:visible}
  .field-input:focus~.field-outline legend,.field-input:not(:placeholder-shown)~.field-outline legend,.field-input:autofill~.field-outline legend{max-width:100%;transition:max-width 100ms cubic-bezier(0.0, 0, 0.2, 1) 50ms}
  @media (hover: hover){.field-box:hover .field-outline{border-color:var(--ink)}}
  .field-input:focus~.field-outline{border-width:2px;border-color:var(--primary)}
  .field-input:focus~.field-label{color:var(--primary)}
  .field-error .field-outline,.field-error .field-input:focus~.field-outline,.field-error .field-box:hover .field-outline{border-color:#d32f2f}
  .field-error .field-label,.field-error .field-input:focus~.field-label,.field-error .field-help{color:#d32f2f}
  .field-disabled .field-box{color:rgba(0, 0, 0, 0.38);cursor:default}
  .field-disabled .field-outline,.field-disabled .field-box:hover .field-outline{border-color:rgba(0, 0, 0, 0.26)}
  .field-disabled .field-label,.field-disabled .field-help{color:rgba(0, 0, 0, 0.38)}
  .field-adorned .field-box{padding-inline-end:14px}
  .field-adorned .field-input{padding-inline-end:0}
  .field-adornment{display:contents;color:rgba(0, 0, 0, 0.54)}
  .field-help{margin:3px 14px 0;color:var(--ink-2);font-family:var(--app-font);font-size:0.75rem;font-weight:400;line-height:1.66;text-align:start}`,
  [base],
);

/**
 * An outlined text field (label, notch, helper text, ids and aria wiring) as plain
 * elements. A multi-line field is one plain <textarea> that grows with its text in CSS
 * (`field-sizing: content`, Chrome 123, the browsers our visitors use) from `minRows`
 * lines; elsewhere it keeps those lines and scrolls. Nothing measures it in JavaScript: on a
 * page the size of the home page, MUI's TextareaAutosize's forced layout was ~65 ms of a
 * phone's CPU inside hydration's longest task (decision 0011).
 */
export function FormTextField({
  id,
  name,
  label,
  value,
  helperText,
  error,
  required,
  disabled,
  htmlInput,
  style,
  minRows,
  multiline,
  endAdornment,
  inputRef,
  onPointerEnter,
  type,
  ...input
}: FormTextFieldProps) {
  useSheet(field);
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const shared = {
    id,
    name,
    value,
    className: 'field-input',
    // Blank, so that `:placeholder-shown` tells an empty field (the label then sits inside it).
    placeholder: ' ',
    required,
    disabled,
    'aria-invalid': Boolean(error),
    'aria-describedby': helperId,
    ...htmlInput,
    ...input,
  };
  const classes = [
    'field',
    error && 'field-error',
    disabled && 'field-disabled',
    endAdornment !== undefined && 'field-adorned',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} style={style}>
      <div
        className={multiline ? 'field-box field-multiline' : 'field-box'}
        style={multiline ? ({ '--field-rows': minRows ?? 1 } as CSSProperties) : undefined}
        onPointerEnter={onPointerEnter}
      >
        {multiline ? (
          <textarea {...shared} rows={minRows} ref={inputRef as Ref<HTMLTextAreaElement>} />
        ) : (
          <input {...shared} type={type ?? 'text'} ref={inputRef as Ref<HTMLInputElement>} />
        )}
        <label className="field-label" id={`${id}-label`} htmlFor={id}>
          {label}
          {required && <span aria-hidden="true">{'\u2009*'}</span>}
        </label>
        {endAdornment !== undefined && <span className="field-adornment">{endAdornment}</span>}
        <fieldset aria-hidden="true" className="field-outline">
          <legend>
            <span>{required ? `${label}\u2009*` : label}</span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p className="field-help" id={helperId}>
          {helperText === ' ' ? <span aria-hidden="true">{'\u200b'}</span> : helperText}
        </p>
      )}
    </div>
  );
}
