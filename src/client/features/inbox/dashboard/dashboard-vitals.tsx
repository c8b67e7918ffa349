import {
  Alert,
  Box,
  Chip,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  LANGUAGE_OPTIONS,
  rateVital,
  type Lang,
  type VitalMetric,
  type VitalRating,
  type VitalTemplate,
  type VitalsQuery,
  type VitalsStats,
} from '../../../../contract';
import { useVitalsStats } from '../../../api/vitals';
import { useApp } from '../../../context/app-provider';
import { ErrorAlert } from '../../../ui/error-alert';

/** Each template under the name the site's menu gives its page. */
const TEMPLATES: readonly { template: VitalTemplate; label: string }[] = [
  { template: 'home', label: 'Home' },
  { template: 'about', label: 'Who Are We' },
  { template: 'services', label: 'Our Services' },
  { template: 'service', label: 'A service page' },
  { template: 'why-us', label: 'Why Choose Us' },
  { template: 'testimonials', label: 'Testimonials' },
  { template: 'researchers', label: 'Researchers' },
  { template: 'blogs', label: 'Blogs' },
  { template: 'blog', label: 'A blog post' },
  { template: 'contact', label: 'Contact Us' },
  { template: 'faq', label: 'FAQ' },
  { template: 'track', label: 'Track my request' },
  { template: 'not-found', label: 'Page not found' },
];

const METRICS: readonly { metric: VitalMetric; label: string }[] = [
  { metric: 'LCP', label: 'Largest paint (LCP)' },
  { metric: 'INP', label: 'Response to a tap (INP)' },
  { metric: 'CLS', label: 'Layout shift (CLS)' },
];

// Darker than MUI's success, warning and error: 4.5:1 or more on the table's background.
const RATINGS: Record<VitalRating, { label: string; color: string }> = {
  good: { label: 'Good', color: '#1b5e20' },
  'needs-improvement': { label: 'Needs improvement', color: '#8a4100' },
  poor: { label: 'Poor', color: '#b71c1c' },
};

const valueText = (metric: VitalMetric, value: number, lang: Lang) =>
  metric === 'CLS'
    ? new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(value)
    : new Intl.NumberFormat(lang, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 0 }).format(
        value,
      );

type Row = VitalsStats['rows'][number];

/** One line per template and language that visitors measured, in the menu's order. */
function linesOf(rows: readonly Row[]) {
  const lines = new Map<
    string,
    { template: VitalTemplate; lang: Lang; metrics: Partial<Record<VitalMetric, Row>> }
  >();
  for (const row of rows) {
    const key = `${row.template}:${row.lang}`;
    const line = lines.get(key) ?? { template: row.template, lang: row.lang, metrics: {} };
    line.metrics[row.metric] = row;
    lines.set(key, line);
  }
  const order = (t: VitalTemplate) => TEMPLATES.findIndex((entry) => entry.template === t);
  const langOrder = (l: Lang) => LANGUAGE_OPTIONS.findIndex((option) => option.lang === l);
  return [...lines.values()].sort(
    (a, b) => order(a.template) - order(b.template) || langOrder(a.lang) - langOrder(b.lang),
  );
}

/**
 * What real visitors lived on the public pages over the dashboard's period (decision 0040):
 * per page template and language, the 75th percentile of each Core Web Vital their browsers
 * measured, rated by Google's thresholds (good, needs improvement, poor), with the number
 * of measurements behind it.
 */
export function DashboardVitals({ period }: { period: VitalsQuery }) {
  const { t, lang } = useApp();
  const vitals = useVitalsStats(period);
  const title = t('Page speed for real visitors');
  return (
    // Not a landmark of its own: its table is the region, named as its heading.
    <Box sx={{ mt: 4 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(
          "The 75th percentile of what visitors' browsers measured (Core Web Vitals): a page is good when three visits in four are at least this fast.",
        )}
      </Typography>
      {vitals.isError ? (
        <ErrorAlert text={t('Could not load the page speed.')} onRetry={() => void vitals.refetch()} />
      ) : !vitals.data ? (
        <Skeleton variant="rounded" height={160} role="status" aria-label={t('Loading')} />
      ) : vitals.data.rows.length === 0 ? (
        <Alert severity="info">{t('No measurements from visitors in this period yet.')}</Alert>
      ) : (
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label={title}
          aria-busy={vitals.isFetching || undefined}
          sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}
        >
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('Page')}</TableCell>
                <TableCell>{t('Language')}</TableCell>
                {METRICS.map(({ metric, label }) => (
                  <TableCell key={metric}>{t(label)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {linesOf(vitals.data.rows).map((line) => (
                <TableRow key={`${line.template}:${line.lang}`} data-vitals={`${line.template}:${line.lang}`}>
                  <TableCell component="th" scope="row">
                    {t(TEMPLATES.find((entry) => entry.template === line.template)?.label ?? line.template)}
                  </TableCell>
                  <TableCell lang={line.lang}>
                    {LANGUAGE_OPTIONS.find((option) => option.lang === line.lang)?.title}
                  </TableCell>
                  {METRICS.map(({ metric }) => {
                    const row = line.metrics[metric];
                    if (!row) return <TableCell key={metric}>—</TableCell>;
                    const rating = RATINGS[rateVital(metric, row.p75)];
                    return (
                      <TableCell key={metric} data-metric={metric}>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                          <bdi>{valueText(metric, row.p75, lang)}</bdi>
                          <Chip
                            size="small"
                            variant="outlined"
                            label={t(rating.label)}
                            sx={{ color: rating.color, borderColor: rating.color }}
                          />
                          <Typography variant="caption" color="text.secondary">
                            {t('Measurements: {count}', {
                              count: new Intl.NumberFormat(lang).format(row.count),
                            })}
                          </Typography>
                        </Box>
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
