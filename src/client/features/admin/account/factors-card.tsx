import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import PhonelinkLockOutlinedIcon from '@mui/icons-material/PhonelinkLockOutlined';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { formatDateTime, type StaffFactor } from '../../../../contract';
import { describeApiFailure } from '../../../api/describe-api-failure';
import { useAddPasskey, useFactors, useNewRecoveryCodes, useRemoveFactor } from '../../../api/factors';
import { notify } from '../../../api/snackbar';
import { useApp } from '../../../context/app-provider';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { QueryList } from '../../../ui/query-list';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TotpSetupDialog } from './totp-setup-dialog';

const canUsePasskeys = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

function FactorRow({ factor, onRemove }: { factor: StaffFactor; onRemove: () => void }) {
  const { t, lang } = useApp();
  const Icon = factor.kind === 'passkey' ? KeyOutlinedIcon : PhonelinkLockOutlinedIcon;
  const kind = factor.kind === 'passkey' ? t('Passkey') : t('Authenticator app');
  const name = factor.label || kind;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', py: 1.5 }}>
      <Icon aria-hidden sx={{ color: 'text.secondary' }} />
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <Typography sx={{ fontWeight: 600 }}>
          <bdi>{name}</bdi>
        </Typography>
        {factor.label && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {kind}
          </Typography>
        )}
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {t('Added {date}', { date: formatDateTime(factor.created_at, lang) })}
          {factor.last_used_at &&
            ` · ${t('Last used {date}', { date: formatDateTime(factor.last_used_at, lang) })}`}
        </Typography>
      </Box>
      <Button
        color="error"
        variant="outlined"
        size="small"
        onClick={onRemove}
        aria-label={t('Remove {name}', { name })}
      >
        {t('Remove')}
      </Button>
    </Box>
  );
}

/**
 * Two-step sign-in on one's own account (decision 0057): the authenticator apps and passkeys,
 * adding and removing them, and the recovery codes. When the office requires a second
 * factor and there is none, it says so first: nothing else opens until one is set up.
 */
export function FactorsCard() {
  const { t } = useApp();
  const query = useFactors();
  const addPasskey = useAddPasskey();
  const remove = useRemoveFactor();
  const newCodes = useNewRecoveryCodes();
  const [settingUpApp, setSettingUpApp] = useState(false);
  const [codes, setCodes] = useState<string[]>();
  const [doomed, setDoomed] = useState<StaffFactor>();
  const data = query.data;
  const mustSetUp = data !== undefined && data.required && data.items.length === 0;

  const onAdded = (recoveryCodes: string[] | undefined) => {
    setSettingUpApp(false);
    if (recoveryCodes) setCodes(recoveryCodes);
  };
  const passkey = async () => {
    try {
      const added = await addPasskey.mutateAsync('');
      if (added.recovery_codes) setCodes(added.recovery_codes);
    } catch (error) {
      // The browser's own refusal (cancelled) is not the server's answer.
      notify(
        error instanceof Error && error.name !== 'ApiClientError'
          ? t('The passkey was not added.')
          : describeApiFailure(error, t),
        'error',
      );
    }
  };
  const confirmRemove = async () => {
    if (!doomed) return;
    try {
      await remove.mutateAsync(doomed.factor_id);
      setDoomed(undefined);
    } catch {
      // The snackbar says why; the dialog stays.
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="factors-heading">
      <CardContent>
        <Typography id="factors-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('Two-step sign-in')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t(
            'After your password, a code from your phone or your passkey: a stolen password alone does not sign in.',
          )}
        </Typography>
        {mustSetUp && (
          <Alert severity="warning" sx={{ my: 1 }}>
            {t('The office requires two-step sign-in. Set up an authenticator app or a passkey to continue.')}
          </Alert>
        )}
        <QueryList
          query={{ ...query, data: data?.items }}
          skeleton={<Skeleton variant="rounded" height={72} />}
          emptyText={t('No second factor yet')}
        >
          {(factors) => (
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
            >
              {factors.map((factor) => (
                <FactorRow key={factor.factor_id} factor={factor} onRemove={() => setDoomed(factor)} />
              ))}
            </Box>
          )}
        </QueryList>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
          <Button
            variant="contained"
            startIcon={<PhonelinkLockOutlinedIcon />}
            onClick={() => setSettingUpApp(true)}
          >
            {t('Set up an authenticator app')}
          </Button>
          {canUsePasskeys() && (
            <Button
              variant="outlined"
              startIcon={<KeyOutlinedIcon />}
              onClick={() => void passkey()}
              disabled={addPasskey.isPending}
            >
              {t('Add a passkey')}
            </Button>
          )}
        </Stack>
        {data && data.items.length > 0 && (
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mt: 3 }}
          >
            <Typography variant="body2">
              {t('{count, plural, one {# recovery code left} other {# recovery codes left}}', {
                count: data.recovery_codes_left,
              })}
            </Typography>
            <Button
              onClick={() => void newCodes.mutateAsync().then(setCodes, () => undefined)}
              disabled={newCodes.isPending}
            >
              {t('Make new recovery codes')}
            </Button>
          </Stack>
        )}
      </CardContent>
      <TotpSetupDialog open={settingUpApp} onClose={() => setSettingUpApp(false)} onAdded={onAdded} />
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(undefined)} />
      <ConfirmDialog
        open={doomed !== undefined}
        title={t('Remove second factor')}
        message={t('Are you sure? It will no longer sign you in.')}
        busy={remove.isPending}
        onCancel={() => setDoomed(undefined)}
        onConfirm={() => void confirmRemove()}
      >
        {doomed && (
          <Typography sx={{ fontWeight: 600 }}>
            {doomed.label || (doomed.kind === 'passkey' ? t('Passkey') : t('Authenticator app'))}
          </Typography>
        )}
      </ConfirmDialog>
    </Card>
  );
}
