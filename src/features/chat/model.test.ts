import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { communicationStyles } from '../../lib/profile';
import {
  chooseReply,
  createMessage,
  crisisReply,
  firstName,
  genericReplyCount,
  isBlank,
  replyDelay,
  replyKindOf,
  welcomeReply,
} from './model';
import type { ReplyKind } from './model';

// Read as text: importing the JSON would give the precompiled ICU of the build plugin.
const catalogue = JSON.parse(
  readFileSync(new URL('../../i18n/messages/en-US.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const always = (value: number) => () => value;

describe('replyKindOf: the keyword rules of spec section 9', () => {
  const cases: Record<ReplyKind, string[]> = {
    crisis: ['I want to kill myself', 'everyone would be better off without me', 'kms', 'quiero morirme', '我想死', 'أريد أن أموت', 'je veux mourir'],
    validation: ['I feel sad today', 'so depressed lately', "I've been really down", 'SAD', 'saaaad', 'feeling kinda unhappy', 'estoy muy triste', 'je suis déprimé', '我很难过', 'أنا حزين'],
    breathing: ["I'm anxious about tomorrow", 'worried about my grades', 'so stressed!!', 'tengo ansiedad', 'je suis stressée', '我很焦虑', 'أنا قلق'],
    lonely: ['I feel lonely', 'I am all alone at lunch', 'me siento sola', 'je me sens seul', '我很孤独', 'أنا وحيد'],
    celebration: ['I feel better today', 'today was good', "I'm happy!", 'estoy feliz', 'je suis heureuse', '我今天很开心', 'أنا سعيد'],
    generic: ['hello', 'what should I do about school?', 'I downloaded a new game', 'good morning!', 'calm down, I am fine', 'leave me alone'],
  };
  for (const [kind, messages] of Object.entries(cases)) {
    it.each(messages)(`${kind}: %s`, (message) => {
      expect(replyKindOf(message)).toBe(kind);
    });
  }
});

describe('replyKindOf: priority', () => {
  it('puts crisis before every other rule', () => {
    expect(replyKindOf("I'm sad and lonely and I want to die")).toBe('crisis');
    expect(replyKindOf('I feel good now but I still think about suicide')).toBe('crisis');
  });
  it('puts sad before anxious, anxious before lonely, lonely before happy', () => {
    expect(replyKindOf('sad and anxious')).toBe('validation');
    expect(replyKindOf('worried and alone')).toBe('breathing');
    expect(replyKindOf('lonely but happy')).toBe('lonely');
    expect(replyKindOf('I was stressed but now I feel better')).toBe('breathing');
  });
});

describe('replyKindOf: whole words and negation', () => {
  it('matches whole words only', () => {
    expect(replyKindOf('download the app')).toBe('generic');
    expect(replyKindOf('the Sadie Hawkins dance')).toBe('generic');
    expect(replyKindOf('goodness me')).toBe('generic');
    expect(replyKindOf('downtown was busy')).toBe('generic');
  });
  it('reads a negated good feeling as a low one', () => {
    expect(replyKindOf("I'm not good")).toBe('validation');
    expect(replyKindOf("I don't feel so good")).toBe('validation');
    expect(replyKindOf('not feeling any better')).toBe('validation');
    expect(replyKindOf('nothing makes me happy anymore')).toBe('validation');
    expect(replyKindOf('no estoy feliz')).toBe('validation');
    expect(replyKindOf('je ne suis pas heureux')).toBe('validation');
  });
  it('ignores a negated low feeling', () => {
    expect(replyKindOf("I'm not sad anymore, I'm happy")).toBe('celebration');
    expect(replyKindOf("I'm not worried")).toBe('generic');
    expect(replyKindOf("you're not alone in this")).toBe('generic');
  });
  it('keeps a negation within its own thought', () => {
    expect(replyKindOf("no problem, I'm good")).toBe('celebration');
    expect(replyKindOf("no worries I'm good")).toBe('celebration');
  });
});

describe('chooseReply', () => {
  it('writes every reply kind in all three styles, with the first name', () => {
    const messages: Record<Exclude<ReplyKind, 'generic'>, string> = {
      crisis: 'I want to end my life',
      validation: 'I feel sad',
      breathing: "I'm stressed",
      lonely: "I'm lonely",
      celebration: "I'm happy",
    };
    for (const style of communicationStyles) {
      const ids = new Set<string>();
      for (const [kind, message] of Object.entries(messages)) {
        const reply = chooseReply(message, { style, name: ' Sofía María ', random: always(0) });
        expect(reply.kind).toBe(kind);
        expect(reply.textId).toBe(`chat.reply.${kind}.${style}`);
        expect(reply.values).toEqual({ name: 'Sofía' });
        expect(catalogue[reply.textId]).toContain('{name}');
        ids.add(reply.textId);
      }
      expect(ids.size).toBe(5);
    }
  });

  it('gives the breathing exercise: in 4, hold 4, out 6', () => {
    for (const style of communicationStyles) {
      const { textId } = chooseReply('so anxious', { style, name: 'Kai', random: always(0) });
      expect(catalogue[textId]).toMatch(/in for 4, hold for 4,.* out for 6/);
    }
  });

  it('chooses one of four generic replies with the random number', () => {
    const picked = [0, 0.25, 0.5, 0.75, 0.999].map(
      (value) => chooseReply('hello', { style: 'direct', name: 'Kai', random: always(value) }).textId,
    );
    expect(picked).toEqual([
      'chat.reply.generic1.direct',
      'chat.reply.generic2.direct',
      'chat.reply.generic3.direct',
      'chat.reply.generic4.direct',
      'chat.reply.generic4.direct',
    ]);
    expect(new Set(picked).size).toBe(genericReplyCount);
    // A random source that returns exactly 1 or a negative number still picks a reply.
    expect(chooseReply('hello', { style: 'direct', name: 'Kai', random: always(1) }).textId).toBe('chat.reply.generic4.direct');
    expect(chooseReply('hello', { style: 'direct', name: 'Kai', random: always(-1) }).textId).toBe('chat.reply.generic1.direct');
  });

  it('has all twelve generic replies in the catalogue, distinct', () => {
    const texts = communicationStyles.flatMap((style) =>
      [0, 0.25, 0.5, 0.75].map((value) => catalogue[chooseReply('hi', { style, name: 'Kai', random: always(value) }).textId]),
    );
    expect(texts.every(Boolean)).toBe(true);
    expect(new Set(texts).size).toBe(12);
  });
});

describe('the crisis reply and the welcome', () => {
  it('crisis replies acknowledge the feeling in each style and never mention methods', () => {
    for (const style of communicationStyles) {
      const text = catalogue[crisisReply({ style, name: 'Kai' }).textId] ?? '';
      expect(text).toContain('{name}');
      expect(text).not.toMatch(/pill|overdose|jump|bridge|hang|cut|knife|gun|rope|poison/i);
    }
    expect(catalogue['chat.crisis.automated']).toMatch(/automated program, not a person/);
    expect(catalogue['chat.crisis.automated']).toMatch(/keep talking/);
    expect(catalogue['crisis.free']).toMatch(/free and confidential/);
  });

  it('welcomes in each style and says the companion is a program, not a person', () => {
    for (const style of communicationStyles) {
      const reply = welcomeReply({ style, name: 'Kai' });
      expect(reply.textId).toBe(`chat.welcome.${style}`);
      expect(catalogue[reply.textId]).toMatch(/automated program/);
      expect(catalogue[reply.textId]).toMatch(/not a person|rather than a person/);
    }
  });
});

describe('replyDelay', () => {
  it('waits 1 to 3 seconds, spread by the random number', () => {
    expect(replyDelay('generic', always(0))).toBe(1000);
    expect(replyDelay('validation', always(0.5))).toBe(2000);
    expect(replyDelay('celebration', always(0.9999))).toBe(3000);
    for (let index = 0; index < 50; index += 1) {
      const delay = replyDelay('lonely', always(index / 50));
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThanOrEqual(3000);
    }
  });
  it('never holds a crisis reply back beyond a second', () => {
    for (const value of [0, 0.5, 0.9999, 1]) expect(replyDelay('crisis', always(value))).toBeLessThanOrEqual(1000);
  });
});

describe('createMessage', () => {
  const now = new Date(Date.UTC(2025, 2, 14, 15, 30));
  it('makes a user message with an ISO timestamp', () => {
    expect(createMessage({ id: 'm1', sender: 'user', content: 'hi', now })).toEqual({
      id: 'm1',
      content: 'hi',
      sender: 'user',
      timestamp: '2025-03-14T15:30:00.000Z',
    });
  });
  it('marks companion messages as supportive responses, with their kind', () => {
    expect(createMessage({ id: 'm2', sender: 'ai', content: 'Hello', now, kind: 'lonely' })).toEqual({
      id: 'm2',
      content: 'Hello',
      sender: 'ai',
      timestamp: '2025-03-14T15:30:00.000Z',
      supportiveResponse: true,
      kind: 'lonely',
    });
    expect(createMessage({ id: 'm3', sender: 'ai', content: 'x', now, fallback: true })).toMatchObject({
      kind: 'generic',
      fallback: true,
    });
  });
});

describe('small helpers', () => {
  it('isBlank trims', () => {
    expect(isBlank('  \n\t ')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
  it('firstName takes the first word', () => {
    expect(firstName('  Ana  Lucía ')).toBe('Ana');
    expect(firstName('')).toBe('');
  });
});
