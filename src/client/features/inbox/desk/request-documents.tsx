import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import { Box, Link, Stack, Typography } from '@mui/material';
import type { DeskRequest, Lang } from '../../../../contract';
import { downloadRequestDocuments } from '../../../api/desk';
import { useApp } from '../../../context/app-provider';
import type { Translate } from '../../../context/translate';
import { formatSize } from '../../../ui/chosen-files';
import { DownloadButton } from '../download-button';

const THUMB = 64;

/** What a document is, in a line: its type, a PDF's pages, its size. */
function factsText(facts: DeskRequest['request_document_facts'][number], t: Translate, lang: Lang): string {
  const kind = facts.mime === 'application/pdf' ? 'PDF' : facts.mime.replace(/^image\//, '').toUpperCase();
  const pages =
    facts.pages === null ? [] : [t('{count, plural, one {# page} other {# pages}}', { count: facts.pages })];
  return [kind, ...pages, formatSize(facts.size, lang)].join(' · ');
}

/**
 * A request's documents on the desk (decision 0030): each under the student's own name,
 * an image as a thumbnail, a PDF with its page count, opening in a new tab; and all of them
 * as one zip under those names.
 */
export function RequestDocuments({ request }: { request: DeskRequest }) {
  const { t, lang } = useApp();
  if (request.request_documents.length === 0) return null;
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('Documents ({count})', { count: request.request_documents.length })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {request.request_documents.map((url, index) => {
          const facts = request.request_document_facts[index]!;
          const name = request.request_document_names[index]!;
          return (
            <Box
              component="li"
              key={url}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
              }}
            >
              {facts.mime.startsWith('image/') ? (
                // The office's own signed link: decorative beside the name, which says what it is.
                <Box
                  component="img"
                  src={url}
                  alt=""
                  loading="lazy"
                  sx={{
                    width: THUMB,
                    height: THUMB,
                    objectFit: 'cover',
                    borderRadius: 1,
                    flexShrink: 0,
                    bgcolor: 'action.hover',
                  }}
                />
              ) : (
                <Box
                  sx={{
                    width: THUMB,
                    height: THUMB,
                    display: 'grid',
                    placeItems: 'center',
                    borderRadius: 1,
                    flexShrink: 0,
                    bgcolor: 'action.hover',
                  }}
                >
                  <DescriptionOutlinedIcon color="primary" />
                </Box>
              )}
              <Box sx={{ minWidth: 0 }}>
                <Link
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  <bdi>{name}</bdi>
                </Link>
                <Typography variant="body2" color="text.secondary">
                  <bdi>{factsText(facts, t, lang)}</bdi>
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
      <div>
        <DownloadButton
          variant="contained"
          size="small"
          icon={<FolderZipOutlinedIcon />}
          download={() => downloadRequestDocuments(request.request_id)}
        >
          {t('Download all as a zip')}
        </DownloadButton>
      </div>
    </Stack>
  );
}
