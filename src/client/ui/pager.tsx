import { Box, Pagination, PaginationItem } from '@mui/material';
import { Link } from '../context/navigation';
import { useApp } from '../context/app-provider';

export interface PagerProps {
  page: number;
  count: number;
  /** The pager's accessible name, translated (e.g. 'Blog pages'). */
  label: string;
  /** The address of a page of the list (`?page=`). */
  hrefFor: (page: number | null) => string;
}

/** A list's pager: its buttons are real links to `?page=N`, so it works before its code has come. */
export function Pager({ page, count, label, hrefFor }: PagerProps) {
  const { t } = useApp();
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      <Pagination
        page={page}
        count={count}
        color="primary"
        shape="rounded"
        getItemAriaLabel={(type, target, selected) => {
          if (type === 'next') return t('Go to next page');
          if (type === 'previous') return t('Go to previous page');
          if (type === 'page' && target !== null) return selected ? t('Page {page}', { page: target }) : t('Go to page {page}', { page: target });
          return '';
        }}
        renderItem={(item) => <PaginationItem component={Link} to={hrefFor(item.page)} {...item} />}
      />
    </Box>
  );
}
