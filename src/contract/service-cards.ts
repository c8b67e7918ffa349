import type { Service } from './entities';

/**
 * What a service card shows and the services page filters by (SPEC §2 "Services"): name,
 * description, header image and category. The public lists (the services grid, the home
 * carousel) carry cards, not services, so a page's hydration data leaves out each
 * service's long name and features, half of the list's bytes (issue 10). The back-office
 * list keeps the whole service: its forms edit every field.
 */
export type ServiceCardData = Pick<Service, 'service_id' | 'service_name' | 'service_desc' | 'service_header_url' | 'cat_id'>;

export function toServiceCard({ service_id, service_name, service_desc, service_header_url, cat_id }: ServiceCardData): ServiceCardData {
  return { service_id, service_name, service_desc, service_header_url, cat_id };
}
