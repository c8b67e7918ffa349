import AddIcon from '@mui/icons-material/Add';
import { Button, MenuItem, TextField } from '@mui/material';
import { Link as AppLink } from '../../../context/navigation';
import { useSearchParams } from 'react-router';
import { ADMIN_PATHS, pick } from '../../../../contract';
import { useCategories } from '../../../api/categories';
import { useDeleteContent } from '../../../api/content-writes';
import { useApp } from '../../../context/app-provider';
import { AdminCardList } from '../../../ui/admin/admin-card-list';
import { SHOW_EMPTY } from '../../../ui/admin/admin-list-filters';
import { AdminScreenHeader } from '../../../ui/admin/admin-screen-header';
import { ServiceCard } from '../components/service-card';

const FILTER = { param: 'category', api: 'cat_id' } as const;
/** The server's `cat_id=none`: the services without a category. */
const UNCATEGORISED = 'none';

/**
 * The Services screen (SPEC §2): a category filter beside the search and filters of every
 * list (kept in the address, so a reload or a shared link keeps them), Create Service, and
 * the cards with edit and delete.
 */
export function ServicesAdmin() {
  const { t, lang } = useApp();
  const categories = useCategories().data ?? [];
  const remove = useDeleteContent('services');
  const [search, setSearch] = useSearchParams();
  const chosen = search.get(FILTER.param) ?? '';
  const choose = (value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(FILTER.param, value);
        else next.delete(FILTER.param);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const control = (
    <TextField
      select
      size="small"
      label={t('Filter by category')}
      value={chosen}
      onChange={(event) => choose(event.target.value)}
      slotProps={SHOW_EMPTY}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{t('All categories')}</MenuItem>
      {categories.map((category) => (
        <MenuItem key={category.cat_id} value={String(category.cat_id)}>
          {pick(category.cat_name, lang)}
        </MenuItem>
      ))}
      <MenuItem value={UNCATEGORISED}>{t('Uncategorised')}</MenuItem>
    </TextField>
  );

  return (
    <>
      <AdminScreenHeader
        actionNeeds="content.write"
        title={t('Services')}
        action={
          <Button
            component={AppLink}
            to={`${ADMIN_PATHS.services}/create`}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('Create Service')}
          </Button>
        }
      />
      <AdminCardList
        entity="services"
        filter={{ ...FILTER, control }}
        columns={{ xs: 1, sm: 2, lg: 3 }}
        emptyText={t('no services')}
        idOf={(service) => service.service_id}
        nameOf={(service) => pick(service.service_name, lang)}
        textsOf={(service) => [
          service.service_name,
          service.service_long_name,
          service.service_desc,
          ...service.service_features,
        ]}
        editPathOf={(service) => `${ADMIN_PATHS.services}/update/${service.service_id}`}
        renderCard={(service, actions) => (
          <ServiceCard service={service} actions={actions} linked={false} headingLevel="h2" />
        )}
        deleteTitle={t('Service Delete')}
        deleteMessage={t('Are you sure you want to delete this service?')}
        onDelete={(id) => remove.mutateAsync(id)}
        isDeleting={remove.isPending}
      />
    </>
  );
}
