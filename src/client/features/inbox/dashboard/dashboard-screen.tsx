import { Alert, Box, Button, Card, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import type { StatsQuery } from '../../../../contract';
import { useRequestStats } from '../../../api/desk';
import { useApp } from '../../../context/app-provider';
import { AdminScreenHeader } from '../../../ui/admin/admin-screen-header';
import { ErrorAlert } from '../../../ui/error-alert';
import { DashboardCharts } from './dashboard-charts';
import { PRESETS, periodOf, waitText } from './dashboard-period';
import { DashboardTables } from './dashboard-tables';
import { DashboardVitals } from './dashboard-vitals';

/**
 * The desk's numbers (decision 0032), at `/system/dashboard`: over a chosen period (kept in
 * the address), how many requests arrived, how many were delivered, the median wait for a
 * first reply and for delivery; per week or month by service and by status, as charts and
 * as tables. Live: a new request or a change refetches it. Below, the public pages' speed as
 * visitors lived it over the same period (decision 0040).
 */
export function DashboardScreen() {
  const { t } = useApp();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  const stats = useRequestStats(period);
  const choose = (next: StatsQuery) =>
    setParams({ from: next.from, to: next.to, bucket: next.bucket }, { replace: true });

  return (
    <>
      <AdminScreenHeader title={t('Dashboard')} />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 3 }}
        component="form"
        aria-label={t('Period')}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          type="date"
          label={t('From')}
          value={period.from}
          onChange={(e) => e.target.value && choose({ ...period, from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: period.to } }}
          size="small"
        />
        <TextField
          type="date"
          label={t('To')}
          value={period.to}
          onChange={(e) => e.target.value && choose({ ...period, to: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: period.from } }}
          size="small"
        />
        <TextField
          select
          label={t('Group by')}
          value={period.bucket}
          onChange={(e) => choose({ ...period, bucket: e.target.value === 'month' ? 'month' : 'week' })}
          size="small"
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="week">{t('Week')}</MenuItem>
          <MenuItem value="month">{t('Month')}</MenuItem>
        </TextField>
        {PRESETS.map((preset) => (
          <Button
            key={preset.label}
            variant="outlined"
            sx={{ height: 40 }}
            onClick={() => choose(preset.period())}
          >
            {t(preset.label)}
          </Button>
        ))}
      </Stack>
      {stats.isError ? (
        <ErrorAlert text={t('Could not load the numbers.')} onRetry={() => void stats.refetch()} />
      ) : !stats.data ? (
        <Skeleton variant="rounded" height={420} role="status" aria-label={t('Loading')} />
      ) : (
        <Box aria-busy={stats.isFetching || undefined}>
          <Box
            component="dl"
            sx={{
              m: 0,
              mb: 3,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            {[
              [t('Requests'), String(stats.data.total), 'total'],
              [t('Delivered'), String(stats.data.statuses.delivered), 'delivered'],
              [
                t('Median time to a first reply'),
                waitText(stats.data.median_first_reply_hours, t),
                'first-reply',
              ],
              [t('Median time to delivery'), waitText(stats.data.median_delivery_hours, t), 'delivery'],
            ].map(([label, value, id]) => (
              // dl > div > dt + dd: the one wrapper a definition list allows.
              <Card key={id} variant="outlined" sx={{ borderRadius: 3, p: 2 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography
                  component="dd"
                  variant="h4"
                  sx={{ m: 0, fontWeight: 700 }}
                  data-testid={`stat-${id}`}
                >
                  {value}
                </Typography>
              </Card>
            ))}
          </Box>
          {stats.data.total === 0 ? (
            <Alert severity="info">{t('No requests in this period.')}</Alert>
          ) : (
            <DashboardCharts stats={stats.data} />
          )}
          <DashboardTables stats={stats.data} />
        </Box>
      )}
      <DashboardVitals period={{ from: period.from, to: period.to }} />
    </>
  );
}
