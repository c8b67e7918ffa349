import AddIcon from '@mui/icons-material/Add';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { Link as AppLink } from '../../../context/navigation';
import { useSearchParams } from 'react-router';
import { ADMIN_PATHS, pick, type Service } from '../../../../contract';
import { useCategories } from '../../../api/categories';
import { useDeleteContent } from '../../../api/content-writes';
import { useServices } from '../../../api/services';
import { useApp } from '../../../context/app-provider';
import { AdminCardList } from '../../../ui/admin/admin-card-list';
import { AdminScreenHeader } from '../../../ui/admin/admin-screen-header';
import { ServiceCard } from '../components/service-card';

const FILTER_PARAM = 'category';
const ALL = '';
const UNCATEGORISED = 'none';

/** The filter's value against a service's `cat_id`: '' all, 'none' uncategorised, else the id. */
const matches = (filter: string, service: Service) =>
  filter === ALL || (filter === UNCATEGORISED ? service.cat_id === null : service.cat_id === Number(filter));

/**
 * The Services screen (SPEC §2): a category filter (kept in the URL, so a reload or a
 * shared link keeps it), Create Service, and the cards with edit and delete.
 */
export function ServicesAdmin() {
  const { t, lang } = useApp();
  const services = useServices();
  const categories = useCategories().data ?? [];
  const remove = useDeleteContent('services');
  const [search, setSearch] = useSearchParams();
  const filter = search.get(FILTER_PARAM) ?? ALL;
  const shown = { ...services, data: services.data?.filter((service) => matches(filter, service)) };

  return (
    <>
      <AdminScreenHeader
        title={t('Services')}
        action={
          <Button component={AppLink} to={`${ADMIN_PATHS.services}/create`} variant="contained" startIcon={<AddIcon />}>
            {t('Create Service')}
          </Button>
        }
      />
      <Box sx={{ mb: 3, maxWidth: 360 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('Filter by category')}
          value={filter}
          onChange={(event) => setSearch(event.target.value === ALL ? {} : { [FILTER_PARAM]: event.target.value }, { replace: true })}
        >
          <MenuItem value={ALL}>{t('All categories')}</MenuItem>
          {categories.map((category) => (
            <MenuItem key={category.cat_id} value={String(category.cat_id)}>
              {pick(category.cat_name, lang)}
            </MenuItem>
          ))}
          <MenuItem value={UNCATEGORISED}>{t('Uncategorised')}</MenuItem>
        </TextField>
      </Box>
      <AdminCardList
        query={shown}
        columns={{ xs: 1, sm: 2, lg: 3 }}
        emptyText={t('no services')}
        idOf={(service) => service.service_id}
        nameOf={(service) => pick(service.service_name, lang)}
        textsOf={(service) => [service.service_name, service.service_long_name, service.service_desc, ...service.service_features]}
        editPathOf={(service) => `${ADMIN_PATHS.services}/update/${service.service_id}`}
        renderCard={(service, actions) => <ServiceCard service={service} actions={actions} linked={false} headingLevel="h2" />}
        deleteTitle={t('Service Delete')}
        deleteMessage={t('Are you sure you want to delete this service?')}
        onDelete={(id) => remove.mutateAsync(id)}
        isDeleting={remove.isPending}
      />
    </>
  );
}
