import { timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of secrets; buffers of different lengths are simply different. */
export const memesOctets = (a: Buffer, b: Buffer): boolean => a.length === b.length && timingSafeEqual(a, b);
