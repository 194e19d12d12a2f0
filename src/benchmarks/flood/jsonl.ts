import type { WriteStream } from 'node:fs';
import { once } from 'node:events';
import { AtomicStream } from '../../core/atomic.js';

const FLUSH_AT = 1 << 16;

/**
 * Streams JSON lines (`\n`, UTF-8) to a file in 64 KiB chunks; objects keep their own key order.
 * The lines go to a temporary file that `close()` renames into place.
 */
export class JsonlWriter {
  private readonly atomic: AtomicStream;
  private readonly stream: WriteStream;
  private buffer = '';
  private failed: Error | null = null;

  constructor(readonly file: string) {
    this.atomic = new AtomicStream(file);
    this.stream = this.atomic.stream;
    this.stream.on('error', (error) => {
      this.failed = error;
    });
  }

  async write(value: unknown): Promise<void> {
    await this.writeLine(JSON.stringify(value));
  }

  /** One line as it is (a JSON text without a line break). */
  async writeLine(text: string): Promise<void> {
    this.buffer += `${text}\n`;
    if (this.buffer.length >= FLUSH_AT) await this.flush();
  }

  private async flush(): Promise<void> {
    const chunk = this.buffer;
    this.buffer = '';
    if (this.failed !== null || chunk === '' || this.stream.write(chunk)) return;
    try {
      await once(this.stream, 'drain');
    } catch {
      // recorded by the error listener
    }
  }

  /** Drops what was written (the run that wrote it did not finish). */
  async discard(): Promise<void> {
    this.buffer = '';
    await this.atomic.discard();
  }

  /** Resolves with the write error, if any (e.g. a directory that does not exist). */
  async close(): Promise<Error | null> {
    await this.flush();
    if (this.failed === null) {
      this.stream.end();
      try {
        await once(this.stream, 'finish');
      } catch {
        // recorded by the error listener
      }
    }
    if (this.failed === null) {
      try {
        await this.atomic.commit();
      } catch (error) {
        this.failed = error as Error;
      }
    } else await this.atomic.discard();
    return this.failed;
  }
}
