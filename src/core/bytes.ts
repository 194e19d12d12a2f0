/**
 * Buffer#utf8Slice and Buffer#latin1Slice: the native decoders behind toString('utf8') and
 * toString('latin1'), without its argument checks (hot paths decode many short ranges).
 */
type Slice = (this: Uint8Array, start: number, end: number) => string;

const prototype = Buffer.prototype as unknown as { utf8Slice: Slice; latin1Slice: Slice };

export const utf8Slice: Slice = prototype.utf8Slice;
export const latin1Slice: Slice = prototype.latin1Slice;
