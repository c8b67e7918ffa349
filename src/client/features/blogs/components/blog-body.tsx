import { useId, useState } from 'react';
import { PartBoundary, lazyPart } from '../../../render/lazy-part';
import { retryImport } from '../../../render/retry-import';
import { sheet, useSheet } from '../../../render/sheet';
import { SkeletonLine, skeleton } from '../../../ui/skeleton-line';
import type { BlogMarkdown } from './blog-markdown';

let Renderer: typeof BlogMarkdown | undefined;
let loading: Promise<void> | undefined;

/**
 * The renderer (react-markdown, ~50 KB gzip) is a chunk of its own. The blog route's
 * loader awaits it: on the server, where renderToString cannot wait for a lazy component,
 * and on a client-side navigation, in parallel with the post. Hydrating the page the
 * server sent runs no loader, so that first load never fetches it.
 */
export const loadMarkdownRenderer = (): Promise<void> =>
  (loading ??= retryImport(() => import('./blog-markdown')).then(
    (m) => {
      Renderer = m.BlogMarkdown;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

const LazyRenderer = lazyPart(async () => {
  await loadMarkdownRenderer();
  return Renderer!;
});

/** The body as the server rendered it, read once from the page being hydrated. */
function serverRendered(id: string): string | undefined {
  return typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML;
}

const bodySkeleton = sheet(
  'blog-body-skeleton',
  `.blog-skel{font-size:1rem}.blog-skel .skel{margin-bottom:8px}`,
  [skeleton],
);

/** Four lines of text while the renderer loads. */
function BodySkeleton() {
  useSheet(bodySkeleton);
  return (
    <div aria-hidden className="blog-skel">
      {[100, 96, 98, 60].map((width, i) => (
        <SkeletonLine key={i} width={`${width}%`} />
      ))}
    </div>
  );
}

/**
 * A post's body (the markdown renderer is not in any page's first load: docs/rendering.md).
 * The server renders the markdown; hydration keeps that HTML as it is, read back from the
 * page, so the browser needs no markdown code for it. When the text changes on the client
 * (another language, an edit pushed live) the renderer is loaded, with a skeleton meanwhile.
 */
export function BlogBody({ markdown }: { markdown: string }) {
  const id = useId();
  const [first] = useState(() => ({ markdown, html: serverRendered(id) }));
  if (first.html !== undefined && first.markdown === markdown) {
    // The same element and HTML as the server sent: React adopts it untouched.
    return <div id={id} dangerouslySetInnerHTML={{ __html: first.html }} />;
  }
  return (
    <div id={id}>
      {Renderer ? (
        <Renderer markdown={markdown} />
      ) : (
        <PartBoundary fallback={<BodySkeleton />}>
          <LazyRenderer markdown={markdown} />
        </PartBoundary>
      )}
    </div>
  );
}
