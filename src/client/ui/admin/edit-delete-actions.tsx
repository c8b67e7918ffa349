import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button, Stack } from '@mui/material';
import { Link as AppLink } from '../../context/navigation';
import { usePermissions } from '../../api/permissions';
import { useApp } from '../../context/app-provider';

export interface EditDeleteActionsProps {
  /** The update screen's address; the item travels in navigation state (SPEC §2). */
  editTo: string;
  editState: unknown;
  /** The item's name, so each button is named for it ("Edit Statistics"). */
  name: string;
  onDelete: () => void;
}

/**
 * A card's edit and delete in the back-office lists (SPEC §2), named for the item for screen
 * readers; delete only for a role that may (decision 0058).
 */
export function EditDeleteActions({ editTo, editState, name, onDelete }: EditDeleteActionsProps) {
  const { t } = useApp();
  const { can } = usePermissions();
  return (
    <Stack direction="row" spacing={1}>
      <Button
        component={AppLink}
        to={editTo}
        state={editState}
        size="small"
        startIcon={<EditOutlinedIcon />}
        aria-label={t('Edit {name}', { name })}
      >
        {t('Edit')}
      </Button>
      {can('content.write') && (
        <Button
          onClick={onDelete}
          size="small"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          aria-label={t('Delete {name}', { name })}
        >
          {t('Delete')}
        </Button>
      )}
    </Stack>
  );
}
