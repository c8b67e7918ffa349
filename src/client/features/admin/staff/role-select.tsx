import { TextField } from '@mui/material';
import { STAFF_ROLES, type StaffRole } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { ROLE_LABELS } from './role-labels';

export interface RoleSelectProps {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  disabled?: boolean;
  /** Its accessible name when the label is not enough ("Role of …"). */
  ariaLabel?: string;
  size?: 'small' | 'medium';
}

/**
 * A staff role, chosen from a native select (a phone's own picker; keyboard as the platform
 * has it), with what the chosen role opens said under it.
 */
export function RoleSelect({ value, onChange, disabled, ariaLabel, size = 'medium' }: RoleSelectProps) {
  const { t } = useApp();
  return (
    <TextField
      select
      label={t('Role')}
      name="role"
      value={value}
      onChange={(event) => onChange(event.target.value as StaffRole)}
      disabled={disabled}
      size={size}
      helperText={t(ROLE_LABELS[value].description)}
      slotProps={{ select: { native: true }, htmlInput: ariaLabel ? { 'aria-label': ariaLabel } : undefined }}
      sx={{ minWidth: 200 }}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(ROLE_LABELS[role].label)}
        </option>
      ))}
    </TextField>
  );
}
