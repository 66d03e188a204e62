import { afterEach, describe, expect, it, vi } from 'vitest';

import { sampleConversation } from './data';
import {
  EndpointError,
  completionsUrl,
  createSseParser,
  historyLength,
  requestBody,
  streamReply,
  systemPrompt,
  toTurns,
} from './endpoint';
import { configuredEndpoint } from './useChat';

const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

describe('completionsUrl', () => {
  it('adds /chat/completions to a base URL, once', () => {
    expect(completionsUrl('http://localhost:8080/v1')).toBe('http://localhost:8080/v1/chat/completions');
    expect(completionsUrl('http://localhost:8080/v1/')).toBe('http://localhost:8080/v1/chat/completions');
    expect(completionsUrl(' https://ai.school.example/v1/chat/completions ')).toBe('https://ai.school.example/v1/chat/completions');
  });
});

describe('configuredEndpoint', () => {
  it('is null when the deployer set nothing, so no request is ever made', () => {
    expect(configuredEndpoint({})).toBeNull();
    expect(configuredEndpoint({ VITE_COMPANION_ENDPOINT: '   ' })).toBeNull();
    expect(configuredEndpoint({ VITE_COMPANION_MODEL: 'llama3' })).toBeNull();
  });
  it('reads the URL and the optional model', () => {
    expect(configuredEndpoint({ VITE_COMPANION_ENDPOINT: 'http://localhost:11434/v1' })).toEqual({ url: 'http://localhost:11434/v1' });
    expect(configuredEndpoint({ VITE_COMPANION_ENDPOINT: 'http://x/v1', VITE_COMPANION_MODEL: ' llama3.2 ' })).toEqual({
      url: 'http://x/v1',
      model: 'llama3.2',
    });
  });
});

describe('systemPrompt', () => {
  it('speaks to young people in their language and style, with the safety rules', () => {
    const prompt = systemPrompt({
      name: 'Amal',
      style: 'empathetic',
      locale: 'ar-SA',
      crisisContacts: 'Ministry of Health 937: Call 937; Emergency services: Call 911, Call 997',
    });
    expect(prompt).toMatch(/aged 13 to 24/);
    expect(prompt).toMatch(/automated program, not a person/);
    expect(prompt).toMatch(/first name is Amal/);
    expect(prompt).toMatch(/app language is Arabic/);
    expect(prompt).toMatch(/empathetic/);
    expect(prompt).toMatch(/Never describe, discuss, compare or hint at methods/);
    expect(prompt).toMatch(/reach a person now, with these contacts for where they live \(never other numbers\): Ministry of Health 937: Call 937; Emergency services: Call 911, Call 997\./);
    expect(prompt).not.toMatch(/988|741741/);
    expect(systemPrompt({ name: 'Lu', style: 'direct', locale: 'zh-CN', crisisContacts: '' })).toMatch(/Chinese[\s\S]*direct: clear, practical/);
  });
});

describe('toTurns and requestBody', () => {
  it('sends the system prompt and the recent conversation, user and assistant', () => {
    const conversation = sampleConversation(20);
    const turns = toTurns(conversation, { name: 'Kai', style: 'supportive', locale: 'en-US', crisisContacts: '' });
    expect(turns).toHaveLength(historyLength + 1);
    expect(turns[0]?.role).toBe('system');
    expect(turns.at(-1)).toEqual({ role: 'user', content: conversation.at(-1)?.content });
    expect(new Set(turns.slice(1).map((turn) => turn.role))).toEqual(new Set(['user', 'assistant']));
  });
  it('asks for a stream, with the model only when one is named', () => {
    const turns = [{ role: 'user' as const, content: 'hi' }];
    expect(JSON.parse(requestBody({ url: 'x' }, turns))).toMatchObject({ stream: true, messages: turns });
    expect(JSON.parse(requestBody({ url: 'x' }, turns))).not.toHaveProperty('model');
    expect(JSON.parse(requestBody({ url: 'x', model: 'qwen' }, turns))).toMatchObject({ model: 'qwen' });
  });
});

describe('createSseParser', () => {
  it('reads data lines split anywhere across chunks, until [DONE]', () => {
    const parser = createSseParser();
    const stream = `: keep-alive\n\n${chunk('Hel')}${chunk('lo')}\r\nevent: ping\r\ndata: [DONE]\n\n${chunk('ignored')}`;
    const deltas: string[] = [];
    let done = false;
    for (let index = 0; index < stream.length; index += 7) {
      const result = parser.push(stream.slice(index, index + 7));
      deltas.push(...result.deltas);
      done = result.done;
    }
    expect(deltas.join('')).toBe('Hello');
    expect(done).toBe(true);
  });
  it('reads the last line at the end of the stream', () => {
    const parser = createSseParser();
    expect(parser.push(chunk('a').trim()).deltas).toEqual([]);
    expect(parser.end()).toEqual({ deltas: ['a'], done: false });
  });
  it('skips chunks without text, such as the role or the finish reason', () => {
    const parser = createSseParser();
    const role = `data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }] })}\n`;
    const finish = `data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] })}\n`;
    expect(parser.push(role + finish).deltas).toEqual(['', '']);
  });
  it('throws on a data line that is not JSON or has no choices', () => {
    expect(() => createSseParser().push('data: {oops\n')).toThrow(EndpointError);
    expect(() => createSseParser().push('data: {"error": {"message": "overloaded"}}\n')).toThrow(/malformed/);
  });
});

function streamResponse(parts: readonly string[], { pauseMs = 0, end = true } = {}) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const part of parts) {
          controller.enqueue(encoder.encode(part));
          if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
        if (end) controller.close();
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );
}

async function collect(iterable: AsyncIterable<string>) {
  let text = '';
  for await (const delta of iterable) text += delta;
  return text;
}

const endpoint = { url: 'http://companion.test/v1', model: 'test', timeoutMs: 50 };
const turns = [{ role: 'user' as const, content: 'hi' }];

describe('streamReply', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('streams the deltas of a healthy server', async () => {
    const fetchMock = vi.fn(async () => streamResponse([chunk('Hi '), chunk('there'), 'data: [DONE]\n\n']));
    vi.stubGlobal('fetch', fetchMock);
    await expect(collect(streamReply(endpoint, turns))).resolves.toBe('Hi there');
    expect(fetchMock).toHaveBeenCalledWith('http://companion.test/v1/chat/completions', expect.objectContaining({ method: 'POST' }));
  });

  it('accepts a server that ignores stream and answers with one JSON object', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ choices: [{ message: { role: 'assistant', content: 'Whole reply' } }] }));
    await expect(collect(streamReply(endpoint, turns))).resolves.toBe('Whole reply');
  });

  it('fails on an HTTP error', async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 500 }));
    await expect(collect(streamReply(endpoint, turns))).rejects.toMatchObject({ reason: 'http' });
  });

  it('fails on a network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(collect(streamReply(endpoint, turns))).rejects.toMatchObject({ reason: 'network' });
  });

  it('fails on a malformed stream', async () => {
    vi.stubGlobal('fetch', async () => streamResponse([chunk('Hi'), 'data: {"choices": [\n\n']));
    await expect(collect(streamReply(endpoint, turns))).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('fails on a stream with no text', async () => {
    vi.stubGlobal('fetch', async () => streamResponse(['data: [DONE]\n\n']));
    await expect(collect(streamReply(endpoint, turns))).rejects.toMatchObject({ reason: 'empty' });
  });

  it('times out when the server goes quiet', async () => {
    // The stream sends one delta, then nothing, and never ends.
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const response = streamResponse([chunk('Hi')], { end: false });
      init.signal?.addEventListener('abort', () => void response.body?.cancel().catch(() => undefined));
      return response;
    });
    await expect(collect(streamReply(endpoint, turns))).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('times out when the server never answers', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
    );
    await expect(collect(streamReply(endpoint, turns))).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('keeps waiting while data keeps coming, however long the whole reply takes', async () => {
    const parts = Array.from({ length: 6 }, (_, index) => chunk(`${index}`));
    vi.stubGlobal('fetch', async () => streamResponse([...parts, 'data: [DONE]\n\n'], { pauseMs: 20 }));
    await expect(collect(streamReply(endpoint, turns))).resolves.toBe('012345');
  });
});
