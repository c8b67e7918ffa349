// The HTML Invoker Commands API (a button that opens or closes a dialog without a script:
// `commandfor` names it, `command` says what to do), which React passes through as written
// in lower case but whose types @types/react does not have yet. Decision 0041.
import 'react';

declare module 'react' {
  // The type parameter must match React's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close';
    commandfor?: string;
  }
}
