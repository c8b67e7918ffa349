import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, IconButton, LinearProgress, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useApp } from '../../../context/app-provider';
import { formatSize } from '../../../ui/chosen-files';
import { uploadPercent, uploadStatusText } from '../../../ui/uploads/upload-status';
import type { DocumentUpload } from '../../../ui/uploads/use-document-uploads';

interface ChosenFileListProps {
  files: readonly File[];
  /** Each file's upload (decision 0064), once it started. */
  uploads: ReadonlyMap<File, DocumentUpload>;
  onRemove: (index: number) => void;
  /** While sending the list stays, but nothing can be removed from a request on its way. */
  disabled: boolean;
}

/**
 * The chosen files, each with its name, its size, its upload's progress (decision 0064) and a
 * button that removes it.
 */
export function ChosenFileList({ files, uploads, onRemove, disabled }: ChosenFileListProps) {
  const { t, lang } = useApp();
  if (files.length === 0) return null;
  return (
    <List
      dense
      aria-label={t('Chosen files')}
      sx={{ p: 0, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      {files.map((file, i) => (
        <ListItem
          key={`${file.name}-${file.size}-${file.lastModified}`}
          divider={i < files.length - 1}
          secondaryAction={
            <IconButton
              edge="end"
              onClick={() => onRemove(i)}
              disabled={disabled}
              aria-label={t('Remove {file}', { file: file.name })}
            >
              <CloseRoundedIcon fontSize="small" />
            </IconButton>
          }
        >
          <ListItemIcon
            sx={{ minWidth: 36, color: file.type === 'application/pdf' ? 'secondary.main' : 'primary.main' }}
          >
            {file.type === 'application/pdf' ? (
              <PictureAsPdfOutlinedIcon aria-hidden />
            ) : (
              <ImageOutlinedIcon aria-hidden />
            )}
          </ListItemIcon>
          <ListItemText
            primary={
              // A file name is usually Latin: isolated so it reads whole inside an Arabic line.
              <Box
                component="bdi"
                sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {file.name}
              </Box>
            }
            secondary={
              <>
                {formatSize(file.size, lang)} · {uploadStatusText(file, uploads.get(file), t)}
                {uploads.get(file)?.status !== 'done' && (
                  <LinearProgress
                    variant="determinate"
                    value={uploadPercent(file, uploads.get(file))}
                    color={uploads.get(file)?.status === 'failed' ? 'error' : 'primary'}
                    aria-label={t('Upload progress of {file}', { file: file.name })}
                    sx={{ mt: 0.5, borderRadius: 1 }}
                  />
                )}
              </>
            }
            slotProps={{ secondary: { component: 'div' } }}
            sx={{ minWidth: 0, pe: 1 }}
          />
        </ListItem>
      ))}
    </List>
  );
}
