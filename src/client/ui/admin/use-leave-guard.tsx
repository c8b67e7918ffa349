import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useApp } from '../../context/app-provider';
import { ConfirmDialog } from '../confirm-dialog';

/**
 * Leaving a form with unsaved changes asks first (decision 0012): a link or Back inside
 * the app opens a Cancel / Yes dialog, and closing or reloading the tab gets the
 * browser's own question. `allow()` lets the form leave after a save.
 */
export function useLeaveGuard(isDirty: boolean) {
  const { t } = useApp();
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const allow = useCallback(() => {
    allowed.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('Leave this page?')}
      message={t('Your changes are not saved. Leave anyway?')}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
  return { allow, dialog };
}
