import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';

const FLUSH_AT = 1 << 16;

/** Streams JSON lines (`\n`, UTF-8) to a file in 64 KiB chunks; objects keep their own key order. */
export class JsonlWriter {
  private readonly stream: WriteStream;
  private buffer = '';
  private failed: Error | null = null;

  constructor(readonly file: string) {
    this.stream = createWriteStream(file, { encoding: 'utf8' });
    this.stream.on('error', (error) => {
      this.failed = error;
    });
  }

  async write(value: unknown): Promise<void> {
    this.buffer += `${JSON.stringify(value)}\n`;
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
    return this.failed;
  }
}
