import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { TEXT_LIMITS, isValidLangMap, type LangMap } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { LangMapField } from '../../../ui/lang-map-field';

export interface ServiceFeaturesFieldProps {
  value: readonly LangMap[];
  onChange: (next: LangMap[]) => void;
}

/** SPEC §2: repeatable features; add one, and remove one while more than one remains. */
export function ServiceFeaturesField({ value, onChange }: ServiceFeaturesFieldProps) {
  const { t } = useApp();
  const canRemove = value.length > 1;
  const canAdd = value.length < TEXT_LIMITS.features;
  return (
    <Stack spacing={2} role="group" aria-label={t('Features')}>
      <Typography variant="subtitle2" component="p">
        {t('Features')} *
      </Typography>
      {value.map((feature, index) => (
        // Features have no ids; the position is what the admin sees and edits.
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1 }}>
            <LangMapField
              label={t('Feature {number}', { number: index + 1 })}
              name={`service_features.${index}`}
              value={feature}
              onChange={(next) => onChange(value.map((old, i) => (i === index ? next : old)))}
              required
              maxLength={TEXT_LIMITS.line}
              error={
                Object.keys(feature).length > 0 && !isValidLangMap(feature)
                  ? t('Enter a text longer than 3 characters.')
                  : undefined
              }
            />
          </Box>
          {canRemove && (
            <IconButton
              onClick={() => onChange(value.filter((_, i) => i !== index))}
              aria-label={t('Remove feature {number}', { number: index + 1 })}
              sx={{ mt: 1 }}
            >
              <RemoveCircleOutlineIcon />
            </IconButton>
          )}
        </Stack>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...value, {}])} disabled={!canAdd}>
          {t('Add feature')}
        </Button>
      </Box>
    </Stack>
  );
}
