// A loopback OpenAI-compatible chat API (POST /v1/chat/completions on 127.0.0.1, port 0) whose
// answers a test programs per agent and request count: the flood `openai` provider's real peer.
// Every successful answer of `reply` reports `usage` as OpenAI's API describes it (CompletionUsage:
// prompt_tokens, completion_tokens, total_tokens, prompt_tokens_details, completion_tokens_details),
// counted by the served model (`ServedModel`: its tokenizer's scale and its latency).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import type { ChatMessage } from '../../src/benchmarks/flood/prompts.js';

export interface Seen {
  agent: string;
  messages: ChatMessage[];
  body: Record<string, unknown>;
  auth: string | undefined;
  /** When the request was read (performance.now()). */
  at: number;
  /** The `usage` its answer reported (a 2xx `reply`). */
  usage?: Record<string, unknown>;
}

/** How the served model counts tokens and how long it takes to answer. */
export interface ServedModel {
  /**
   * Multiplies the prompt and completion tokens it reports: 2 is a model that spends twice the
   * tokens on the same texts (a tokenizer that splits finer, hidden reasoning) and decides the same.
   */
  tokensMultiplier: number;
  /** Waited before each answer (errors too), in ms. */
  latencyMs: number;
  /**
   * Prompt caching as OpenAI describes it: a prompt of at least this many tokens whose system
   * message was sent before has that message's tokens, rounded down to a multiple of 128, cached.
   * OpenAI's threshold is 1024. Counted before the multiplier, which then scales every count.
   */
  cacheMinTokens: number;
}

export const PLAIN_MODEL: ServedModel = { tokensMultiplier: 1, latencyMs: 0, cacheMinTokens: 1024 };

/** Tokens of a text as the served model counts them: one per 4 UTF-8 bytes, rounded up (OpenAI's rule of thumb). */
const textTokens = (text: string): number => Math.ceil(Buffer.byteLength(text, 'utf8') / 4);

/** The request each response answers, for `reply` to count its tokens. */
const requestOf = new WeakMap<ServerResponse, { seen: Seen; endpoint: FakeEndpoint }>();

/**
 * The `usage` of an answer: prompt tokens as the chat format counts them (3 per message and 3 to
 * prime the answer, beside the texts), completion tokens of the content, both times the
 * multiplier (the extra completion tokens reported as reasoning tokens).
 */
function usageOf(endpoint: FakeEndpoint, seen: Seen, content: string): Record<string, unknown> {
  const { tokensMultiplier: k, cacheMinTokens } = endpoint.served;
  const basePrompt = seen.messages.reduce((sum, m) => sum + 3 + textTokens(m.content), 3);
  const system = seen.messages[0]?.content ?? '';
  const baseCached =
    basePrompt >= cacheMinTokens && endpoint.systemsSeen.has(system) ? Math.floor(textTokens(system) / 128) * 128 : 0;
  endpoint.systemsSeen.add(system);
  // Every count times k: the same requests cost exactly k times the tokens.
  const prompt = k * basePrompt;
  const cached = k * baseCached;
  const visible = textTokens(content);
  const completion = k * visible;
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
    prompt_tokens_details: { cached_tokens: cached, audio_tokens: 0 },
    completion_tokens_details: {
      reasoning_tokens: completion - visible,
      audio_tokens: 0,
      accepted_prediction_tokens: 0,
      rejected_prediction_tokens: 0,
    },
  };
}

/** A loopback /chat/completions server; `behave` decides each answer from the agent and its request count. */
export class FakeEndpoint {
  server: Server;
  private seenSoFar: Seen[] = [];
  behave: (agent: string, n: number, seen: Seen, res: ServerResponse) => void = () => {};
  /** The model it serves: how it counts tokens and how long it takes. */
  served: ServedModel = PLAIN_MODEL;
  /** The system messages answered so far (prompt caching). */
  readonly systemsSeen = new Set<string>();
  /** Requests in `seen` per agent, kept as they come: a long run asks tens of thousands. */
  private perAgent = new Map<string, number>();

  /** The requests read so far; a test assigns `[]` to start counting again. */
  get seen(): Seen[] {
    return this.seenSoFar;
  }

  set seen(list: Seen[]) {
    this.seenSoFar = list;
    this.perAgent = new Map();
    for (const s of list) this.perAgent.set(s.agent, (this.perAgent.get(s.agent) ?? 0) + 1);
  }

  constructor() {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString('utf8')));
      req.on('end', () => {
        if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
          res.writeHead(404).end('not found');
          return;
        }
        const body = JSON.parse(text) as Record<string, unknown>;
        const messages = body.messages as ChatMessage[];
        const user = messages[1]?.content ?? '';
        const agent =
          /household (\S+) \(/.exec(user)?.[1] ??
          (messages[0]!.content.includes('insurer') ? 'insurance' : 'government');
        const s: Seen = { agent, messages, body, auth: req.headers.authorization, at: performance.now() };
        this.seen.push(s);
        requestOf.set(res, { seen: s, endpoint: this });
        const n = (this.perAgent.get(agent) ?? 0) + 1;
        this.perAgent.set(agent, n);
        if (this.served.latencyMs > 0) setTimeout(() => this.behave(agent, n, s, res), this.served.latencyMs);
        else this.behave(agent, n, s, res);
      });
    });
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /** Listens on a free loopback port. */
  listen(): Promise<void> {
    return new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  /** Stops listening and drops the connections kept alive. */
  close(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  count(agent: string): number {
    return this.perAgent.get(agent) ?? 0;
  }
}

/** An answer with `content`; a 2xx one to a request of a FakeEndpoint reports its `usage`. */
export function reply(res: ServerResponse, content: unknown, status = 200, headers: Record<string, string> = {}): void {
  const body: Record<string, unknown> = { choices: [{ message: { role: 'assistant', content } }] };
  const request = requestOf.get(res);
  if (request !== undefined && status >= 200 && status < 300 && typeof content === 'string')
    body.usage = request.seen.usage = usageOf(request.endpoint, request.seen, content);
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

export const valid = (decision: number) =>
  [
    'TP Assessment: LOW - fine',
    'CP Assessment: LOW - fine',
    'SP Assessment: MODERATE - ok',
    'SC Assessment: MODERATE - ok',
    'PA Assessment: NONE - none',
    `Final Decision: ${decision}`,
  ].join('\n');

/** Deterministic answers: a household's decision depends only on its id, institutions maintain. */
export function answerByAgent(agent: string, res: ServerResponse): void {
  if (agent === 'insurance') reply(res, 'Analysis: fine\nDecision: maintain\nAdjustment: 0%\nReason: ok');
  else if (agent === 'government')
    reply(res, 'Analysis: fine\nDecision: maintain\nAdjustment: 0%\nPriority: all\nReason: ok');
  else reply(res, valid(1 + (agent.charCodeAt(agent.length - 1) % 3)));
}

/**
 * A sampling model (issue #27): each answer is drawn from the request, as a real model with a
 * seed does. u = first 4 bytes of SHA-256(seed, temperature, messages) / 2^32 (at temperature 0
 * the seed is left out: greedy decoding ignores it). A household's answer is unparseable ("I am
 * not sure.") with probability `invalid`, else a valid answer whose decision is drawn uniformly
 * from 1..3 by the next bytes; institutions always maintain. The same request gives the same
 * answer: a run is reproducible from its seed.
 */
export interface SamplingModel {
  /** Probability that a household's answer cannot be parsed (the "degraded" model has a higher one). */
  invalid: number;
}

export function sampledAnswer(model: SamplingModel, agent: string, seen: Seen, res: ServerResponse): void {
  if (agent === 'insurance' || agent === 'government') {
    answerByAgent(agent, res);
    return;
  }
  const temperature = typeof seen.body.temperature === 'number' ? seen.body.temperature : 0;
  const seed = temperature > 0 ? String(seen.body.seed) : '';
  const digest = createHash('sha256')
    .update(`${seed}\n${temperature}\n${JSON.stringify(seen.messages)}`)
    .digest();
  const u = digest.readUInt32BE(0) / 2 ** 32;
  reply(res, u < model.invalid ? 'I am not sure.' : valid(1 + (digest.readUInt32BE(4) % 3)));
}
