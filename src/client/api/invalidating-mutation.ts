import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A back-office write whose reads live under `prefix`: on success or failure they refetch
 * here; the socket's `<prefix>_changed` refetches them in every other tab.
 */
export function useInvalidatingMutation<V, R>(prefix: string, name: string, call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: [prefix, name], mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: [prefix] }) });
}
