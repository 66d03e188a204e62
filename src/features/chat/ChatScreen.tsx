import type { CommunicationStyle } from '../../lib/profile';
import { ChatPanel } from './components/ChatPanel';
import type { CompanionEndpoint } from './endpoint';
import type { ChatMessage } from './model';
import { configuredEndpoint, scheduleWithTimeout, useChat } from './useChat';
import type { Schedule } from './useChat';

export interface ChatScreenProps {
  /** The user's name; the companion uses the first name. */
  name: string;
  communicationStyle: CommunicationStyle;
  /** Opens the community tab, from a reply that suggests the peer community. */
  onOpenCommunity(): void;
  /**
   * An OpenAI-compatible model server. Left out: VITE_COMPANION_ENDPOINT (and VITE_COMPANION_MODEL)
   * from the build; null: the local engine only, and no request is ever made.
   */
  endpoint?: CompanionEndpoint | null;
  /** Randomness for the generic replies and the typing delay. */
  random?: () => number;
  now?: () => Date;
  /** Runs a reply after its typing delay; setTimeout unless a story or test is in a hurry. */
  schedule?: Schedule;
  /** A conversation to start from instead of the welcome message. */
  initialMessages?: readonly ChatMessage[];
}

/** The AI Support tab: a conversation with the companion (spec sections 2, 4 and 9). */
export function ChatScreen({
  name,
  communicationStyle,
  onOpenCommunity,
  endpoint = configuredEndpoint(),
  random = Math.random,
  now = () => new Date(),
  schedule = scheduleWithTimeout,
  initialMessages,
}: ChatScreenProps) {
  const chat = useChat({ name, style: communicationStyle, endpoint, random, now, schedule, initialMessages });
  return (
    <ChatPanel
      messages={chat.messages}
      typing={chat.typing}
      streaming={chat.streaming}
      onSend={chat.send}
      onOpenCommunity={onOpenCommunity}
    />
  );
}
