import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { dirOf, type SiteSettings } from '../../../../contract';
import { useSaveSettings } from '../../../api/settings-writes';
import { useSettingsQuery } from '../../../api/settings';
import { useApp } from '../../../context/app-provider';
import { AdminScreenHeader } from '../../../ui/admin/admin-screen-header';
import { useLeaveGuard } from '../../../ui/admin/use-leave-guard';
import { settingsErrors, settingsPatch } from './settings-patch';
import { HistoryButton } from '../../../ui/admin/history-button';
import { useForm } from '../../../ui/use-form';
import { DeskSettingsSection } from './desk-settings-section';

type Flat = 'office_phone' | 'office_email' | 'whatsapp_number' | 'map_url' | 'video_url';
type Social = keyof SiteSettings['social_links'];

/** English UI strings, translated with t(). */
const FLAT_FIELDS: { key: Flat; label: string; hint: string; type?: string }[] = [
  {
    key: 'office_phone',
    label: 'Office phone',
    hint: 'As people dial it, e.g. +20 100 123 4567.',
    type: 'tel',
  },
  {
    key: 'office_email',
    label: 'Office email',
    hint: 'Shown on the contact page and in the footer.',
    type: 'email',
  },
  {
    key: 'whatsapp_number',
    label: 'WhatsApp number',
    hint: 'International, digits only, e.g. 201001234567.',
    type: 'tel',
  },
];
const EMBED_FIELDS: { key: Flat; label: string; hint: string }[] = [
  {
    key: 'map_url',
    label: 'Map address',
    hint: 'The embed address from Google Maps (Share › Embed a map), starting with https://.',
  },
  {
    key: 'video_url',
    label: 'Video address',
    hint: 'The embed address of the YouTube video (Share › Embed), starting with https://; leave it empty to show no video.',
  },
];
const SOCIAL: { key: Social; label: string }[] = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'x', label: 'X' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'instagram', label: 'Instagram' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
        <Stack spacing={2}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The office's details (decision 0013): phone, email, WhatsApp, social links, map and video,
 * and the site's name per language. Checked as typed with the contract's own schema (the
 * server's), so a wrong value is named under its field before Save; only changed fields are
 * sent, and every page shows them at once (`settings_changed`).
 */
export function SettingsScreen() {
  const { t, languages } = useApp();
  const query = useSettingsQuery();
  const save = useSaveSettings();
  const saved = query.data;
  const patchOf = (edited: SiteSettings | undefined) => (saved ? settingsPatch(saved, edited ?? saved) : {});
  // The edits lie over what the server holds (undefined: none), so the form follows another admin's
  // save until edited. A failure is the snackbar's to say (it names the field); what was typed stays.
  const form = useForm({
    initial: (): { edited: SiteSettings | undefined } => ({ edited: undefined }),
    checks: ({ edited }) =>
      Object.values(settingsErrors(patchOf(edited))).map((message) => ['edited', false, t(message)] as const),
    send: ({ edited }) => save.mutateAsync(patchOf(edited)),
    resetOnSent: true,
  });
  const values = form.values.edited ?? saved;
  const patch = patchOf(form.values.edited);
  const dirty = Object.keys(patch).length > 0;
  const errors = settingsErrors(patch);
  const leave = useLeaveGuard(dirty);

  if (!values) {
    return (
      <>
        <AdminScreenHeader title={t('Settings')} />
        {query.isError ? (
          <Alert severity="error">{t('Could not load this item.')}</Alert>
        ) : (
          <Skeleton variant="rounded" height={480} />
        )}
      </>
    );
  }
  const set = (next: Partial<SiteSettings>) => form.setValues({ edited: { ...values, ...next } });
  const error = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  const text = (key: Flat, label: string, hint: string, type?: string) => (
    <TextField
      key={key}
      label={t(label)}
      name={key}
      type={type}
      value={values[key]}
      onChange={(event) => set({ [key]: event.target.value })}
      error={Boolean(error(key))}
      helperText={error(key) ?? t(hint)}
      required
      fullWidth
      disabled={form.sending}
      slotProps={{ htmlInput: { dir: 'ltr' } }}
    />
  );

  return (
    <>
      <Box component="form" onSubmit={form.onSubmit} noValidate>
        <AdminScreenHeader
          title={t('Settings')}
          action={
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {/* The settings' saved versions (decision 0059); a restore shows at once unless edited. */}
              <HistoryButton entity="settings" id={1} />
              <Button onClick={form.reset} disabled={!dirty || form.sending}>
                {t('Undo changes')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={!dirty || !form.canSubmit}
                aria-busy={form.sending || undefined}
                startIcon={
                  form.sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
                }
              >
                {t('Save settings')}
              </Button>
            </Stack>
          }
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Section title={t('Contact details')}>
            {FLAT_FIELDS.map(({ key, label, hint, type }) => text(key, label, hint, type))}
          </Section>
          <Section title={t('Site name')}>
            {languages.map(({ lang, title }) => (
              <TextField
                key={lang}
                label={title}
                name={`site_name.${lang}`}
                value={values.site_name[lang] ?? ''}
                onChange={(event) => set({ site_name: { ...values.site_name, [lang]: event.target.value } })}
                error={Boolean(error('site_name'))}
                fullWidth
                disabled={form.sending}
                slotProps={{ htmlInput: { dir: dirOf(lang), lang } }}
              />
            ))}
            {error('site_name') && <Alert severity="error">{error('site_name')}</Alert>}
          </Section>
          <Section title={t('Social links')}>
            {SOCIAL.map(({ key, label }) => (
              <TextField
                key={key}
                label={label}
                name={`social_links.${key}`}
                type="url"
                value={values.social_links[key]}
                onChange={(event) =>
                  set({ social_links: { ...values.social_links, [key]: event.target.value } })
                }
                error={Boolean(error(`social_links.${key}`))}
                helperText={
                  error(`social_links.${key}`) ?? t('An https:// address; leave it empty to hide the icon.')
                }
                fullWidth
                disabled={form.sending}
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
            ))}
          </Section>
          <Section title={t('Map and video')}>
            {EMBED_FIELDS.map(({ key, label, hint }) => text(key, label, hint, 'url'))}
          </Section>
        </Box>
        {leave.dialog}
      </Box>
      {/* The desk's own settings: a form of their own (decision 0031). */}
      <DeskSettingsSection />
    </>
  );
}
