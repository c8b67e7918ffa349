import type { Service } from './entities';

/**
 * What a service card shows and the services page filters by (SPEC §2 "Services"): name,
 * description, header image and category. The public lists (the services grid, the home
 * carousel) carry cards, not services, so a page's hydration data leaves out each
 * service's long name and features, half of the list's bytes (decision 0011). The back-office
 * list keeps the whole service: its forms edit every field.
 */
export type ServiceCardData = Pick<
  Service,
  'service_id' | 'service_name' | 'service_desc' | 'service_header_url' | 'cat_id'
>;

export function toServiceCard({
  service_id,
  service_name,
  service_desc,
  service_header_url,
  cat_id,
}: ServiceCardData): ServiceCardData {
  return { service_id, service_name, service_desc, service_header_url, cat_id };
}

/**
 * What the top bar's services dropdown needs of each service (SPEC §2): carried by every
 * public page, so kept small.
 */
type ServiceMenuItem = Pick<Service, 'service_id' | 'service_name' | 'cat_id'>;

/**
 * The dropdown's services (decision 0028): at most `SERVICES_MENU_PER_GROUP` of each
 * category (and of those with none), in the list's order, and the categories that have
 * more (`null`: the uncategorised), whose "View all" leads to the services page. Every
 * public page carries it, so its weight must not grow with the office's catalogue.
 */
export interface ServicesMenu {
  items: ServiceMenuItem[];
  more: (number | null)[];
}
export const SERVICES_MENU_PER_GROUP = 12;
