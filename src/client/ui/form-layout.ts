import { buttons } from './button';
import { base } from './css/base';
import { sheet } from '../render/sheet';

/**
 * The public forms' layout (request and contact, decision 0019): two columns from 600 px,
 * wide rows for the message, the files and the send button, the honeypot out of sight, and
 * the outlined card a contact form sits in.
 */
export const formLayout = sheet(
  'form-layout',
  `.form-grid{position:relative;display:grid;grid-template-columns:minmax(0, 1fr);gap:8px}
  @media (min-width: 600px){.form-grid{grid-template-columns:repeat(2, minmax(0, 1fr))}}
  .form-wide{grid-column:1/-1}
  .form-files{display:grid;grid-template-columns:minmax(0, 1fr);gap:12px;min-width:0}
  .form-files-row{display:flex;flex-wrap:wrap;align-items:center;gap:12px}
  .form-upload,.form-upload:hover{border-width:2px;border-style:dashed}
  .form-trap{position:absolute;inset-inline-start:-10000px;top:auto;width:1px;height:1px;overflow:hidden}
  .form-progress-text{margin-top:4px}
  .form-submit{margin-top:12px}
  .form-submit .btn{padding-inline:32px}
  /* The outlined card a contact form sits in, with its title and lead. */
  .form-card{padding:20px;border:1px solid var(--line);border-radius:40px;background-color:var(--paper);color:var(--ink)}
  @media (min-width: 900px){.form-card{padding:32px}}
  .form-card-title{margin-bottom:8px}
  .form-card-lead{margin-bottom:24px;line-height:1.9}`,
  [base, buttons],
  // Below the fold (the services page's contact section), the honeypot stays out of sight
  // while this sheet is on its way (decision 0049).
  {
    whileLinked:
      '.form-trap{position:absolute;inset-inline-start:-10000px;width:1px;height:1px;overflow:hidden}',
  },
);
