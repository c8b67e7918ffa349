import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { DeskSettingsSchema, REPLY_MAX, dirOf, type DeskSettings, type Lang } from '../../../../contract';
import { useDeskSettings, useUpdateDeskSettings } from '../../../api/desk';
import { useApp } from '../../../context/app-provider';
import { useForm } from '../../../ui/use-form';

/**
 * The request desk's settings (decision 0031), a form of its own beside the site's: three
 * reply templates in each language, and how many months a closed request keeps its
 * documents before the daily job deletes them. Staff only; checked with the server's schema.
 */
export function DeskSettingsSection() {
  const { t, lang, languages } = useApp();
  const query = useDeskSettings();
  const update = useUpdateDeskSettings();
  // The screen's own language's templates first.
  const [tab, setTab] = useState<Lang>(lang);
  const form = useForm({
    initial: (): { edited: DeskSettings | undefined } => ({ edited: undefined }),
    checks: ({ edited }) =>
      edited && !DeskSettingsSchema.safeParse(edited).success
        ? [
            [
              'edited',
              false,
              t('Every template needs a title and a text, and the months a whole number from 1 to 120.'),
            ] as const,
          ]
        : [],
    send: ({ edited }) => update.mutateAsync(edited!),
    resetOnSent: true,
  });
  const values = form.values.edited ?? query.data;
  if (!values) {
    return query.isError ? (
      <Alert severity="error">{t('Could not load this item.')}</Alert>
    ) : (
      <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
    );
  }
  const set = (next: Partial<DeskSettings>) => form.setValues({ edited: { ...values, ...next } });
  const setTemplate = (lang: Lang, index: number, field: 'title' | 'body', value: string) =>
    set({
      reply_templates: {
        ...values.reply_templates,
        [lang]: values.reply_templates[lang].map((tpl, i) =>
          i === index ? { ...tpl, [field]: value } : tpl,
        ),
      },
    });
  const monthsOk =
    Number.isInteger(values.retention_months) &&
    values.retention_months >= 1 &&
    values.retention_months <= 120;

  return (
    <Card variant="outlined" component="section" sx={{ mt: 2 }}>
      <CardContent component="form" noValidate onSubmit={form.onSubmit}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          {t('Request desk')}
        </Typography>
        <Stack spacing={2}>
          <TextField
            label={t('Keep the documents of closed requests for (months)')}
            name="retention_months"
            type="number"
            value={Number.isNaN(values.retention_months) ? '' : values.retention_months}
            onChange={(event) =>
              set({ retention_months: event.target.value === '' ? Number.NaN : Number(event.target.value) })
            }
            error={!monthsOk}
            helperText={t(
              "Every day, the files of requests closed longer ago are deleted; the requests' text stays.",
            )}
            slotProps={{ htmlInput: { min: 1, max: 120, step: 1, inputMode: 'numeric' } }}
            sx={{ maxWidth: 420 }}
          />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('Reply templates')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(
              'Three templates in each language. {name}, {reference} and {track_link} are filled in when a reply is sent.',
            )}
          </Typography>
          <Tabs
            value={tab}
            onChange={(_event, next: Lang) => setTab(next)}
            aria-label={t('Reply templates')}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {languages.map(({ lang, title }) => (
              <Tab key={lang} value={lang} label={title} />
            ))}
          </Tabs>
          {values.reply_templates[tab].map((template, index) => (
            <Box
              key={`${tab}-${index}`}
              sx={{ display: 'grid', gap: 1.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
            >
              <Typography component="h4" variant="subtitle2">
                {t('Template {number}', { number: index + 1 })}
              </Typography>
              <TextField
                label={t('Title')}
                name={`reply_templates.${tab}.${index}.title`}
                value={template.title}
                onChange={(event) => setTemplate(tab, index, 'title', event.target.value)}
                error={template.title.trim() === ''}
                slotProps={{ htmlInput: { maxLength: 80, dir: dirOf(tab), lang: tab } }}
              />
              <TextField
                label={t('Text')}
                name={`reply_templates.${tab}.${index}.body`}
                value={template.body}
                multiline
                minRows={4}
                onChange={(event) => setTemplate(tab, index, 'body', event.target.value)}
                error={template.body.trim() === ''}
                slotProps={{ htmlInput: { maxLength: REPLY_MAX, dir: dirOf(tab), lang: tab } }}
              />
            </Box>
          ))}
          {form.failure && <Alert severity="error">{form.failure}</Alert>}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button onClick={form.reset} disabled={!form.values.edited || form.sending}>
              {t('Undo changes')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!form.values.edited || !form.canSubmit}
              aria-busy={form.sending || undefined}
              startIcon={
                form.sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
              }
            >
              {t('Save desk settings')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
