import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  Blog,
  Category,
  CreateBlog,
  CreateCategory,
  CreateResearcher,
  CreateService,
  CreateTestimonial,
  Researcher,
  Service,
  Testimonial,
  UpdateBlog,
  UpdateCategory,
  UpdateResearcher,
  UpdateService,
  UpdateTestimonial,
  WriteResponse,
} from '../../contract';
import { api } from './client';
import { uploadPercent } from './upload-progress';

/**
 * The back-office's writes of the five content entities (SPEC §7), apart from their reads
 * (api/<entity>.ts): public pages import those, and a write defined beside a read put
 * this module and useMutation into every page's first load (issue 10's budgets).
 */

/** The five content entities the back-office writes: each path is also its query-key prefix. */
export type ContentEntity = 'services' | 'categories' | 'blogs' | 'testimonials' | 'researchers';

/** What a save sends: a create without `id`, an update with it (SPEC §7 `POST /x` and `POST /x/{id}`). */
export type SaveVariables<Create, Update> = { id?: undefined; body: Create } | { id: number; body: Update };

export interface ContentWrites<Create, Update, Item> {
  entity: ContentEntity;
  save: (variables: SaveVariables<Create, Update>, onProgress?: (percent: number) => void) => Promise<WriteResponse<Item>>;
  remove: (id: number) => Promise<WriteResponse<Item>>;
}

/**
 * SPEC §7's writes of one content entity. The server's message shows in a snackbar on
 * success (`notifySuccess`) and on failure (the interceptor, SPEC §8): nothing is silent.
 * `onProgress` follows the upload, since images and audio travel in the body as data URLs.
 */
export function contentWrites<Create, Update, Item>(entity: ContentEntity): ContentWrites<Create, Update, Item> {
  const path = `/${entity}`;
  return {
    entity,
    save: async ({ id, body }, onProgress) => {
      const url = id === undefined ? path : `${path}/${id}`;
      const { data } = await (await api()).post<WriteResponse<Item>>(url, body, {
        notifySuccess: true,
        onUploadProgress: (event) => onProgress?.(uploadPercent(event)),
      });
      return data;
    },
    remove: async (id) => (await (await api()).delete<WriteResponse<Item>>(`${path}/${id}`, { notifySuccess: true })).data,
  };
}

/**
 * A save with its upload's progress (null until bytes go). On success the entity's reads
 * refetch at once; the socket's `<entity>_changed` tells every other tab and admin.
 */
export function useSaveContent<Create, Update, Item>(writes: ContentWrites<Create, Update, Item>) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationKey: [writes.entity, 'save'],
    mutationFn: (variables: SaveVariables<Create, Update>) => writes.save(variables, setProgress),
    onMutate: () => setProgress(null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [writes.entity] }),
  });
  return { ...mutation, progress };
}

/** SPEC §4 "Delete": deletes, then the list refetches. */
export function useDeleteContent<Create, Update, Item>(writes: ContentWrites<Create, Update, Item>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [writes.entity, 'delete'],
    mutationFn: (id: number) => writes.remove(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [writes.entity] }),
  });
}

/** SPEC §7's create, update and delete of a category. */
const categoryWrites = contentWrites<CreateCategory, UpdateCategory, Category>('categories');
export const useSaveCategory = () => useSaveContent(categoryWrites);
export const useDeleteCategory = () => useDeleteContent(categoryWrites);

/** SPEC §7's create, update and delete of a service. */
const serviceWrites = contentWrites<CreateService, UpdateService, Service>('services');
export const useSaveService = () => useSaveContent(serviceWrites);
export const useDeleteService = () => useDeleteContent(serviceWrites);

/** SPEC §7's create, update and delete of a blog. */
const blogWrites = contentWrites<CreateBlog, UpdateBlog, Blog>('blogs');
export const useSaveBlog = () => useSaveContent(blogWrites);
export const useDeleteBlog = () => useDeleteContent(blogWrites);

/** SPEC §7's create, update and delete of a testimonial. */
const testimonialWrites = contentWrites<CreateTestimonial, UpdateTestimonial, Testimonial>('testimonials');
export const useSaveTestimonial = () => useSaveContent(testimonialWrites);
export const useDeleteTestimonial = () => useDeleteContent(testimonialWrites);

/** SPEC §7's create, update and delete of a researcher. */
const researcherWrites = contentWrites<CreateResearcher, UpdateResearcher, Researcher>('researchers');
export const useSaveResearcher = () => useSaveContent(researcherWrites);
export const useDeleteResearcher = () => useDeleteContent(researcherWrites);
