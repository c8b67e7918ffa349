import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  Assignee,
  DeskRequest,
  DeskSettings,
  Erasure,
  Mail,
  StudentLookup,
  StudentRecord,
  ReplyInput,
  RequestDesk,
  RequestStats,
  RequestStatus,
  StatsQuery,
  UpdateDeskSettings,
  WriteResponse,
} from '../../contract';
import { api } from './client';
import { inboxFilterParams, type InboxFilters } from './inbox';
import { uploadPercent } from './upload-progress';

/**
 * The request desk (decision 0030). Every read is under `['requests', …]`, so the socket's
 * `requests_changed` (a new request, another tab's note or status) refetches it; every
 * write refetches them too.
 */
const requestDeskQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['requests', 'desk', id],
    queryFn: async (): Promise<RequestDesk> =>
      (await (await api()).get<RequestDesk>(`/requests/${id}/desk`)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useRequestDesk = (id: number) =>
  useQuery({ ...requestDeskQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });

/** Who a request can be given to, by name. */
export const useAssignees = () =>
  useQuery({
    queryKey: ['requests', 'assignees'],
    queryFn: async (): Promise<Assignee[]> =>
      (await (await api()).get<Assignee[]>('/requests/assignees')).data,
    staleTime: 5 * 60_000,
  });

/** A staff member's name by user_id; one since removed (or not loaded yet) by number. */
export const assigneeName = (assignees: readonly Assignee[] | undefined, userId: unknown): string =>
  assignees?.find((a) => a.user_id === userId)?.name ?? `#${String(userId)}`;

/** The caller's requests still on the desk, for the sidebar. A count that fails to load is left out. */
export const useAssignedCount = (enabled = true) =>
  useQuery({
    queryKey: ['requests', 'assignedCount'],
    queryFn: async (): Promise<number> =>
      (await (await api()).get<{ count: number }>('/requests/assignedCount', { silent: true })).data.count,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });

/** A desk write: the server's message in a snackbar, and every requests read refetched. */
function useDeskWrite<Input>(
  name: string,
  call: (id: number, input: Input) => { method: 'put' | 'post'; path: string; body: object },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['requests', name],
    mutationFn: async ({ id, input }: { id: number; input: Input }) => {
      const { method, path, body } = call(id, input);
      return (await (await api())[method]<WriteResponse<DeskRequest>>(path, body, { notifySuccess: true }))
        .data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['requests'] }),
  });
}

export const useChangeStatus = () =>
  useDeskWrite('status', (id, request_status: RequestStatus) => ({
    method: 'put',
    path: `/requests/${id}/status`,
    body: { request_status },
  }));
export const useAssign = () =>
  useDeskWrite('assign', (id, assignee_id: number | null) => ({
    method: 'put',
    path: `/requests/${id}/assignee`,
    body: { assignee_id },
  }));
export const useAddNote = () =>
  useDeskWrite('note', (id, body: string) => ({
    method: 'post',
    path: `/requests/${id}/notes`,
    body: { body },
  }));

/**
 * A reply to the student by email (decision 0031), with its upload's progress (null until
 * bytes go): files travel in the body as data URLs. The request's page refetches, so the
 * reply shows in its thread with its mail's state.
 */
export function useSendReply() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationKey: ['requests', 'reply'],
    mutationFn: async ({ id, input }: { id: number; input: ReplyInput }) =>
      (
        await (
          await api()
        ).post<WriteResponse<Mail>>(`/requests/${id}/replies`, input, {
          notifySuccess: true,
          onUploadProgress: (event) => setProgress(uploadPercent(event)),
        })
      ).data,
    onMutate: () => setProgress(null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['requests'] }),
  });
  return { ...mutation, progress };
}

/** The desk's numbers for a period (decision 0032); refetched with every requests change. */
export const useRequestStats = (query: StatsQuery) =>
  useQuery({
    queryKey: ['requests', 'stats', query],
    queryFn: async (): Promise<RequestStats> =>
      (await (await api()).get<RequestStats>('/requests/stats', { params: query })).data,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });

/** Sends a failed mail again. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['requests', 'retryMail'],
    mutationFn: async ({ id, mailId }: { id: number; mailId: number }) =>
      (
        await (
          await api()
        ).post<WriteResponse<Mail>>(`/requests/${id}/mails/${mailId}/retry`, {}, { notifySuccess: true })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['requests'] }),
  });
}

/** The desk's own settings: reply templates per language, the retention period (staff only). */
export const useDeskSettings = () =>
  useQuery({
    queryKey: ['deskSettings'],
    queryFn: async (): Promise<DeskSettings> =>
      (await (await api()).get<DeskSettings>('/desk/settings')).data,
    staleTime: 60_000,
  });

export function useUpdateDeskSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['deskSettings', 'update'],
    mutationFn: async (patch: UpdateDeskSettings) =>
      (await (await api()).put<WriteResponse<DeskSettings>>('/desk/settings', patch, { notifySuccess: true }))
        .data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['deskSettings'] }),
  });
}

/**
 * Fetches a staff file (a plain link would carry no token) and saves it under the name the
 * server gives it (Content-Disposition), else `fallback`.
 */
async function download(path: string, params: object, fallback: string, body?: object): Promise<void> {
  const client = await api();
  // A POST keeps what identifies a person (an e-mail address) out of the URL and the logs.
  const response = body
    ? await client.post<Blob>(path, body, { responseType: 'blob' })
    : await client.get<Blob>(path, { params, responseType: 'blob' });
  const name =
    /filename="([^"]+)"/.exec(String(response.headers['content-disposition'] ?? ''))?.[1] ?? fallback;
  const url = URL.createObjectURL(response.data);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The requests the list's filters select, as CSV that Excel opens with Arabic intact
 * (decision 0030) or as XLSX (decision 0031).
 */
export const downloadRequests = (filters: InboxFilters, format: 'csv' | 'xlsx'): Promise<void> =>
  download(`/requests/export.${format}`, inboxFilterParams(filters), `requests.${format}`);

/** A request's documents as one zip, under their own names (decision 0030). */
export const downloadRequestDocuments = (id: number): Promise<void> =>
  download(`/requests/${id}/documents.zip`, {}, `request-${id}.zip`);

/** Everything stored about a student, as one zip (decision 0033). */
export const downloadStudentData = (lookup: StudentLookup): Promise<void> =>
  download('/students/export', {}, 'student-data.zip', lookup);

/** What is stored about an address or a reference's address; null until asked. */
export function useFindStudent() {
  return useMutation({
    mutationKey: ['students', 'find'],
    mutationFn: async (lookup: StudentLookup) =>
      (await (await api()).post<StudentRecord>('/students/find', lookup)).data,
  });
}

/** The erasures done: who, when, how many. */
export const useErasures = () =>
  useQuery({
    queryKey: ['students', 'erasures'],
    queryFn: async (): Promise<Erasure[]> => (await (await api()).get<Erasure[]>('/students/erasures')).data,
  });

/** Erases everything about an address; every requests and messages read refetches. */
export function useEraseStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['students', 'erase'],
    mutationFn: async (body: { email: string; confirm: string }) =>
      (await (await api()).post<WriteResponse<Erasure>>('/students/erase', body, { notifySuccess: true }))
        .data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['students'] }),
        queryClient.invalidateQueries({ queryKey: ['requests'] }),
        queryClient.invalidateQueries({ queryKey: ['messages'] }),
      ]),
  });
}
