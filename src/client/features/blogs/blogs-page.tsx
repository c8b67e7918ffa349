import { PAGE_SIZE } from '../../../contract';
import { useBlogCards } from '../../api/blogs';
import { useApp } from '../../context/app-provider';
import { ListSection } from '../../ui/list-section';
import { PagedCardList } from '../../ui/paged-card-list';
import { BlogCard } from './components/blog-card';

/** SPEC §2 "Blogs": a grid of blog cards, 6 per page, with a pager and a loading placeholder. */
export function BlogsPage() {
  const { t } = useApp();
  return (
    <ListSection label={t('Latest scientific posts')}>
      <PagedCardList
        query={useBlogCards()}
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
