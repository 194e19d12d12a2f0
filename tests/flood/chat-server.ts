// A loopback OpenAI-compatible chat API (POST /v1/chat/completions on 127.0.0.1, port 0) whose
// answers a test programs per agent and request count: the flood `openai` provider's real peer.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import type { ChatMessage } from '../../src/benchmarks/flood/prompts.js';

export interface Seen {
  agent: string;
  messages: ChatMessage[];
  body: Record<string, unknown>;
  auth: string | undefined;
}

/** A loopback /chat/completions server; `behave` decides each answer from the agent and its request count. */
export class FakeEndpoint {
  server: Server;
  seen: Seen[] = [];
  behave: (agent: string, n: number, seen: Seen, res: ServerResponse) => void = () => {};

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
        const s: Seen = { agent, messages, body, auth: req.headers.authorization };
        this.seen.push(s);
        this.behave(agent, this.seen.filter((x) => x.agent === agent).length, s, res);
      });
    });
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  count(agent: string): number {
    return this.seen.filter((s) => s.agent === agent).length;
  }
}

export const reply = (res: ServerResponse, content: unknown, status = 200, headers: Record<string, string> = {}) =>
  res
    .writeHead(status, { 'content-type': 'application/json', ...headers })
    .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));

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
  const usage = { prompt_tokens: 100, completion_tokens: 20 };
  const content = u < model.invalid ? 'I am not sure.' : valid(1 + (digest.readUInt32BE(4) % 3));
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }], usage }));
}
