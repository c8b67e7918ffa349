import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { DeskRequest } from '../../../../contract';
import { downloadRequestDocuments } from '../../../api/desk';
import { useApp } from '../../../context/app-provider';

/**
 * A request's documents on the desk (decision 0030): each under the student's own name,
 * opening in a new tab, and all of them as one zip under those names.
 */
export function RequestDocuments({ request }: { request: DeskRequest }) {
  const { t } = useApp();
  const [busy, setBusy] = useState(false);
  if (request.request_documents.length === 0) return null;
  const zip = async () => {
    setBusy(true);
    try {
      await downloadRequestDocuments(request.request_id);
    } catch {
      // The interceptor's snackbar says why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('Documents ({count})', { count: request.request_documents.length })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {request.request_documents.map((url, index) => (
          <Button key={url} component="a" href={url} target="_blank" rel="noopener noreferrer" size="small" variant="outlined" startIcon={<DescriptionOutlinedIcon />} sx={{ textTransform: 'none' }}>
            <bdi>{request.request_document_names[index]}</bdi>
          </Button>
        ))}
      </Stack>
      <div>
        <Button variant="contained" size="small" startIcon={<FolderZipOutlinedIcon />} disabled={busy} aria-busy={busy} onClick={() => void zip()}>
          {t('Download all as a zip')}
        </Button>
      </div>
    </Stack>
  );
}
