import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, IconButton, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useApp } from '../../../context/app-provider';
import { formatSize } from '../../../ui/chosen-files';

interface ChosenFileListProps {
  files: readonly File[];
  onRemove: (index: number) => void;
  /** While sending the list stays, but nothing can be removed from a request on its way. */
  disabled: boolean;
}

/** The chosen files, each with its name and size and a button that removes it. */
export function ChosenFileList({ files, onRemove, disabled }: ChosenFileListProps) {
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
            secondary={formatSize(file.size, lang)}
            sx={{ minWidth: 0, pe: 1 }}
          />
        </ListItem>
      ))}
    </List>
  );
}
