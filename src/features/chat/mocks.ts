// msw handlers that play an OpenAI-compatible companion server in stories and tests: a good
// stream, a server too slow to answer, an error, a broken stream, and a model that says something
// the crisis detector must catch.
import { delay, http, HttpResponse } from 'msw';

import type { CompanionEndpoint } from './endpoint';

/** Same-origin, so no request in a story ever leaves the browser even if a handler is missing. */
export const mockEndpoint: CompanionEndpoint = { url: '/mock-companion/v1', model: 'kindred-test' };

const completions = `${mockEndpoint.url}/chat/completions`;

/** The streamed reply, in the small pieces a real server sends. */
export const mockModelReply = 'That sounds like a lot to carry, Sofía. What part of it feels heaviest right now?';

/** A model reply that must never reach the user: it mentions self-harm (and no method). */
export const mockUnsafeReply = 'Lots of people feel that way. Some even think about suicide or self-harm when it gets bad.';

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-mock', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;

/** Splits a reply into word-sized deltas, as a model streams it. */
const deltasOf = (text: string) => text.match(/\S+\s*/g) ?? [];

function eventStream(events: readonly string[], pauseMs = 30) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const event of events) {
        controller.enqueue(encoder.encode(event));
        await delay(pauseMs);
      }
      controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' } });
}

/** What the app sent, for stories that check the request. */
export interface CompletionRequest {
  model?: string;
  stream?: boolean;
  messages?: Array<{ role: string; content: string }>;
}

type OnRequest = (body: CompletionRequest) => void;

async function record(request: Request, onRequest?: OnRequest) {
  if (onRequest) onRequest((await request.clone().json()) as CompletionRequest);
}

export const companionHandlers = {
  /** A healthy server: the reply streams in word by word, then `[DONE]`. */
  streaming: (onRequest?: OnRequest) =>
    http.post(completions, async ({ request }) => {
      await record(request, onRequest);
      return eventStream([chunk(''), ...deltasOf(mockModelReply).map(chunk), 'data: [DONE]\n\n']);
    }),

  /** A server that never answers: the app's timeout gives up on it. */
  slow: (onRequest?: OnRequest) =>
    http.post(completions, async ({ request }) => {
      await record(request, onRequest);
      await delay('infinite');
      return new HttpResponse(null);
    }),

  /** A server error. */
  error: (onRequest?: OnRequest) =>
    http.post(completions, async ({ request }) => {
      await record(request, onRequest);
      return new HttpResponse('Internal Server Error', { status: 500 });
    }),

  /** A stream that starts well and then breaks: a data line that is not JSON. */
  malformed: (onRequest?: OnRequest) =>
    http.post(completions, async ({ request }) => {
      await record(request, onRequest);
      return eventStream([chunk('That sounds '), 'data: {"choices": [{"delta": {"content": "ha\n\n']);
    }),

  /** A model reply that itself trips the crisis detector. */
  selfHarm: (onRequest?: OnRequest) =>
    http.post(completions, async ({ request }) => {
      await record(request, onRequest);
      return eventStream([...deltasOf(mockUnsafeReply).map(chunk), 'data: [DONE]\n\n']);
    }),
};
