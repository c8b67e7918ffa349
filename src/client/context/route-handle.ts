/** What a route tells the layout: its breadcrumb title (an English UI string, translated with t). */
export interface RouteHandle {
  title?: string;
  /** The catch-all route: the server answers 404. */
  notFound?: boolean;
}
