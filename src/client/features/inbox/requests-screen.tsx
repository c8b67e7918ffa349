import { REQUEST_STATUS_LABELS, requestDeskPath } from '../../../contract';
import { assigneeName, downloadRequests, useAssignees } from '../../api/desk';
import { usePermissions } from '../../api/permissions';
import DownloadIcon from '@mui/icons-material/Download';
import { Stack } from '@mui/material';
import { useApp } from '../../context/app-provider';
import { DownloadButton } from './download-button';
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
  // Every request at once is the admins' (or a role they grant it to, decision 0058).
  const mayExport = usePermissions().can('desk.export');
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
        desk: {
          status: t(REQUEST_STATUS_LABELS[request.request_status]),
          assignee: request.assignee_id === null ? undefined : assigneeName(assignees, request.assignee_id),
          href: requestDeskPath(request.request_id),
        },
      })}
      action={(filters) =>
        mayExport && (
          // The filtered requests as a CSV file Excel opens with Arabic intact, or as a
          // workbook (decisions 0030, 0031).
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <DownloadButton
              variant="outlined"
              icon={<DownloadIcon />}
              download={() => downloadRequests(filters, 'csv')}
            >
              {t('Export as CSV')}
            </DownloadButton>
            <DownloadButton
              variant="outlined"
              icon={<DownloadIcon />}
              download={() => downloadRequests(filters, 'xlsx')}
            >
              {t('Export as Excel')}
            </DownloadButton>
          </Stack>
        )
      }
    />
  );
}
