import { PAGE_SIZE } from '../../../contract';
import { useResearchers } from '../../api/researchers';
import { useApp } from '../../context/app-provider';
import { ListSection } from '../../ui/list-section';
import { PagedCardList } from '../../ui/paged-card-list';
import { ResearcherCard } from './components/researcher-card';

/** SPEC §2 "Researchers": the researchers and professors behind the work, 6 cards per page with a pager. */
export function ResearchersPage() {
  const { t } = useApp();
  return (
    <ListSection label={t('Meet our researchers')}>
      <PagedCardList
        source={{ whole: useResearchers(), pageSize: PAGE_SIZE.researchers }}
        pageSize={PAGE_SIZE.researchers}
        columns={{ xs: 1, sm: 2, md: 3 }}
        emptyText={t('No researchers found')}
        pagerLabel={t('Researcher pages')}
        getKey={(item) => item.researcher_id}
        renderItem={(item) => <ResearcherCard researcher={item} headingLevel="h2" />}
      />
    </ListSection>
  );
}
