/**
 * The editor saves underline as `<u>…</u>` (MDXEditor's markdown has no underline syntax).
 * Raw HTML never reaches the page, so that pair would be dropped and the words lose their
 * underline. This remark step turns exactly a `<u>` … `</u>` pair of inline HTML nodes
 * among one parent's children into a `u` element around what lies between; any other HTML
 * is left for react-markdown to drop, as before.
 */
interface Node {
  type: string;
  value?: string;
  children?: Node[];
  data?: { hName?: string };
}

const isTag = (node: Node, tag: string) => node.type === 'html' && node.value?.trim().toLowerCase() === tag;

function underline(parent: Node): void {
  const children = parent.children;
  if (!children) return;
  for (let i = 0; i < children.length; i += 1) {
    const child = children[i]!;
    if (isTag(child, '<u>')) {
      const end = children.findIndex((node, j) => j > i && isTag(node, '</u>'));
      if (end !== -1)
        children.splice(i, end - i + 1, {
          type: 'underline',
          data: { hName: 'u' },
          children: children.slice(i + 1, end),
        });
    }
    underline(children[i]!);
  }
}

export default function remarkUnderline() {
  return (tree: Node) => underline(tree);
}
