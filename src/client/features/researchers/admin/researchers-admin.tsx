import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Link as AppLink } from '../../../context/navigation';
import { ADMIN_PATHS, pick } from '../../../../contract';
import { useDeleteContent } from '../../../api/content-writes';
import { useApp } from '../../../context/app-provider';
import { AdminCardList } from '../../../ui/admin/admin-card-list';
import { AdminScreenHeader } from '../../../ui/admin/admin-screen-header';
import { ResearcherCard } from '../components/researcher-card';

/** The Researchers screen (SPEC §2): Add New, 3 columns, the cards with edit and delete. */
export function ResearchersAdmin() {
  const { t, lang } = useApp();
  const remove = useDeleteContent('researchers');
  return (
    <>
      <AdminScreenHeader
        actionNeeds="content.write"
        title={t('Researchers')}
        action={
          <Button
            component={AppLink}
            to={`${ADMIN_PATHS.researchers}/create`}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('Add New')}
          </Button>
        }
      />
      <AdminCardList
        entity="researchers"
        columns={{ xs: 1, sm: 2, md: 3 }}
        emptyText={t('No researchers found')}
        idOf={(item) => item.researcher_id}
        nameOf={(item) => pick(item.researcher_name, lang)}
        textsOf={(item) => [item.researcher_name, item.researcher_position, item.researcher_bio]}
        editPathOf={(item) => `${ADMIN_PATHS.researchers}/update/${item.researcher_id}`}
        renderCard={(item, actions) => (
          <ResearcherCard researcher={item} actions={actions} headingLevel="h2" />
        )}
        deleteTitle={t('Researcher Delete')}
        deleteMessage={t('Are you sure you want to delete this researcher?')}
        onDelete={(id) => remove.mutateAsync(id)}
        isDeleting={remove.isPending}
      />
    </>
  );
}
