import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { REQUEST_STATUSES, REQUEST_STATUS_LABELS, pick, type RequestStats } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { bucketLabel } from './dashboard-period';

/**
 * The charts' numbers as tables (decision 0032): each week or month by status, and the services asked about.
 */
export function DashboardTables({ stats }: { stats: RequestStats }) {
  const { t, lang } = useApp();
  return (
    <>
      {/* Cells keep to one line: a phone scrolls the table sideways rather than stacking a header a character a line. */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={t('Requests by week or month')}
        sx={{ mt: 3, '& th, & td': { whiteSpace: 'nowrap' } }}
      >
        <Table size="small" aria-label={t('Requests by week or month')}>
          <TableHead>
            <TableRow>
              <TableCell>{stats.bucket === 'week' ? t('Week of') : t('Month')}</TableCell>
              <TableCell align="right">{t('Requests')}</TableCell>
              {REQUEST_STATUSES.map((status) => (
                <TableCell key={status} align="right">
                  {t(REQUEST_STATUS_LABELS[status])}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {stats.buckets.map((b) => (
              <TableRow key={b.start}>
                <TableCell component="th" scope="row">
                  {bucketLabel(b.start, stats.bucket, lang)}
                </TableCell>
                <TableCell align="right">{b.total}</TableCell>
                {REQUEST_STATUSES.map((status) => (
                  <TableCell key={status} align="right">
                    {b.statuses[status]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
        {t('Services asked about')}
      </Typography>
      {stats.services.length === 0 ? (
        <Typography color="text.secondary">{t('No requests in this period.')}</Typography>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label={t('Services asked about')}>
          <Table size="small" aria-label={t('Services asked about')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('Service')}</TableCell>
                <TableCell align="right">{t('Requests')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {stats.services.map((s) => (
                <TableRow key={s.service_id ?? 'none'}>
                  <TableCell component="th" scope="row">
                    <bdi>
                      {s.service_id === null
                        ? t('No service named')
                        : s.service_name
                          ? pick(s.service_name, lang)
                          : `#${s.service_id}`}
                    </bdi>
                  </TableCell>
                  <TableCell align="right">{s.count}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
