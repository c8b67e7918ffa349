/**
 * What the services dropdown shows (SPEC §2 "Services dropdown"). The layout takes it as
 * props so the content API can plug its categories and services in without touching the
 * menu; labels are already picked for the current language.
 */
export interface NavServiceLink {
  id: number;
  label: string;
  /** The service detail route, built with servicePath(). */
  to: string;
}

interface NavCategoryGroup {
  id: number;
  label: string;
  services: NavServiceLink[];
  /** It has more services than the menu shows: "View all" opens them on the services page. */
  more?: boolean;
}

export interface ServicesMenuData {
  categories: NavCategoryGroup[];
  /** Services without a category, listed at the bottom. */
  uncategorised: NavServiceLink[];
  isLoading?: boolean;
}

/** Navigation state of /services when a category is clicked in the dropdown. */
export interface ServicesNavState {
  category: number;
}
