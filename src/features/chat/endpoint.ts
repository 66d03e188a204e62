// The optional model endpoint (issue 5): an OpenAI-compatible `/chat/completions` server that a
// deployer may set with VITE_COMPANION_ENDPOINT (llama.cpp server, Ollama, vLLM and the like).
// Loaded with a dynamic import only when one is configured, so nobody else downloads it.
// Safety stays local: useChat runs detectCrisis before asking and on what comes back.

import type { ChatMessage, CommunicationStyle } from './model';

export interface CompanionEndpoint {
  /** The server's base URL (`…/v1`) or its full `…/chat/completions` URL. */
  url: string;
  /** The model name, for servers that serve several (Ollama, vLLM). */
  model?: string;
  /** Gives up when no data arrives for this long; the local engine answers instead. */
  timeoutMs?: number;
}

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type EndpointFailure = 'timeout' | 'http' | 'malformed' | 'network' | 'empty';

export class EndpointError extends Error {
  readonly reason: EndpointFailure;
  constructor(reason: EndpointFailure, detail = '') {
    super(`Companion endpoint failed (${reason})${detail ? `: ${detail}` : ''}`);
    this.name = 'EndpointError';
    this.reason = reason;
  }
}

/** Long enough for a small model on a busy school server to start; short enough not to leave someone waiting. */
export const defaultTimeoutMs = 15_000;

/** How many earlier messages go with each request: enough context, a small payload on slow data. */
export const historyLength = 12;

/** The `/chat/completions` URL from a base URL or the full URL. */
export function completionsUrl(url: string) {
  const trimmed = url.trim().replace(/\/+$/, '');
  return /\/chat\/completions$/.test(trimmed) ? trimmed : `${trimmed}/chat/completions`;
}

const languageNames: Record<string, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  zh: 'Chinese',
  ar: 'Arabic',
};

const styleGuides: Record<CommunicationStyle, string> = {
  supportive: 'supportive: warm encouragement and gentle check-ins',
  direct: 'direct: clear, practical ideas, straight to the point, still kind',
  empathetic: 'empathetic: reflect their feelings and let them feel heard before any advice',
};

export interface PromptContext {
  name: string;
  style: CommunicationStyle;
  /** The app's UI language, e.g. `es-ES`. */
  locale: string;
  /** The crisis contacts of the user's country, in words: "024 Suicide Prevention Line: call 024; …". */
  crisisContacts: string;
}

/** The system prompt: safe, supportive conversation with young people, in their language and style. */
export function systemPrompt({ name, style, locale, crisisContacts }: PromptContext) {
  const language = languageNames[locale.split('-')[0] ?? ''] ?? 'English';
  return [
    'You are the Kindred companion, a supportive listener in a mental-health support app for young people aged 13 to 24 in underserved communities.',
    'You are an automated program, not a person and not a therapist. Say so honestly if asked.',
    `The user's first name is ${name}. Their app language is ${language}: reply in the language they write in, or in ${language} when unsure.`,
    `Their preferred communication style is ${styleGuides[style]}.`,
    'How to reply:',
    '- Keep replies short (two to four sentences), warm, plain and suitable for a teenager. Plain text, no lists or markdown.',
    '- Listen first: reflect the feeling, validate it, and ask at most one gentle, open question.',
    '- When it fits, suggest one small, safe step: slow breathing, grounding, talking to a trusted adult or friend, the app’s peer community or resource library.',
    '- Respect their culture, identity and family situation. Never judge, lecture or shame.',
    'Safety rules that always hold:',
    '- Never describe, discuss, compare or hint at methods or means of suicide or self-harm, even if asked, and never repeat such details.',
    `- If they may be at risk, say you are glad they told you and encourage them to reach a person now, with these contacts for where they live (never other numbers): ${crisisContacts}. Help is free and confidential.`,
    '- No diagnoses, no medication advice, no romantic or sexual content, nothing unsafe for a minor.',
    '- Do not ask for their full name, school, address or other identifying details.',
  ].join('\n');
}

/** The request's messages: the system prompt, then the recent conversation. */
export function toTurns(messages: readonly ChatMessage[], context: PromptContext): ChatTurn[] {
  const recent = messages
    .filter((message) => message.content.trim() && !message.streaming)
    .slice(-historyLength)
    .map((message): ChatTurn => ({ role: message.sender === 'user' ? 'user' : 'assistant', content: message.content }));
  return [{ role: 'system', content: systemPrompt(context) }, ...recent];
}

/** The JSON body of a streaming chat-completions request. */
export function requestBody(endpoint: CompanionEndpoint, turns: readonly ChatTurn[]) {
  return JSON.stringify({
    ...(endpoint.model ? { model: endpoint.model } : {}),
    messages: turns,
    stream: true,
    temperature: 0.7,
    max_tokens: 300,
  });
}

interface CompletionChunk {
  choices?: Array<{ delta?: { content?: unknown }; message?: { content?: unknown } }>;
  error?: unknown;
}

/** The text of one streamed chunk (`delta`) or of a whole non-streamed answer (`message`). */
function contentOf(payload: string): string {
  let chunk: CompletionChunk;
  try {
    chunk = JSON.parse(payload) as CompletionChunk;
  } catch {
    throw new EndpointError('malformed', 'a data line is not JSON');
  }
  if (!chunk || typeof chunk !== 'object' || chunk.error || !Array.isArray(chunk.choices)) {
    throw new EndpointError('malformed', 'no choices');
  }
  const choice = chunk.choices[0];
  const content = choice?.delta?.content ?? choice?.message?.content;
  return typeof content === 'string' ? content : '';
}

/**
 * A parser of server-sent events: feed it text as it arrives; it returns the content deltas of the
 * complete `data:` lines so far and whether `[DONE]` was seen. Comments and other fields are skipped.
 */
export function createSseParser() {
  let buffer = '';
  let done = false;
  function lines(text: string) {
    const deltas: string[] = [];
    for (const rawLine of text.split('\n')) {
      const line = rawLine.replace(/\r$/, '');
      if (done || !line.startsWith('data:')) continue;
      const payload = line.slice(5).trim();
      if (payload === '[DONE]') done = true;
      else if (payload) deltas.push(contentOf(payload));
    }
    return deltas;
  }
  return {
    push(text: string) {
      buffer += text;
      const end = buffer.lastIndexOf('\n');
      if (end < 0) return { deltas: [], done };
      const complete = buffer.slice(0, end);
      buffer = buffer.slice(end + 1);
      return { deltas: lines(complete), done };
    },
    /** The end of the stream: whatever is left in the buffer is the last line. */
    end() {
      const deltas = lines(buffer);
      buffer = '';
      return { deltas, done };
    },
  };
}

/**
 * Streams the model's reply, text delta by delta. Throws an EndpointError on an HTTP error, a
 * network failure, a malformed or empty stream, or when nothing arrives for `timeoutMs`.
 */
export async function* streamReply(
  endpoint: CompanionEndpoint,
  turns: readonly ChatTurn[],
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const controller = new AbortController();
  const timeoutMs = endpoint.timeoutMs ?? defaultTimeoutMs;
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  // Aborting the request errors a real response body; the reader is cancelled too, for any other.
  const stop = () => {
    controller.abort();
    reader?.cancel().catch(() => undefined);
  };
  const restartTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, timeoutMs);
  };
  const forwardAbort = () => stop();
  signal?.addEventListener('abort', forwardAbort);
  if (signal?.aborted) controller.abort();

  const failure = (error: unknown) => {
    if (error instanceof EndpointError) return error;
    if (timedOut) return new EndpointError('timeout');
    if (signal?.aborted) return error;
    return new EndpointError('network', error instanceof Error ? error.message : String(error));
  };

  try {
    restartTimer();
    let response: Response;
    try {
      response = await fetch(completionsUrl(endpoint.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: requestBody(endpoint, turns),
        signal: controller.signal,
      });
    } catch (error) {
      throw failure(error);
    }
    if (!response.ok) throw new EndpointError('http', String(response.status));

    // A server that ignores `stream: true` answers with one JSON object: accept that too.
    if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        throw failure(error);
      }
      const content = contentOf(text);
      if (!content.trim()) throw new EndpointError('empty');
      yield content;
      return;
    }

    if (!response.body) throw new EndpointError('malformed', 'no body');
    const bodyReader = response.body.getReader();
    reader = bodyReader;
    const decoder = new TextDecoder();
    const parser = createSseParser();
    let received = '';
    try {
      for (;;) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await bodyReader.read();
        } catch (error) {
          throw failure(error);
        }
        // A cancelled reader ends quietly: a timeout or the caller's abort is still a failure.
        if (timedOut || signal?.aborted) throw failure(new DOMException('Aborted', 'AbortError'));
        restartTimer();
        const { deltas, done } = chunk.done ? parser.end() : parser.push(decoder.decode(chunk.value, { stream: true }));
        for (const delta of deltas) {
          if (!delta) continue;
          received += delta;
          yield delta;
        }
        if (done || chunk.done) break;
      }
    } finally {
      bodyReader.cancel().catch(() => undefined);
    }
    if (!received.trim()) throw new EndpointError('empty');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
