import { lazyMuiPart } from '../render/mui-part';

// The forms' alerts, progress bar and spinner are MUI's, shown only after the visitor acts:
// loaded then (decision 0021), not with the form. `preloadFormFeedback` on the form's first focus.
const feedback = () => import('../render/mui/form-feedback');

export const FormAlert = lazyMuiPart(() => feedback().then((m) => m.FormAlert));
export const FormProgress = lazyMuiPart(() => feedback().then((m) => m.FormProgress));
export const ButtonSpinner = lazyMuiPart(() => feedback().then((m) => m.ButtonSpinner));

export function preloadFormFeedback(): Promise<unknown> {
  return Promise.all([FormAlert.preload(), FormProgress.preload(), ButtonSpinner.preload()]);
}
