import { PAGE_SIZE } from '../../../contract';
import { useBlogCardPage } from '../../api/blogs';
import { useApp } from '../../context/app-provider';
import { useSearchParams } from '../../context/navigation';
import { requestedPage } from '../../ui/paginated-grid';
import { ListSection } from '../../ui/list-section';
import { PagedCardList } from '../../ui/paged-card-list';
import { BlogCard } from './components/blog-card';

/**
 * SPEC §2 "Blogs": a grid of blog cards, 6 per page, with a pager and a loading
 * placeholder; the page's cards only (decision 0028).
 */
export function BlogsPage() {
  const { t } = useApp();
  const [search] = useSearchParams();
  const cards = useBlogCardPage({ page: requestedPage(search), limit: PAGE_SIZE.blogs });
  return (
    <ListSection label={t('Latest scientific posts')}>
      <PagedCardList
        source={{ pageOfCards: cards }}
        pageSize={PAGE_SIZE.blogs}
        columns={{ xs: 1, sm: 2, md: 3 }}
        emptyText={t('No blogs found')}
        pagerLabel={t('Blog pages')}
        getKey={(blog) => blog.blog_id}
        renderItem={(blog, i) => <BlogCard blog={blog} headingLevel="h2" priority={i === 0} />}
      />
    </ListSection>
  );
}
