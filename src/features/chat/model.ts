// The companion's local reply engine (spec sections 3, 4 and 9): which reply a message gets, how
// long the companion "types", and the chat message record. Pure: randomness and time come in.

import type { MessageId } from '../../i18n';
import type { CommunicationStyle } from '../../lib/profile';
import { detectCrisis, normalizeForCrisis } from '../../safety/crisis';

export type { CommunicationStyle };

/** What kind of reply a message gets, in the spec's order of priority. */
export type ReplyKind = 'crisis' | 'validation' | 'breathing' | 'lonely' | 'celebration' | 'generic';

/** A reply of the local engine: a catalogue message and its values, rendered in the UI language. */
export interface CompanionReply {
  kind: ReplyKind;
  textId: MessageId;
  values: { name: string };
}

export type Sender = 'user' | 'ai';

/** A chat message (spec section 3), plus what the screen needs to show a local reply. */
export interface ChatMessage {
  id: string;
  /** What was said: the user's words, or the companion's reply as shown. */
  content: string;
  sender: Sender;
  /** ISO timestamp. */
  timestamp: string;
  /** On companion messages: true, every reply is a supportive one. */
  supportiveResponse?: boolean;
  /** The kind of a companion reply; a model reply is `generic`, a crisis reply always `crisis`. */
  kind?: ReplyKind;
  /** Set while a model reply is still streaming in. */
  streaming?: boolean;
  /** Set when the model endpoint failed and the local engine answered instead. */
  fallback?: boolean;
}

/** Four generic replies, chosen at random (spec section 9). */
export const genericReplyCount = 4;

type StyledIds = Record<CommunicationStyle, MessageId>;

/** Every reply is written in all three communication styles. */
const replyIds: Record<Exclude<ReplyKind, 'generic'>, StyledIds> = {
  crisis: {
    supportive: 'chat.reply.crisis.supportive',
    direct: 'chat.reply.crisis.direct',
    empathetic: 'chat.reply.crisis.empathetic',
  },
  validation: {
    supportive: 'chat.reply.validation.supportive',
    direct: 'chat.reply.validation.direct',
    empathetic: 'chat.reply.validation.empathetic',
  },
  breathing: {
    supportive: 'chat.reply.breathing.supportive',
    direct: 'chat.reply.breathing.direct',
    empathetic: 'chat.reply.breathing.empathetic',
  },
  lonely: {
    supportive: 'chat.reply.lonely.supportive',
    direct: 'chat.reply.lonely.direct',
    empathetic: 'chat.reply.lonely.empathetic',
  },
  celebration: {
    supportive: 'chat.reply.celebration.supportive',
    direct: 'chat.reply.celebration.direct',
    empathetic: 'chat.reply.celebration.empathetic',
  },
};

const genericIds: readonly StyledIds[] = [
  { supportive: 'chat.reply.generic1.supportive', direct: 'chat.reply.generic1.direct', empathetic: 'chat.reply.generic1.empathetic' },
  { supportive: 'chat.reply.generic2.supportive', direct: 'chat.reply.generic2.direct', empathetic: 'chat.reply.generic2.empathetic' },
  { supportive: 'chat.reply.generic3.supportive', direct: 'chat.reply.generic3.direct', empathetic: 'chat.reply.generic3.empathetic' },
  { supportive: 'chat.reply.generic4.supportive', direct: 'chat.reply.generic4.direct', empathetic: 'chat.reply.generic4.empathetic' },
];

const welcomeIds: StyledIds = {
  supportive: 'chat.welcome.supportive',
  direct: 'chat.welcome.direct',
  empathetic: 'chat.welcome.empathetic',
};

type KeywordKind = 'validation' | 'breathing' | 'lonely' | 'celebration';

/**
 * The keywords of spec section 9 (English first), with their inflections and the same feelings in
 * the app's other languages. Matched as whole words, case- and accent-insensitively, with
 * stretched letters ("saaad"). Chinese has no spaces, so its keywords match anywhere.
 */
const keywords: Record<KeywordKind, readonly string[]> = {
  validation: [
    // English: sad, depressed, down
    'sad', 'sadder', 'saddest', 'sadness', 'unhappy', 'depressed', 'depression', 'depressing', 'down',
    // Spanish and French: triste, deprimido, déprimé
    'triste', 'tristeza', 'deprimido', 'deprimida', 'depre', 'depresion', 'tristesse', 'deprime', 'deprimee', 'cafard',
    // Chinese: 难过, 伤心, 沮丧, 抑郁, 不开心 (before 开心, which is happy)
    '难过', '難過', '伤心', '傷心', '沮丧', '沮喪', '抑郁', '抑鬱', '不开心', '不開心', '不高兴', '不高興',
    // Arabic: حزين, مكتئب, اكتئاب
    'حزين', 'حزينه', 'مكتئب', 'مكتئبه', 'اكتئاب', 'زعلان', 'زعلانه',
  ],
  breathing: [
    // English: anxious, worried, stressed
    'anxious', 'anxiety', 'worried', 'worry', 'worrying', 'stressed', 'stress', 'stressing', 'stressful', 'nervous', 'panic', 'panicking',
    // Spanish and French
    'ansioso', 'ansiosa', 'ansiedad', 'preocupado', 'preocupada', 'estresado', 'estresada', 'estres', 'nervioso', 'nerviosa',
    'anxieux', 'anxieuse', 'angoisse', 'angoissee', 'inquiet', 'inquiete', 'stresse', 'stressee',
    // Chinese: 焦虑, 担心, 压力, 紧张
    '焦虑', '焦慮', '担心', '擔心', '压力', '壓力', '紧张', '緊張',
    // Arabic: قلق, متوتر, توتر
    'قلق', 'قلقان', 'قلقه', 'متوتر', 'متوتره', 'توتر',
  ],
  lonely: [
    // English: lonely, alone
    'lonely', 'loneliness', 'alone', 'isolated',
    // Spanish and French ("solo" and "seul" also mean "only", so they come in phrases)
    'soledad', 'me siento solo', 'me siento sola', 'estoy solo', 'estoy sola', 'solitude', 'isole', 'isolee',
    'je me sens seul', 'je me sens seule', 'je suis seul', 'je suis seule', 'tout seul', 'toute seule',
    // Chinese: 孤独, 寂寞, 孤单
    '孤独', '孤獨', '寂寞', '孤单', '孤單',
    // Arabic: وحيد, وحدي, الوحده
    'وحيد', 'وحيده', 'وحدي', 'الوحده',
  ],
  celebration: [
    // English: better, good, happy
    'better', 'good', 'happy', 'great', 'happier',
    // Spanish and French
    'feliz', 'contento', 'contenta', 'mejor', 'heureux', 'heureuse', 'content', 'contente', 'mieux',
    // Chinese: 开心, 高兴, 快乐, 好多了
    '开心', '開心', '高兴', '高興', '快乐', '快樂', '好多了',
    // Arabic: سعيد, مبسوط, أفضل
    'سعيد', 'سعيده', 'مبسوط', 'مبسوطه', 'افضل', 'احسن',
  ],
};

/** Words that negate a feeling word up to three words later: "not good", "don't feel so happy". */
const negators = new Set([
  // English (apostrophes are dropped by the normaliser: "don't" → "dont")
  'not', 'no', 'never', 'dont', 'doesnt', 'didnt', 'isnt', 'arent', 'wasnt', 'werent', 'aint', 'cant', 'cannot',
  'couldnt', 'wont', 'wouldnt', 'havent', 'hasnt', 'hardly', 'barely', 'nothing', 'nobody', 'nowhere', 'without',
  // Spanish and French ("n'" becomes "n")
  'nunca', 'jamas', 'tampoco', 'ni', 'nada', 'pas', 'ne', 'n', 'jamais', 'rien', 'sans',
  // Arabic
  'لا', 'لست', 'ما', 'مش', 'مو', 'ليس', 'ليست', 'لم', 'لن', 'غير',
]);

/** Everyday phrases that use a keyword without the feeling; removed before matching. */
const idioms: readonly RegExp[] = [
  // greetings and wishes: "good morning", "good luck", "good job" said about someone else
  /\bgood (morning|afternoon|evening|night|day|luck|job|question|idea|point)\b/gu,
  // "I'd better go", "you better", "had better": advice, not feeling better
  /\b(id|had|you|we|they|youd) better\b/gu,
  // "calm down", "sit down", "write it down", "shut down", "upside down", "down the street"
  /\b(calm|sit|slow|lie|lay|settle|shut|write|wrote|writing|note|put it|upside|turn it) down\b/gu,
  /\bdown (the|to the) (street|road|hall|stairs|block)\b/gu,
  // "I'm down for it", "down to hang out": slang for willing
  /\bdown (for (it|that|this)|to (hang|chill|go|come|help|play))\b/gu,
  // "leave me alone": wanting space, not loneliness
  /\b(leave|let) (me|us|him|her|them) alone\b/gu,
];

const clauseBreaks = /[.,!?;:\n\u2026\u060C\u061B\u061F\u3002\uFF0C\uFF01\uFF1F\uFF1B]+/u;
const chineseChar = /\p{Script=Han}/u;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A keyword as a pattern: each letter may be stretched ("saaad"), whole words unless Chinese. */
function keywordPattern(keyword: string) {
  const body = [...keyword].map((ch) => (ch === ' ' ? ' ' : `${escapeRegExp(ch)}+`)).join('');
  return chineseChar.test(keyword) ? body : `(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`;
}

// The normaliser is the crisis detector's, so both read "don't", "Qué" and "g00d" alike.
const keywordPatterns = Object.fromEntries(
  Object.entries(keywords).map(([kind, words]) => [
    kind,
    new RegExp(words.map((word) => keywordPattern(normalizeForCrisis(word))).join('|'), 'gu'),
  ]),
) as Record<KeywordKind, RegExp>;

/** Words that start a new thought, so a negation before them does not reach past: "no problem, i'm good". */
const negationBarriers = new Set(['i', 'im', 'ive', 'id', 'but', 'and', 'yet', 'though', 'because', 'its', 'pero', 'y', 'mais', 'et', 'je', 'yo']);

/** Is the keyword at `index` negated by one of the three words before it, within the same thought? */
function isNegated(clause: string, index: number) {
  const before = clause.slice(0, index).split(' ').filter(Boolean).slice(-3).reverse();
  for (const word of before) {
    if (negators.has(word)) return true;
    if (negationBarriers.has(word)) return false;
  }
  return false;
}

interface KeywordHits {
  plain: boolean;
  negated: boolean;
}

function findKeywords(clauses: readonly string[], kind: KeywordKind): KeywordHits {
  const hits: KeywordHits = { plain: false, negated: false };
  for (const clause of clauses) {
    for (const match of clause.matchAll(keywordPatterns[kind])) {
      if (isNegated(clause, match.index)) hits.negated = true;
      else hits.plain = true;
    }
  }
  return hits;
}

/** The message split into clauses, normalised, with the everyday idioms taken out. */
function clausesOf(message: string) {
  return message
    .split(clauseBreaks)
    .map((clause) => idioms.reduce((text, idiom) => text.replace(idiom, ' '), normalizeForCrisis(clause)))
    .map((clause) => clause.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * The kind of reply a message gets (spec section 9): crisis first, then sad, anxious, lonely,
 * happy, else generic. A negated feeling does not count ("not sad"), except that a negated good
 * feeling is a low one ("not good", "I don't feel happy") and gets validation.
 */
export function replyKindOf(message: string): ReplyKind {
  if (detectCrisis(message)) return 'crisis';
  const clauses = clausesOf(message);
  const celebration = findKeywords(clauses, 'celebration');
  if (findKeywords(clauses, 'validation').plain || celebration.negated) return 'validation';
  if (findKeywords(clauses, 'breathing').plain) return 'breathing';
  if (findKeywords(clauses, 'lonely').plain) return 'lonely';
  if (celebration.plain) return 'celebration';
  return 'generic';
}

export interface ReplyOptions {
  style: CommunicationStyle;
  /** The user's first name, used where natural. */
  name: string;
  /** In [0, 1): picks one of the generic replies. */
  random: () => number;
}

/** The first word of the name the user gave: "Sofía María" → "Sofía". */
export function firstName(name: string) {
  return name.trim().split(/\s+/u)[0] ?? '';
}

/** Picks an index in [0, count) from a random number, safe at the edges. */
function pick(random: () => number, count: number) {
  return Math.min(count - 1, Math.max(0, Math.floor(random() * count)));
}

/** The local engine's reply to a message, in the user's communication style. */
export function chooseReply(message: string, { style, name, random }: ReplyOptions): CompanionReply {
  const kind = replyKindOf(message);
  const values = { name: firstName(name) };
  if (kind === 'generic') {
    const ids = genericIds[pick(random, genericIds.length)] ?? genericIds[0];
    return { kind, textId: (ids as StyledIds)[style], values };
  }
  return { kind, textId: replyIds[kind][style], values };
}

/** The crisis reply, in the user's style: the one reply nothing else may replace. */
export function crisisReply({ style, name }: Omit<ReplyOptions, 'random'>): CompanionReply {
  return { kind: 'crisis', textId: replyIds.crisis[style], values: { name: firstName(name) } };
}

/** The companion's first message: a welcome that says plainly it is a program, not a person. */
export function welcomeReply({ style, name }: Omit<ReplyOptions, 'random'>): CompanionReply {
  return { kind: 'generic', textId: welcomeIds[style], values: { name: firstName(name) } };
}

/** The random reply delay of spec section 9, from 1 to 3 seconds. */
export const replyDelayRange = { min: 1000, max: 3000 } as const;
/** A crisis reply is never held back by the random delay: at most a second (issue 5). */
export const crisisReplyDelay = 500;

/** How long the companion shows it is typing before a reply, in milliseconds. */
export function replyDelay(kind: ReplyKind, random: () => number): number {
  if (kind === 'crisis') return crisisReplyDelay;
  const { min, max } = replyDelayRange;
  const value = Math.min(1, Math.max(0, random()));
  return Math.round(min + value * (max - min));
}

export interface NewMessage {
  id: string;
  sender: Sender;
  content: string;
  now: Date;
  kind?: ReplyKind;
  fallback?: boolean;
}

/** A chat message record (spec section 3); companion messages are always supportive responses. */
export function createMessage({ id, sender, content, now, kind, fallback }: NewMessage): ChatMessage {
  const message: ChatMessage = { id, content, sender, timestamp: now.toISOString() };
  if (sender === 'ai') {
    message.supportiveResponse = true;
    message.kind = kind ?? 'generic';
    if (fallback) message.fallback = true;
  }
  return message;
}

/** Blank after trimming: cannot be sent (spec section 5). */
export function isBlank(text: string) {
  return text.trim().length === 0;
}
