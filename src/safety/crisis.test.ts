import { existsSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { detectCrisis, normalizeForCrisis } from './crisis';

interface Case {
  text: string;
  lang: string;
  crisis: boolean;
}

// The public sample, copied into the repo so a clean clone tests it; when the shared original sits
// beside the checkout (../shared/fixtures), its cases are tested too, in case it has grown.
const readCases = (url: URL) => (JSON.parse(readFileSync(url, 'utf8')) as { cases: Case[] }).cases;
const sharedSample = new URL('../../../shared/fixtures/crisis-cases.json', import.meta.url);
const sampleCases = [
  ...readCases(new URL('./fixtures/crisis-cases.json', import.meta.url)),
  ...(existsSync(sharedSample) ? readCases(sharedSample) : []),
];
const sample = { cases: [...new Map(sampleCases.map((c) => [c.text, c])).values()] };

describe('the public sample (fixtures/crisis-cases.json)', () => {
  it.each(sample.cases.map((c) => [c.crisis ? 'crisis' : 'everyday', c.lang, c.text, c.crisis] as const))(
    '%s (%s): %s',
    (_kind, _lang, text, crisis) => {
      expect(detectCrisis(text)).toBe(crisis);
    },
  );
});

// Our own cases, written to generalise beyond the sample's phrasings.
const crisisMessages: Record<string, string[]> = {
  'English, direct': [
    'i want to kill myself tonight',
    'I am going to end my life',
    'thinking of taking my own life',
    'i wanna die so bad',
    'I just want to be dead',
    'i wish i was dead',
    'I wish I had never been born',
    "I'm planning to hang myself",
    'i think about suicide every day',
    'feeling suicidal again',
    'I deserve to die',
    "I'd rather be dead than go back there",
  ],
  'English, indirect': [
    'everyone would be better off without me',
    'my family would be happier without me',
    'nobody would care if i died',
    'no one would miss me',
    "I won't be around much longer",
    'this is my goodbye',
    'i want to go to sleep and never wake up',
    "I don't want to wake up tomorrow",
    "there's no reason to live anymore",
    'nothing to live for',
    "life isn't worth living",
    "I can't go on like this",
    "I'm so tired of living",
    'i just want to disappear forever',
    'I want to end it all',
    'thinking about ending everything',
    "I'm going to take all my pills",
    'i wrote a goodbye note',
    "I'm thinking of killing myself",
    "I don't see the point in living anymore",
    'i feel like dying',
    "can't stop thinking about dying",
    "I'm done with life",
    "what's the point of living",
    'I hate my life and want it to end',
    'I just want it all to end',
    "I'm a burden to everyone",
    'nobody would notice if i was gone',
    'i want to die in my sleep',
    "I can't take it anymore I want to die",
    'I keep wishing I would just die',
    'life is pointless and i want out',
    "there's no way out except dying",
    'I want to sleep and not wake up',
    'i want to disappear and never come back',
    "I hope I don't wake up tomorrow",
    'I took a bunch of pills',
    'sometimes i just want to stop breathing',
    'I want to jump in front of a train',
    'nobody cares if I live or die',
    'I wish I could just vanish',
    'I feel like ending it',
    'thinking of jumping off a bridge',
    'I want to not wake up',
    "i wish i wasn't alive",
    "I wish I didn't exist",
    'i have pills saved up',
    'i want to be gone',
    "what if i just didn't exist anymore",
    "I feel like I shouldn't be alive",
    "i don't deserve to live",
    "I'm not going to be here tomorrow",
    'tonight is my last night',
  ],
  'English, self-harm': [
    'i hurt myself again last night',
    "I've started cutting",
    'cutting my wrists helps',
    'i burn myself when it gets bad',
    'relapsed on self harm',
    'self-harm is the only thing that helps',
    'I keep hitting myself',
    'i cut myself a lot when no one is home',
    'I cut myself again',
  ],
  'English, slang and evasions': [
    'kms fr',
    'lowkey wanna kms',
    'gonna unalive myself',
    'thinking about unaliving',
    'sewerslide is on my mind',
    'sewer slide',
    'KMS',
    'k m s',
    'k.m.s',
    'I want to d!e',
    'su1c1de',
    's u i c i d e',
    'sui cide',
    'i wanna diiiieeee',
    'kiiiill myseeelf',
    'I\u200B want to kill my\u200Bself',
    'i  want   to    die',
    'I-want-to-die',
    'kill my self',
  ],
  Spanish: [
    'me quiero morir',
    'quiero matarme',
    'tengo ganas de morir',
    'pienso en el suicidio',
    'voy a suicidarme',
    'ya no quiero seguir viviendo',
    'no tengo razones para vivir',
    'quiero acabar con mi vida',
    'todos estarían mejor sin mí',
    'todos estarian mejor sin mi',
    'me estoy cortando otra vez',
    'me hago daño cuando estoy triste',
    'quiero quitarme la vida',
    'QUIERO MORIRME',
    'no quiero vivir más',
    'me quiero suicidar',
    'quiero dejar de vivir',
    'quiero desaparecer',
    'ojalá estuviera muerta',
    'no aguanto más, quiero morir',
  ],
  French: [
    'je veux me tuer',
    "j'ai envie de mourir",
    'je pense au suicide',
    'je ne veux plus vivre',
    "j'en ai marre de vivre",
    'je veux mettre fin à mes jours',
    'ils seraient mieux sans moi',
    'je me coupe les bras',
    'je me scarifie depuis des mois',
    'je veux en finir avec tout',
    'je veux mourir',
    'JE VEUX MOURIR',
    'je veux mourrir',
    'je veux disparaître',
    'jveux mourir',
    "j'ai envie d'en finir",
    'je veux plus vivre',
    "je n'ai plus envie de vivre",
  ],
  Chinese: [
    '我真的好想死',
    '活不下去了',
    '我想自杀',
    '我想去死',
    '活着没意思',
    '我想結束自己的生命',
    '我又在割腕了',
    '我想伤害自己',
    '想一睡不醒',
    '沒有我大家會更好',
    '我想自殺',
    '我不想再活下去了',
    '我想跳楼',
    '我想结束这一切',
    '我想从楼上跳下去',
  ],
  Arabic: [
    'أريد الموت',
    'اريد ان اموت',
    'ابي اموت',
    'بدي موت',
    'أفكر بالانتحار',
    'سأقتل نفسي',
    'أؤذي نفسي كل ليلة',
    'لا أريد أن أعيش',
    'أريد أن أنهي حياتي',
    'الكل أفضل بدوني',
    'أُرِيدُ أَنْ أَمُوتَ',
    'لا أريد العيش',
    'أتمنى لو كنت ميتا',
    'سأنتحر',
  ],
};

const everydayMessages: Record<string, string[]> = {
  English: [
    'this exam is killing me',
    'my feet are killing me lol',
    "I'm dying to see the new movie",
    "I'm dying of embarrassment",
    'i could die laughing',
    "lol I'm dead",
    'my battery died',
    'we killed it at practice',
    'she killed that solo',
    'ran 10km this morning',
    'walked 3 kms with my dog',
    'I feel sad today',
    "I'm stressed about the test",
    'I feel lonely sometimes',
    'feeling much better today',
    'can you suggest a breathing exercise?',
    'I cut my hair short',
    'I cut myself a slice of cake',
    'what do I do when I feel anxious?',
    'my grandma died last year and I miss her',
    "I'm so done with this homework",
    'the plant in my room is dead',
    'I need to end this argument with my brother',
    'I want to diet before summer',
    'I burned my toast again',
    'skills I want to learn: drawing',
    'the game ended in a draw',
    'I hate Mondays',
    'my sister drives me crazy',
    'I overslept and missed the bus',
    'dying for a pizza rn',
    "I'm dead tired",
    'killing time before class',
    'my mom is going to kill me when she sees my grades',
    "I'd die for my best friend",
    "I'm done with this level",
    'my phone is about to die',
    'the suspense is killing me',
    'i want to quit soccer',
    'my life is so boring',
    'end of the semester finally!',
    "let's end the day with a movie",
    "I'm dying lol this meme",
    'I want to die my hair blue',
    'I want to disappear under my blanket all day lol',
    'I took my meds this morning',
    'I just want this day to end',
    'thinking about ending it with my boyfriend',
    'I want to be gone by 5 so I can catch the bus',
    'tonight is my last night in Paris',
    'I wish I was there with you',
    "dinosaurs don't exist anymore",
  ],
  Spanish: [
    'me muero de risa',
    'me muero de hambre',
    'estoy muerto de cansancio',
    'me corté el pelo',
    'hoy estoy triste',
    'quiero vivir en otra ciudad',
    'estoy muerta de sueño',
    'el examen me mata',
  ],
  French: [
    'je meurs de faim',
    "j'étais mort de rire",
    'mort de rire',
    'je veux finir mes devoirs',
    'je suis fatigué aujourd’hui',
    'je me suis coupé les cheveux',
    'ce devoir me tue',
  ],
  Chinese: ['我快笑死了', '累死我了', '笑死我了', '今天累死了', '热死了', '饿死了', '吓死我了', '我今天很开心', '气死我了'],
  Arabic: ['الامتحان قتلني', 'أنا ميت من الضحك', 'أنا متعب اليوم', 'أحب عائلتي', 'مت من الضحك'],
};

describe('detectCrisis catches risk however it is written', () => {
  for (const [group, messages] of Object.entries(crisisMessages)) {
    it.each(messages)(`${group}: %s`, (message) => {
      expect(detectCrisis(message)).toBe(true);
    });
  }
});

describe('detectCrisis stays quiet on everyday idioms', () => {
  for (const [group, messages] of Object.entries(everydayMessages)) {
    it.each(messages)(`${group}: %s`, (message) => {
      expect(detectCrisis(message)).toBe(false);
    });
  }
});

describe('detectCrisis reads warning signs together', () => {
  // Each message shows one kind of sign only: a goodbye, the means, a decision, calm, finality.
  it.each([
    'goodbye everyone, see you in september',
    'the pills are in my bag, I take them after lunch',
    "I've decided to quit piano",
    'I feel so calm after yoga',
    'this song will stay with me forever',
    'I bought pills, tablets and a razor for the first aid kit',
  ])('one kind of sign stays quiet: %s', (text) => {
    expect(detectCrisis(text)).toBe(false);
  });

  it.each([
    ["I've made up my mind. the pills are in my bag", 'a decision and the means'],
    ["it's really quiet up here on the roof, I feel calm now", 'a high place and sudden calm'],
    ["I'm a burden. everyone would be relieved", 'a burden, told twice'],
    ['sorry for everything. goodbye', 'a goodbye, told twice'],
    ['long sleeves again so nobody sees my arms', 'self-harm, told through what is hidden'],
    ["if anything happens, make sure my sister gets my cat", 'last wishes'],
    ['3 more days. then nobody will have to deal with me', 'a countdown and finality'],
  ])('two signs fire: %s (%s)', (text) => {
    expect(detectCrisis(text)).toBe(true);
  });

  it('tells "off myself" (slang) from "proud of myself", which collapsing letters would make the same', () => {
    expect(detectCrisis('im gonna off myself')).toBe(true);
    expect(detectCrisis('i want to offf myself')).toBe(true);
    expect(detectCrisis("I'm so proud of myself today")).toBe(false);
    expect(detectCrisis('best day of my life')).toBe(false);
    expect(detectCrisis('I need to take care of myself')).toBe(false);
  });

  it('tells "noose" from "nose", which collapsing letters would make the same', () => {
    expect(detectCrisis('I bought a noose')).toBe(true);
    expect(detectCrisis('breathe in slowly through your nose')).toBe(false);
    expect(detectCrisis('I got my nose pierced and I feel so tired of everything at school')).toBe(false);
    expect(detectCrisis('I shot myself in the foot with that essay')).toBe(false);
  });

  it('reads care as care: "you are not a burden", "goodbye for now"', () => {
    expect(detectCrisis("You are not a burden, and it's not your fault.")).toBe(false);
    expect(detectCrisis('Thank you for everything you shared today. Goodbye for now!')).toBe(false);
    expect(detectCrisis('thanks for everything, goodbye and see you tomorrow')).toBe(false);
    expect(detectCrisis('thank you for everything. goodbye')).toBe(true);
  });

  it('counts a goodbye for what it is, not for the things it says goodbye to', () => {
    expect(detectCrisis('last day of school!! goodbye algebra forever')).toBe(false);
    expect(detectCrisis('goodbye forever everyone')).toBe(true);
  });
});

describe('normalizeForCrisis', () => {
  it('lowercases, strips accents and zero-width characters, and closes spelled-out letters', () => {
    expect(normalizeForCrisis('Qué\u200B TRISTE')).toBe('que triste');
    expect(normalizeForCrisis('k . m . s')).toBe('kms');
    expect(normalizeForCrisis('w4nt to d1e')).toBe('want to die');
    expect(normalizeForCrisis('I walked 5 kms')).toBe('i walked 5 kms');
  });
  it('unifies Arabic letter forms and drops diacritics', () => {
    expect(normalizeForCrisis('أُرِيدُ')).toBe('اريد');
  });
  it('treats empty and blank input as no crisis', () => {
    expect(detectCrisis('')).toBe(false);
    expect(detectCrisis('   ')).toBe(false);
  });
});
