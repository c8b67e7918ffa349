import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, Button, Link, Stack, Typography } from '@mui/material';

export interface InboxField {
  /** Translated label: 'Full Name', 'Email' … */
  label: string;
  value: string;
  /**
   * mailto: or tel: for the contact fields (written left to right); a page of the site opens in a new tab.
   */
  href?: string | undefined;
  /** Keeps line breaks (a description or message). */
  long?: boolean;
}

/** 'Document N.extension' (SPEC §2), as the signed URL names the file. */
function documentLabel(url: string, position: number): string {
  const name = new URL(url, 'http://x').searchParams.get('name');
  return name || `Document ${position}`;
}

/** A request's or a message's labelled values (the inbox's card, the desk's page). */
export function InboxFieldList({ fields }: { fields: readonly InboxField[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {fields.map(({ label, value, href, long }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}
          >
            {label}
          </Typography>
          {/* The value keeps its own direction (bdi); its line follows the page's, but for a long text, which reads in its own. */}
          <Typography
            component="dd"
            variant="body2"
            dir={long ? 'auto' : undefined}
            sx={{ m: 0, whiteSpace: long ? 'pre-wrap' : 'normal', overflowWrap: 'anywhere' }}
          >
            {href ? (
              <Link
                href={href}
                {...(/^(mailto|tel):/.test(href) ? { dir: 'ltr' } : { target: '_blank', rel: 'noopener' })}
              >
                {value}
              </Link>
            ) : (
              <bdi>{value}</bdi>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The documents, each opening in a new tab by its signed URL. */
export function DocumentButtons({ documents }: { documents: readonly string[] }) {
  if (documents.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
      {documents.map((url, index) => (
        <Button
          key={url}
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          size="small"
          variant="outlined"
          startIcon={<DescriptionOutlinedIcon />}
          dir="ltr"
        >
          {documentLabel(url, index + 1)}
        </Button>
      ))}
    </Stack>
  );
}
