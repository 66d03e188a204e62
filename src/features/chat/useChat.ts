import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { useT } from '../../i18n';
import { describeContacts } from '../../safety/contacts';
import { detectCrisis } from '../../safety/crisis';
import { useCrisisContacts } from '../../safety/CrisisContactsProvider';
import type { CompanionEndpoint } from './endpoint';
import { chooseReply, createMessage, crisisReply, isBlank, replyDelay, welcomeReply } from './model';
import type { ChatMessage, CommunicationStyle, CompanionReply } from './model';

/** Runs `fn` after `ms` milliseconds and returns a function that cancels it (setTimeout by default). */
export type Schedule = (fn: () => void, ms: number) => () => void;

export const scheduleWithTimeout: Schedule = (fn, ms) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

/** The endpoint a deployer configured at build time, or null: then no request is ever made. */
export function configuredEndpoint(env: Record<string, unknown> = import.meta.env): CompanionEndpoint | null {
  const url = typeof env.VITE_COMPANION_ENDPOINT === 'string' ? env.VITE_COMPANION_ENDPOINT.trim() : '';
  if (!url) return null;
  const model = typeof env.VITE_COMPANION_MODEL === 'string' ? env.VITE_COMPANION_MODEL.trim() : '';
  return model ? { url, model } : { url };
}

/** A model reply is checked on its last few hundred characters as it grows: crisis phrases are short. */
const crisisWindow = 400;

export interface UseChatOptions {
  name: string;
  style: CommunicationStyle;
  /** The model endpoint; null: replies come from the local engine only. */
  endpoint: CompanionEndpoint | null;
  random: () => number;
  now: () => Date;
  schedule: Schedule;
  /** A conversation to start from instead of the welcome message. */
  initialMessages?: readonly ChatMessage[];
}

interface PendingReply {
  cancel: () => void;
  crisis: boolean;
}

/**
 * The conversation (spec section 4, Chat): the user's message is appended, the companion types,
 * and after a random 1 to 3 s the reply is appended. Crisis detection runs on every message first.
 */
export function useChat({ name, style, endpoint, random, now, schedule, initialMessages }: UseChatOptions) {
  const t = useT();
  const { locale } = useIntl();
  const contacts = useCrisisContacts();
  const idPrefix = useId();
  const nextIdNumber = useRef(0);
  const nextId = () => `${idPrefix}-${(nextIdNumber.current += 1)}`;

  const [messages, setMessages] = useState<readonly ChatMessage[]>(() => {
    if (initialMessages) return initialMessages;
    const welcome = welcomeReply({ style, name });
    return [createMessage({ id: `${idPrefix}-welcome`, sender: 'ai', content: t(welcome.textId, welcome.values), now: now() })];
  });
  // The latest messages outside React's render cycle, for building requests from async code.
  const latest = useRef(messages);
  const [waiting, setWaiting] = useState(0);

  const pendingReplies = useRef(new Set<PendingReply>());
  const streams = useRef(new Set<AbortController>());
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    const replies = pendingReplies.current;
    const requests = streams.current;
    return () => {
      mounted.current = false;
      for (const reply of replies) reply.cancel();
      replies.clear();
      for (const request of requests) request.abort();
      requests.clear();
    };
  }, []);

  function change(update: (current: readonly ChatMessage[]) => readonly ChatMessage[]) {
    latest.current = update(latest.current);
    setMessages(latest.current);
  }
  const append = (message: ChatMessage) => change((current) => [...current, message]);
  const patch = (id: string, fields: Partial<ChatMessage>) =>
    change((current) => current.map((message) => (message.id === id ? { ...message, ...fields } : message)));

  function companionMessage(reply: CompanionReply, fallback = false, id = nextId()) {
    return createMessage({ id, sender: 'ai', content: t(reply.textId, reply.values), now: now(), kind: reply.kind, fallback });
  }

  /** The local engine's reply after its typing delay (at most a second for a crisis reply). */
  function replyLocally(reply: CompanionReply) {
    setWaiting((count) => count + 1);
    let cancelTimer = () => {};
    const pending: PendingReply = {
      crisis: reply.kind === 'crisis',
      cancel: () => {
        cancelTimer();
        setWaiting((count) => count - 1);
      },
    };
    // Registered before scheduling: a test scheduler may run the reply at once.
    pendingReplies.current.add(pending);
    cancelTimer = schedule(() => {
      if (!pendingReplies.current.delete(pending)) return;
      setWaiting((count) => count - 1);
      append(companionMessage(reply));
    }, replyDelay(reply.kind, random));
  }

  /** A crisis comes first: calmer replies still on their way and model replies in flight stop. */
  function clearTheWayForCrisis() {
    for (const pending of pendingReplies.current) {
      if (pending.crisis) continue;
      pending.cancel();
      pendingReplies.current.delete(pending);
    }
    for (const request of streams.current) request.abort();
  }

  async function replyFromEndpoint(server: CompanionEndpoint, userMessage: ChatMessage) {
    const request = new AbortController();
    streams.current.add(request);
    setWaiting((count) => count + 1);
    let stillWaiting = true;
    const stopWaiting = () => {
      if (!stillWaiting) return;
      stillWaiting = false;
      setWaiting((count) => count - 1);
    };
    let messageId: string | null = null;
    let text = '';
    try {
      const { streamReply, toTurns } = await import('./endpoint');
      const turns = toTurns(latest.current, { name, style, locale, crisisContacts: describeContacts(contacts, t) });
      for await (const delta of streamReply(server, turns, request.signal)) {
        if (!mounted.current || request.signal.aborted) return;
        text += delta;
        // A model reply that itself trips the detector is replaced by the crisis reply.
        if (detectCrisis(text.slice(-crisisWindow))) {
          const crisis = companionMessage(crisisReply({ style, name }), false, messageId ?? undefined);
          if (messageId) patch(messageId, { ...crisis, streaming: false });
          else append(crisis);
          return;
        }
        if (messageId) {
          patch(messageId, { content: text });
        } else {
          messageId = nextId();
          stopWaiting();
          append({ ...createMessage({ id: messageId, sender: 'ai', content: text, now: now() }), streaming: true });
        }
      }
      if (messageId && detectCrisis(text)) {
        patch(messageId, { ...companionMessage(crisisReply({ style, name }), false, messageId), streaming: false });
      } else if (messageId) {
        patch(messageId, { streaming: false });
      }
    } catch {
      if (!mounted.current) return;
      if (request.signal.aborted) {
        // Stopped for a crisis reply: what had arrived stays, finished.
        if (messageId) patch(messageId, { streaming: false });
        return;
      }
      // Timeout, HTTP error, malformed stream: the local engine answers and says so, quietly.
      const reply = chooseReply(userMessage.content, { style, name, random });
      const local = companionMessage(reply, true, messageId ?? undefined);
      if (messageId) patch(messageId, { ...local, streaming: false });
      else append(local);
    } finally {
      stopWaiting();
      streams.current.delete(request);
    }
  }

  /** Sends the user's message; blank input is ignored (spec section 5). */
  function send(text: string) {
    if (isBlank(text)) return;
    const userMessage = createMessage({ id: nextId(), sender: 'user', content: text.trim(), now: now() });
    append(userMessage);
    // Crisis detection runs locally on every message first; when it fires, no model is asked.
    if (detectCrisis(userMessage.content)) {
      clearTheWayForCrisis();
      replyLocally(crisisReply({ style, name }));
    } else if (endpoint) {
      void replyFromEndpoint(endpoint, userMessage);
    } else {
      replyLocally(chooseReply(userMessage.content, { style, name, random }));
    }
  }

  return {
    messages,
    /** The companion is preparing a reply: show the typing indicator. */
    typing: waiting > 0,
    /** A model reply is streaming in: the log holds its announcements until it is complete. */
    streaming: messages.some((message) => message.streaming),
    send,
  };
}
