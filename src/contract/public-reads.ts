import type { Blog, Category, Researcher, Service, SiteSettings, Testimonial } from './entities';
import type { SeoEntry } from './seo';
import type { UiTranslation } from './translations';

/**
 * The public reads of SPEC §7, as the page code asks for them (docs/decisions/0009). In
 * the browser each one is an HTTP call through the one axios instance; while the server
 * renders a page, each one is answered from the same in-process cache the API serves
 * (src/server/modules/public-reads.ts), so a page view costs no HTTP call to itself and
 * no database round trip. Each read answers exactly what its API call answers.
 */
export interface PublicReads {
  /** `GET /services`, or `?service_id=` (an array of at most one). */
  services(serviceId?: number): Promise<Service[]>;
  categories(): Promise<Category[]>;
  /** `GET /blogs`, newest first, or `?blog_id=` (an array of at most one). */
  blogs(blogId?: number): Promise<Blog[]>;
  testimonials(): Promise<Testimonial[]>;
  researchers(): Promise<Researcher[]>;
  settings(): Promise<SiteSettings>;
  seo(): Promise<SeoEntry[]>;
  translations(): Promise<UiTranslation[]>;
}
