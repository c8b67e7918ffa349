/**
 * How an entity is named in the OpenAPI operations that a shared factory registers for it
 * (content lists and writes, back-office lists, cards, inboxes; docs/decisions/0047):
 * `{ one: 'Blog', many: 'Blogs', a: 'a blog post', some: 'blog posts' }` gives `createBlog`
 * "Create a blog post" and `listBlogs` "List the blog posts".
 */
export interface OperationNouns {
  /** In operation ids, PascalCase: `createBlog`, `getAdminBlog`. */
  one: string;
  many: string;
  /** In summaries: "Update a blog post", "List the blog posts". */
  a: string;
  some: string;
}
