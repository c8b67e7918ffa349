import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { REQUEST_STATUSES, REQUEST_STATUS_LABELS, pick, type RequestStats } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { bucketLabel } from './dashboard-period';

/** How many services get a bar colour of their own; the rest are "Other services". */
const TOP_SERVICES = 5;

/**
 * The period's requests per week or month as stacked bars, by service and by status
 * (decision 0032). In Arabic the time axis runs from the right and the count axis stands on
 * the right, as an Arabic reader scans a chart; labels are the screen's language.
 */
export function DashboardCharts({ stats }: { stats: RequestStats }) {
  const { t, lang, dir } = useApp();
  const rtl = dir === 'rtl';
  const labels = stats.buckets.map((b) => bucketLabel(b.start, stats.bucket, lang));
  const named = stats.services.filter((s) => s.service_id !== null).slice(0, TOP_SERVICES);
  const namedKeys = new Set(named.map((s) => String(s.service_id)));
  const serviceSeries = [
    ...named.map((s) => ({ label: s.service_name ? pick(s.service_name, lang) : `#${s.service_id}`, data: stats.buckets.map((b) => b.services[String(s.service_id)] ?? 0) })),
    { label: t('Other services'), data: stats.buckets.map((b) => Object.entries(b.services).reduce((sum, [key, n]) => (key !== 'none' && !namedKeys.has(key) ? sum + n : sum), 0)) },
    { label: t('No service named'), data: stats.buckets.map((b) => b.services.none ?? 0) },
  ].filter((series) => series.data.some((n) => n > 0));
  const statusSeries = REQUEST_STATUSES.map((status) => ({ label: t(REQUEST_STATUS_LABELS[status]), data: stats.buckets.map((b) => b.statuses[status]) })).filter((series) => series.data.some((n) => n > 0));

  const chart = (title: string, series: { label: string; data: number[] }[]) => (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: labels, reverse: rtl }]}
        yAxis={[{ position: rtl ? 'right' : 'left', tickMinStep: 1 }]}
        series={series.map((s) => ({ ...s, stack: 'all' }))}
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
      />
    </Box>
  );

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      {chart(t('Requests by service'), serviceSeries)}
      {chart(t('Requests by status'), statusSeries)}
    </Box>
  );
}
