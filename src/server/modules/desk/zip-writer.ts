import { Zip } from 'fflate';

/**
 * fflate's streaming zip, turned from "it calls you with each chunk" into "you take the chunks":
 * every `push` into one of its files writes synchronously, so after each step the caller takes
 * what was written and yields it, and writes the next step only when its reader asks for more
 * (decision 0048). Nothing is written anywhere the reader cannot push back on.
 */
export function zipWriter(): { zip: Zip; take: () => Uint8Array[] } {
  const written: Uint8Array[] = [];
  let failed: Error | undefined;
  const zip = new Zip((error, chunk) => {
    if (error) failed = error;
    else if (chunk.length > 0) written.push(chunk);
  });
  return {
    zip,
    take() {
      if (failed) throw failed;
      return written.splice(0);
    },
  };
}
