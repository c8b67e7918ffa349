import { Box } from '@mui/material';
import { PAGE_SIZE } from '../../../contract';
import { useBlogs } from '../../api/blogs';
import { useApp } from '../../context/app-provider';
import { CardSkeletons } from '../../ui/card-skeletons';
import { PaginatedGrid, type GridColumns } from '../../ui/paginated-grid';
import { QueryList } from '../../ui/query-list';
import { BlogCard } from './components/blog-card';

const COLUMNS: GridColumns = { xs: 1, sm: 2, md: 3 };

/** SPEC §2 "Blogs": a grid of blog cards, 6 per page, with a pager and a loading placeholder. */
export function BlogsPage() {
  const { t } = useApp();
  const blogs = useBlogs();
  return (
    <Box component="section" aria-label={t('Latest scientific posts')} sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 3, md: 5 } }}>
      <QueryList query={blogs} emptyText={t('No blogs found')} skeleton={<CardSkeletons count={PAGE_SIZE.blogs} columns={COLUMNS} />}>
        {(items) => (
          <PaginatedGrid
            items={items}
            pageSize={PAGE_SIZE.blogs}
            columns={COLUMNS}
            getKey={(blog) => blog.blog_id}
            renderItem={(blog) => <BlogCard blog={blog} />}
            label={t('Blog pages')}
          />
        )}
      </QueryList>
    </Box>
  );
}
