// Usage errors that say what is wrong and what would be right: yargs's own
// messages ("Unknown argument: hurrican", "Invalid values: Argument: task, Given: …") rewritten to
// name the unknown thing, list the choices and suggest the nearest one. yargs runs with
// `.locale('en')`, so the messages recognised here are always the English ones; anything else
// passes through unchanged.
import { didYouMean, nearest } from '../core/suggest.js';

/** One level of the command line: its subcommands (what they are called) and its flags. */
export interface CommandNode {
  /** What a subcommand of this level is: "command", "benchmark". */
  what: string;
  subcommands: Map<string, CommandNode>;
  /** Long flag names (kebab-case, without dashes) of this level, once its builder has run. */
  flags: string[];
}

export function commandNode(what: string): CommandNode {
  return { what, subcommands: new Map(), flags: [] };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `unknown benchmark "x"; choose one of: a, b (did you mean "a"?)`. */
export function unknownChoice(what: string, given: string, choices: readonly string[]): string {
  return `unknown ${what} "${given}"; choose one of: ${choices.join(', ')}${didYouMean(given, choices)}`;
}

/** The deepest level argv reaches before `token`, or null when `token` is not a bare word of argv. */
function levelOf(token: string, argv: readonly string[], root: CommandNode): CommandNode | null {
  let level = root;
  for (const arg of argv) {
    if (arg === token) return level;
    const next = level.subcommands.get(arg);
    if (next !== undefined) level = next;
  }
  return null;
}

/** The level the whole argv reaches (where an unknown flag was given). */
function deepest(argv: readonly string[], root: CommandNode): CommandNode {
  let level = root;
  for (const arg of argv) level = level.subcommands.get(arg) ?? level;
  return level;
}

function unknownArguments(names: string[], argv: readonly string[], root: CommandNode): string {
  // yargs lists `--batch-sise` twice (batch-sise, batchSise): keep the spelling that was typed.
  const typed = names.filter((n) => !(n !== kebab(n) && names.includes(kebab(n))));
  // An unknown command is the cause: the words and flags after it only follow from it.
  for (const name of typed) {
    const level = levelOf(name, argv, root);
    if (level !== null && level.subcommands.size > 0)
      return unknownChoice(level.what, name, [...level.subcommands.keys()]);
  }
  return typed
    .map((name) => {
      const level = levelOf(name, argv, root);
      if (level === null) {
        const flags = deepest(argv, root).flags;
        const near = nearest(kebab(name), flags);
        return `unknown option --${name}${near === null ? '' : ` (did you mean --${near}?)`}`;
      }
      return `unexpected argument "${name}"`;
    })
    .join('; ');
}

/** `Argument: task, Given: "singl", Choices: "single", "personalized"` → the message for it. */
function invalidValue(line: string, argv: readonly string[]): string {
  const m = /^\s*Argument: (.+?), Given: (.*), Choices: (.*)$/.exec(line);
  if (m === null) return line.trim();
  const [, key, givenText, choicesText] = m as unknown as [string, string, string, string];
  const parse = (text: string): string[] => {
    try {
      return (JSON.parse(`[${text}]`) as unknown[]).map(String);
    } catch {
      return [text];
    }
  };
  const flag = `--${kebab(key)}`;
  const isFlag = argv.some(
    (a) => a === flag || a.startsWith(`${flag}=`) || a === `--${key}` || a.startsWith(`--${key}=`),
  );
  const choices = parse(choicesText);
  return parse(givenText)
    .filter((g) => !choices.includes(g))
    .map((given) => unknownChoice(isFlag ? `${flag} value` : key, given, choices))
    .join('; ');
}

/** yargs's usage message → ours (unchanged when it is not one of those rewritten here). */
export function explainUsage(message: string, argv: readonly string[], root: CommandNode): string {
  const unknown = /^Unknown arguments?: (.+)$/s.exec(message);
  if (unknown !== null) return unknownArguments(unknown[1]!.split(', '), argv, root);
  if (message.startsWith('Invalid values:')) {
    return message
      .split('\n')
      .slice(1)
      .filter((l) => l.trim() !== '')
      .map((l) => invalidValue(l, argv))
      .join('; ');
  }
  return message;
}
