import { mulberry32, randomInt } from '../../lib/random';
import { createMessage } from './model';
import type { ChatMessage, ReplyKind } from './model';
import type { Schedule } from './useChat';

/** 15:30 UTC on Friday 14 March 2025: the sample conversation's clock. */
export const sampleNow = new Date(Date.UTC(2025, 2, 14, 15, 30));

/** A clock for stories and tests that always says `sampleNow`. */
export const sampleClock = () => new Date(sampleNow);

/** Runs every reply on the next task instead of after 1 to 3 s: journeys without waiting. */
export const instantSchedule: Schedule = (fn) => {
  const id = setTimeout(fn, 0);
  return () => clearTimeout(id);
};

/** The first name of the sample user. */
export const sampleName = 'Sofía';

/** Messages that get each reply kind, for journeys and stories. */
export const sampleMessagesByKind: Record<Exclude<ReplyKind, 'crisis'>, string> = {
  validation: 'I feel really sad today',
  breathing: "I'm so anxious about my exams",
  lonely: 'I eat lunch alone every day',
  celebration: 'I feel a lot better after talking to my sister',
  generic: 'What should I do this weekend?',
};

/** A crisis message in each of the app's five languages (spec section 9). */
export const sampleCrisisMessages = {
  'en-US': 'I want to kill myself',
  'es-ES': 'ya no quiero vivir',
  'fr-FR': 'je veux mourir',
  'zh-CN': '我不想活了',
  'ar-SA': 'أريد أن أموت',
} as const;

const userLines = [
  'School was a lot this week.',
  'My friends were busy, so I stayed home.',
  'I tried the breathing thing last night.',
  'Not sure what I want to talk about.',
  'My mom and I argued again.',
  'I finished my art project!',
];

const companionLines = [
  'Thank you for sharing that with me. How did it make you feel?',
  'That sounds like a lot to carry. What helped, even a little?',
  'I’m glad you told me. Would you like to talk it through?',
  'It makes sense to feel that way. I’m here to listen.',
];

const longLine =
  'Honestly it has been a really long week and I do not even know where to start, because between exams, ' +
  'helping at home after school and the group chat drama, I have barely had a minute to breathe, and when I ' +
  'finally lie down at night my head keeps going over everything again and again.';

/** One message of the sample conversation: a companion reply at the sample clock, unless overridden. */
export function sampleMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const sender = overrides.sender ?? 'ai';
  return {
    ...createMessage({
      id: 'message-sample',
      sender,
      content: sender === 'ai' ? (companionLines[0] as string) : (userLines[0] as string),
      now: sampleNow,
    }),
    ...overrides,
  };
}

/** A long message that has to wrap over many lines. */
export const sampleLongText = longLine;

/**
 * `count` messages, alternating user and companion, a minute or few apart and ending at `now`.
 * Seeded: the same arguments give the same conversation on every run.
 */
export function sampleConversation(count: number, { now = sampleNow, seed = 5 }: { now?: Date; seed?: number } = {}) {
  const random = mulberry32(seed);
  const messages: ChatMessage[] = [];
  let time = now.getTime();
  for (let index = count - 1; index >= 0; index -= 1) {
    const sender = index % 2 === 0 ? 'ai' : 'user';
    const lines = sender === 'ai' ? companionLines : userLines;
    messages.unshift(
      createMessage({
        id: `message-${index + 1}`,
        sender,
        content: lines[randomInt(random, 0, lines.length - 1)] as string,
        now: new Date(time),
      }),
    );
    time -= randomInt(random, 1, 4) * 60_000;
  }
  return messages;
}
