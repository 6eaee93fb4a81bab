/*
 * A write that meets a full disk stops part-way, and Node says only "ENOSPC: no space left on
 * device, write", without the file: the release CLI names the disk, says what was and was not
 * written, and what to do (decision 076).
 */

/** ENOSPC: the disk has no room left; EDQUOT: this user's quota on it has none. */
const FULL_DISK_CODES = new Set(["ENOSPC", "EDQUOT"]);

const codeOf = (error: unknown): string => (error as NodeJS.ErrnoException | undefined)?.code ?? "";

export const isFullDisk = (error: unknown): boolean => FULL_DISK_CODES.has(codeOf(error));

/** "the disk that holds /srv/releases is full (ENOSPC)", for an error isFullDisk took for one. */
export const fullDiskCause = (folder: string, error: unknown): string => `the disk that holds ${folder} is full (${codeOf(error)})`;

/** What the operator does about it, before running `again` ("this same publish", "the command"). */
export const freeSpaceAndRun = (folder: string, again: string): string =>
  `Free space on that disk (\`df -h ${folder}\` shows what is left), then run ${again} again`;
