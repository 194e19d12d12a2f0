// The command that goes on from a stopped live run: the command line as typed, plus `--resume`
// (printed when a live suite stops: circuit breaker, deadline, signal). Credentials in a URL
// argument are left out; the rest is quoted for a POSIX shell.
import { withoutUserinfo } from '../core/url.js';

const PLAIN = /^[A-Za-z0-9_./:=@%+,-]+$/;

function shellWord(arg: string): string {
  return PLAIN.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** `npx bench-check <args> --resume` for the command line `args` (`--resume` added once). */
export function resumeCommand(args: readonly string[]): string {
  const words = args.map((a) => {
    const eq = a.startsWith('--') ? a.indexOf('=') : -1; // --base-url=URL
    return eq < 0 ? withoutUserinfo(a) : `${a.slice(0, eq + 1)}${withoutUserinfo(a.slice(eq + 1))}`;
  });
  if (!words.includes('--resume')) words.push('--resume');
  return ['npx', 'bench-check', ...words.map(shellWord)].join(' ');
}

/** `run --resume` (a live benchmark's `score` subcommand declares its own). */
export const RESUME_FLAG = {
  type: 'boolean',
  describe:
    'Go on from what an interrupted live run kept (its record file, made with the same settings): replay it, ask only for the rest',
} as const;
