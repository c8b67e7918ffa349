/**
 * A write that failed because of the disk, not the request (decision 0014): the disk or the
 * database is full (ENOSPC, EDQUOT, PostgreSQL's 53100 disk_full), or the files' directory
 * cannot be written (EROFS, EACCES, EPERM from a file system call). Looks through `cause`
 * as drivers wrap what they rethrow.
 */
export type StorageFault = 'full' | 'unwritable';

const FULL = new Set(['ENOSPC', 'EDQUOT', '53100']);
const UNWRITABLE = new Set(['EROFS', 'EACCES', 'EPERM']);

export function storageFault(error: unknown): StorageFault | undefined {
  for (
    let current = error, depth = 0;
    typeof current === 'object' && current !== null && depth < 5;
    depth++
  ) {
    const { code, syscall, cause } = current as { code?: unknown; syscall?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (FULL.has(code)) return 'full';
      // Only from the file system: a permission error elsewhere is a bug to see as a 500.
      if (UNWRITABLE.has(code) && typeof syscall === 'string') return 'unwritable';
    }
    current = cause;
  }
  return undefined;
}
