import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  pick,
  type RequestStats,
  type RequestStatus,
} from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { bucketLabel } from './dashboard-period';

/** How many services get a bar colour of their own; the rest are "Other services". */
const TOP_SERVICES = 5;

/** Each status its colour, as people read them: delivered green, waiting amber, closed grey. */
const STATUS_COLORS: Record<RequestStatus, string> = {
  new: '#1e88e5',
  in_progress: '#5e35b1',
  waiting: '#f9a825',
  delivered: '#2e7d32',
  closed: '#9e9e9e',
};
/** The services' colours: none of the statuses', so the two charts never seem to say the same. */
const SERVICE_COLORS = ['#00838f', '#ad1457', '#ef6c00', '#6d4c41', '#3949ab', '#78909c', '#bdbdbd'];

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
    ...named.map((s) => ({
      label: s.service_name ? pick(s.service_name, lang) : `#${s.service_id}`,
      data: stats.buckets.map((b) => b.services[String(s.service_id)] ?? 0),
    })),
    {
      label: t('Other services'),
      data: stats.buckets.map((b) =>
        Object.entries(b.services).reduce(
          (sum, [key, n]) => (key !== 'none' && !namedKeys.has(key) ? sum + n : sum),
          0,
        ),
      ),
    },
    { label: t('No service named'), data: stats.buckets.map((b) => b.services.none ?? 0) },
  ]
    .map((series, i) => ({ ...series, color: SERVICE_COLORS[Math.min(i, SERVICE_COLORS.length - 1)]! }))
    .filter((series) => series.data.some((n) => n > 0));
  const statusSeries = REQUEST_STATUSES.map((status) => ({
    label: t(REQUEST_STATUS_LABELS[status]),
    color: STATUS_COLORS[status],
    data: stats.buckets.map((b) => b.statuses[status]),
  })).filter((series) => series.data.some((n) => n > 0));

  const chart = (title: string, series: { label: string; color: string; data: number[] }[]) => (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <BarChart
        height={300}
        // Taller than the default axis: the Arabic and Chinese fonts' labels would
        // otherwise be cut to nothing.
        xAxis={[{ scaleType: 'band', data: labels, reverse: rtl, height: 36 }]}
        yAxis={[{ position: rtl ? 'right' : 'left', tickMinStep: 1 }]}
        series={series.map((s) => ({ ...s, stack: 'all' }))}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
        }}
      />
    </Box>
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {chart(t('Requests by service'), serviceSeries)}
      {chart(t('Requests by status'), statusSeries)}
    </Box>
  );
}
