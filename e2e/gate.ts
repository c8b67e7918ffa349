/** A promise the test opens when it chooses: a route held until then (a chunk, a socket). */
export function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
