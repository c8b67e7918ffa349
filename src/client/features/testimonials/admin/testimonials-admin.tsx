import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Link as AppLink } from '../../../context/navigation';
import { ADMIN_PATHS, pick } from '../../../../contract';
import { useDeleteContent } from '../../../api/content-writes';
import { useApp } from '../../../context/app-provider';
import { AdminCardList } from '../../../ui/admin/admin-card-list';
import { AdminScreenHeader } from '../../../ui/admin/admin-screen-header';
import { TestimonialCard } from '../components/testimonial-card';

/**
 * The Testimonials screen (SPEC §2): Create Testimonial, the cards with edit and delete,
 * 'No testimonials found'.
 */
export function TestimonialsAdmin() {
  const { t, lang } = useApp();
  const remove = useDeleteContent('testimonials');
  return (
    <>
      <AdminScreenHeader
        actionNeeds="content.write"
        title={t('Testimonials')}
        action={
          <Button
            component={AppLink}
            to={`${ADMIN_PATHS.testimonials}/create`}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('Create Testimonial')}
          </Button>
        }
      />
      <AdminCardList
        entity="testimonials"
        columns={{ xs: 1, sm: 2, lg: 3 }}
        emptyText={t('No testimonials found')}
        idOf={(item) => item.testimonial_id}
        nameOf={(item) => pick(item.customer_name, lang)}
        textsOf={(item) => [item.customer_name, item.customer_location, item.testimonial_message]}
        editPathOf={(item) => `${ADMIN_PATHS.testimonials}/update/${item.testimonial_id}`}
        renderCard={(item, actions) => (
          <TestimonialCard testimonial={item} actions={actions} headingLevel="h2" />
        )}
        deleteTitle={t('Testimonial Delete')}
        deleteMessage={t('Are you sure you want to delete this testimonial?')}
        onDelete={(id) => remove.mutateAsync(id)}
        isDeleting={remove.isPending}
      />
    </>
  );
}
