import { useMemo } from 'react';
import { pick, servicePath, type LangMap } from '../../contract';
import { useCategoriesMenu } from '../api/categories';
import { useServicesMenu as useServiceItems } from '../api/services';
import { useApp } from '../context/app-provider';
import type { NavServiceLink, ServicesMenuData } from './services-menu-types';

/**
 * SPEC §2 "Services dropdown": the categories with their services (the first few of a long
 * one, then "View all": decision 0028), and the services with no category (or a deleted
 * one) at the bottom, in the page's language. Live: a service or
 * category written anywhere changes the menu without a reload (the socket's `*_changed`).
 */
export function useServicesMenuData(): ServicesMenuData {
  const { lang } = useApp();
  const services = useServiceItems();
  const categories = useCategoriesMenu();
  return useMemo(() => {
    const link = (s: { service_id: number; service_name: LangMap }): NavServiceLink => {
      const label = pick(s.service_name, lang);
      return { id: s.service_id, label, to: servicePath(label, s.service_id) };
    };
    const known = new Set((categories.data ?? []).map((c) => c.cat_id));
    const all = services.data?.items ?? [];
    const more = new Set(services.data?.more ?? []);
    return {
      categories: (categories.data ?? []).map((c) => ({
        id: c.cat_id,
        label: pick(c.cat_name, lang),
        services: all.filter((s) => s.cat_id === c.cat_id).map(link),
        ...(more.has(c.cat_id) ? { more: true } : {}),
      })),
      uncategorised: all.filter((s) => s.cat_id === null || !known.has(s.cat_id)).map(link),
      isLoading: services.isPending || categories.isPending,
    };
  }, [services.data, services.isPending, categories.data, categories.isPending, lang]);
}
