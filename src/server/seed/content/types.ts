import type { LangMap, SiteSettings } from '../../../contract';

/**
 * Seed input types. Field names follow SPEC §3; files are not part of the
 * data: header images and avatars are drawn from an ArtSpec / AvatarSpec by ./art.ts at
 * seed time (rasterised to WebP by the media pipeline), and testimonial audio is a file
 * name under src/server/seed/assets/.
 */

/** What a header illustration shows (no text, so it suits every language). */
export type ArtMotif =
  | 'books' // theses, stacked volumes and a mortarboard
  | 'cap' // graduation / defence: mortarboard and diploma
  | 'chart' // SPSS: bar chart with a trend line
  | 'donut' // descriptive statistics: donut chart and legend
  | 'scatter' // regression / hypothesis testing: scatter plot with fitted line
  | 'globe' // translation: globe and two speech bubbles
  | 'slides' // presentations: a screen on a stand
  | 'flask' // university research: flask, test tube and molecule
  | 'document' // writing and editing: pages and a pen
  | 'magnifier' // literature review / plagiarism check: pages under a lens
  | 'survey'; // questionnaires: clipboard with tick boxes

/** Background palettes; all start from the brand indigo #331FAB and use #FF6010 as accent. */
export type ArtTone = 'indigo' | 'violet' | 'ocean' | 'teal' | 'dusk' | 'night';

export interface ArtSpec {
  motif: ArtMotif;
  /** Drives the placement of the decorative shapes and the chart values. */
  seed: number;
  /** Defaults to one chosen from the seed. */
  tone?: ArtTone;
}

export type AvatarStyle = 'short' | 'curly' | 'long' | 'hijab' | 'ghutra' | 'bald';
type AvatarAttire = 'suit' | 'shirt' | 'thobe' | 'abaya';

export interface AvatarSpec {
  /** Drives the background, clothing and hair colours. */
  seed: number;
  style: AvatarStyle;
  /** 0 (light) … 4 (deep). */
  skin: 0 | 1 | 2 | 3 | 4;
  attire?: AvatarAttire;
  beard?: boolean;
  glasses?: boolean;
}

export interface SeedCategory {
  /** Stable key that services use to name their category. */
  key: string;
  cat_name: LangMap;
  art: ArtSpec;
}

export interface SeedService {
  key: string;
  /** A SeedCategory key; null for an uncategorised service. */
  category: string | null;
  service_name: LangMap;
  service_long_name: LangMap;
  service_desc: LangMap;
  /** 4–7 features, each a language map. */
  service_features: LangMap[];
  art: ArtSpec;
}

export interface SeedBlog {
  key: string;
  blog_title: LangMap;
  /** Markdown per language (ar and en always; zh where written). */
  blog_desc_md: LangMap;
  blog_author: LangMap;
  art: ArtSpec;
  /** creation_timestamp = seed time minus this many days. */
  daysAgo: number;
}

export interface SeedTestimonial {
  key: string;
  customer_name: LangMap;
  customer_location: LangMap;
  testimonial_message: LangMap;
  avatar: AvatarSpec;
  /** File name under src/server/seed/assets/. */
  audio?: string;
}

export interface SeedResearcher {
  key: string;
  researcher_name: LangMap;
  researcher_position: LangMap;
  researcher_bio: LangMap;
  avatar: AvatarSpec;
}

/** The site settings row as the API stores it. */
export type SeedSettings = SiteSettings;
