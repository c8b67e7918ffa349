import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Link as AppLink } from '../../../context/navigation';
import { ADMIN_PATHS, pick, toBlogCard } from '../../../../contract';
import { useDeleteContent } from '../../../api/content-writes';
import { useApp } from '../../../context/app-provider';
import { AdminCardList } from '../../../ui/admin/admin-card-list';
import { AdminScreenHeader } from '../../../ui/admin/admin-screen-header';
import { BlogCard } from '../components/blog-card';

/** The Blogs screen (SPEC §2): Create Blog, 2 columns, 'No blogs found', edit and delete per card. */
export function BlogsAdmin() {
  const { t, lang } = useApp();
  const remove = useDeleteContent('blogs');
  return (
    <>
      <AdminScreenHeader
        actionNeeds="content.write"
        title={t('Blogs')}
        action={
          <Button
            component={AppLink}
            to={`${ADMIN_PATHS.blogs}/create`}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('Create Blog')}
          </Button>
        }
      />
      <AdminCardList
        entity="blogs"
        columns={{ xs: 1, md: 2 }}
        emptyText={t('No blogs found')}
        idOf={(blog) => blog.blog_id}
        nameOf={(blog) => pick(blog.blog_title, lang)}
        textsOf={(blog) => [blog.blog_title, blog.blog_author, blog.blog_desc_md]}
        editPathOf={(blog) => `${ADMIN_PATHS.blogs}/update/${blog.blog_id}`}
        renderCard={(blog, actions) => (
          <BlogCard blog={toBlogCard(blog)} actions={actions} linked={false} headingLevel="h2" />
        )}
        deleteTitle={t('Blog Delete')}
        deleteMessage={t('Are you sure you want to delete this blog?')}
        onDelete={(id) => remove.mutateAsync(id)}
        isDeleting={remove.isPending}
      />
    </>
  );
}
