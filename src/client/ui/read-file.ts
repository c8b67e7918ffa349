/** SPEC §3: files are read in the browser as data URLs and sent in the JSON body. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The longest file name sent with a document, in characters (the server keeps at most 120 too). */
const NAME_MAX = 120;

/**
 * A document as a data URL that also carries its file name (`data:<type>;name=<name>;base64,…`,
 * RFC 2397's parameters): the office sees and downloads it under the student's own name
 * (decision 0030). A server written to SPEC reads the type and the data and skips the name.
 */
export async function readAsNamedDataUrl(file: File): Promise<string> {
  const dataUrl = await readAsDataUrl(file);
  const name = [...file.name].slice(0, NAME_MAX).join('');
  const at = dataUrl.indexOf(';base64,');
  return name && at > 0
    ? `${dataUrl.slice(0, at)};name=${encodeURIComponent(name)}${dataUrl.slice(at)}`
    : dataUrl;
}
