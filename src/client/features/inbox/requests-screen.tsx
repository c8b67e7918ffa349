import { REQUEST_STATUS_LABELS, requestDeskPath } from '../../../contract';
import { downloadRequestsCsv, useAssignees } from '../../api/desk';
import type { InboxFilters } from '../../api/inbox';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useApp } from '../../context/app-provider';
import { InboxScreen } from './inbox-screen';
import { requestFields } from './request-fields';

/**
 * SPEC §2 "Requests": the heading Requests, a card per request with its documents, 'No
 * requests found'; each card also says where the request stands and who has it, and opens
 * it on the desk (decision 0030).
 */
export function RequestsScreen() {
  const { t } = useApp();
  const assignees = useAssignees().data;
  const nameOf = (userId: number | null) => (userId === null ? undefined : (assignees?.find((a) => a.user_id === userId)?.name ?? `#${userId}`));
  return (
    <InboxScreen
      entity="requests"
      title={t('Requests')}
      emptyText={t('No requests found')}
      deleteTitle={t('Request Delete')}
      deleteMessage={t('Are you sure you want to delete this request?')}
      idOf={(request) => request.request_id}
      cardOf={(request) => ({
        heading: request.request_name,
        fields: requestFields(request, t),
        documents: request.request_documents,
        desk: { status: t(REQUEST_STATUS_LABELS[request.request_status]), assignee: nameOf(request.assignee_id), href: requestDeskPath(request.request_id) },
      })}
      action={(filters) => <ExportCsvButton filters={filters} />}
    />
  );
}

/** The filtered requests as a CSV file Excel opens with Arabic intact (decision 0030); a failure is the API client's snackbar. */
function ExportCsvButton({ filters }: { filters: InboxFilters }) {
  const { t } = useApp();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await downloadRequestsCsv(filters);
    } catch {
      // The interceptor's snackbar says why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy} aria-busy={busy} onClick={() => void exportCsv()}>
      {t('Export as CSV')}
    </Button>
  );
}
