import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import type { User } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { SessionList } from '../account/session-list';

/** An admin's view of a colleague's open sessions, each of which they can end (decision 0057). */
export function StaffSessionsDialog({ member, onClose }: { member: User | undefined; onClose: () => void }) {
  const { t } = useApp();
  const titleId = useId();
  return (
    <Dialog open={member !== undefined} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t('Sessions of {name}', { name: member ? member.name || member.email : '' })}
      </DialogTitle>
      <DialogContent>{member && <SessionList owner={member.user_id} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
