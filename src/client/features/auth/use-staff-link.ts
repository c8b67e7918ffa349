import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { checkStaffLink } from '../../api/staff-links';

/** The mailed link's token in the address (`?token=`) and what it is for, once checked (decision 0057). */
export function useStaffLink() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useQuery({
    queryKey: ['staff-link', token],
    queryFn: () => checkStaffLink(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
    token,
    link: query.data,
    checking: token !== '' && query.isPending,
    failed: token === '' || query.isError,
  };
}
