// Crisis phrasings written fresh, in seven batches, each before its misses were known: each batch
// was run against the detector as it then was, its recall noted, and every miss then became a
// pattern in crisis.ts. Recall on unseen phrasing, batch by batch: 57 of 70 (81%), 24 of 40
// (60%), 27 of 40 (68%), 24 of 32 (75%), 29 of 40 (73%, with no false alarm among its everyday
// messages). Batches 6 and 7 were indirect on purpose (a decision made, a last message, the means
// in sight, "when I'm gone", no future, warning signs without a death word): 5 of 40 (13%), then,
// after batch 6's patterns, 8 of 40 (20%). So on direct phrasing nobody has tested yet, expect
// roughly 60 to 80%; on indirect phrasing, 10 to 20%. The patterns catch what they have seen and
// generalise only a little. One miss of batch 7 is left out on purpose: "我已经想好怎么做了" ("I've
// worked out how to do it") is, word for word, what a student says about homework.
//
// Batches 8 to 10 (fixtures/crisis-second-author.json) were written by a second author, a separate
// session that never saw crisis.ts or the batches above: 60 crisis messages (two thirds indirect)
// and 60 everyday near-misses each, in five languages. Recall, unseen:
// - batch 8: 28 of 60 (47%), 3 false alarms of 60. Then the warning-sign layer in crisis.ts (two
//   kinds of sign in one message fire), written before batch 8's misses were read: 29 of 60.
//   Then batch 8's misses taught.
// - batch 9: 22 of 60 (37%), 7 false alarms (21 of 60 and 4 without the layer). Misses taught.
// - batch 10: 27 of 60 (45%), 2 false alarms; without the layer 19 of 60. Misses taught.
// - batch 11, 150 everyday messages (ordinary days, heavy but safe ones, dramatic words used
//   safely): 3 false alarms before this work, 2 after it. Both were old: "proud of myself" fired
//   (after letters collapse, the slang "off myself" reads "of myself"), and so did any "goodbye
//   letter". Fixed.
// - batch 12, written after all of the above was taught: 31 of 60 (52%), 3 false alarms (one the
//   known "suicide prevention"); with the detector as it was before batch 8, 25 of 60 and 5 false
//   alarms; without the layer, 26 of 60. Misses taught; a recovery milestone ("one year since I
//   last hurt myself") and "if I have to do one more group project I'm gonna die" stay quiet.
// So the layer adds about 8 to 13 points of recall on unseen phrasing, and the detector as a whole
// still misses about half of what a new author writes. It is a safety net under the "Get help"
// button on every screen, not a substitute for it.
// Keep the batches as they are (a regression test), and measure the next fresh batch the same way
// before patching it.
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { detectCrisis } from './crisis';

const batch1Crisis: readonly string[] = [
  "i just want everything to stop forever",
  "I'm going to end my life",
  "planning to overdose on my mom's pills",
  "i wanna die lol no im serious",
  "there's no reason for me to keep living",
  "I've got a rope and I'm ready",
  "i keep hurting myself on purpose",
  "i burn myself when it gets bad",
  "life isn't worth living anymore",
  "i wrote my goodbye letter",
  "nobody would even notice if i was gone forever",
  "I want to jump off the bridge tonight",
  "kms",
  "im gonna kms tonight",
  "k1ll mys3lf",
  "i want to d i e",
  "I don't see a future, I want to disappear for good",
  "i'm done with life",
  "I'm thinking of taking all my pills",
  "i have been self harming since march",
  "i scratch my arms until they bleed",
  "i want to sleep and never wake up",
  "suicidal again tonight",
  "I feel like killing myself",
  "what's the point of being alive",
  "better off dead honestly",
  "i'm going to hang myself",
  "I cut myself last night",
  "unalive myself",
  "i want to unalive",
  "me quiero suicidar",
  "quiero quitarme la vida",
  "ya no aguanto, me quiero morir",
  "pienso en matarme todos los dias",
  "me corto los brazos",
  "no tiene sentido seguir viviendo",
  "quiero desaparecer para siempre",
  "me hago daño a propósito",
  "me voy a tomar todas las pastillas",
  "seria mejor si estuviera muerta",
  "je veux me suicider",
  "j'ai envie d'en finir",
  "je pense à me tuer",
  "je me scarifie",
  "je n'ai plus envie de vivre",
  "je veux disparaître pour toujours",
  "tout le monde serait mieux sans moi",
  "je me fais du mal",
  "je vais sauter du pont",
  "je veux mettre fin a mes jours",
  "我想自杀",
  "我想结束自己的生命",
  "活着没有意义",
  "我想割腕",
  "我一直在伤害自己",
  "我不想再活下去了",
  "我想跳楼",
  "大家没有我会更好",
  "我想死",
  "我打算吃很多药",
  "أريد أن أنتحر",
  "أفكر في الانتحار",
  "لا أريد أن أعيش بعد الآن",
  "أريد أن أنهي حياتي",
  "أجرح نفسي",
  "أؤذي نفسي كل يوم",
  "الحياة لا تستحق العيش",
  "سأقتل نفسي",
  "الكل سيكون أفضل بدوني",
  "اريد ان اموت",
];

const batch1Safe: readonly string[] = [
  "this homework is killing me",
  "I'm dying to see that movie",
  "lol I'm dead, that meme",
  "my phone battery is dying",
  "I could kill for a pizza right now",
  "that exam killed me",
  "I'm so tired I could sleep for a week",
  "my feet are killing me after practice",
  "I'm cutting my hair tomorrow",
  "the plant died because I forgot to water it",
  "estoy muerto de risa",
  "me muero de hambre",
  "je meurs de faim",
  "c'est mortel ce film",
  "笑死我了",
  "累死了",
  "أموت من الضحك",
  "I feel a bit sad today but okay",
  "the game's final level was suicide mission lol",
  "I watched a documentary about suicide prevention for class",
];

const batch2Crisis: readonly string[] = [
  "honestly i just want to stop existing",
  "i'm so done, tonight i end it",
  "i can't keep living like this",
  "every day i think about dying",
  "i have a plan to kill myself",
  "i bought pills to end things",
  "i'm going to slit my wrists",
  "i hit myself when i get angry at myself",
  "i relapsed and cut last night",
  "the world would be better without me in it",
  "i don't want to be here anymore",
  "i wish i could just die in my sleep",
  "i feel like there's no way out except dying",
  "i want the pain to end permanently",
  "thinking about suicide a lot lately",
  "im gonna jump off the roof",
  "i'm a burden and they'd be happier if i was dead",
  "nobody cares if i die",
  "i deserve to die",
  "i hate being alive",
  "quiero morir ya",
  "no quiero vivir más",
  "me he cortado otra vez",
  "estoy pensando en suicidarme",
  "nadie me extrañaría si me muero",
  "je veux en finir ce soir",
  "je me suis coupée hier soir",
  "personne ne remarquerait si je mourais",
  "je ne veux plus être en vie",
  "j'ai pensé au suicide",
  "我真的不想活了",
  "我昨晚又割自己了",
  "我想从桥上跳下去",
  "没有人会在乎我死不死",
  "我想永远睡过去",
  "لم أعد أريد الحياة",
  "أفكر أن أقتل نفسي",
  "جرحت نفسي مرة أخرى",
  "لا أحد سيهتم إذا مت",
  "أتمنى أن أنام ولا أستيقظ",
];

const batch2Safe: readonly string[] = [
  "this traffic is murder",
  "i nearly died when i saw my crush lol",
  "my grandma died last year and i miss her",
  "we read a poem about death in english class",
  "i'm dead tired after football",
  "estoy muerta de cansancio",
  "je suis mort de fatigue",
  "这道题难死了",
  "i cut my finger cooking, it's fine",
  "kill the lights please",
];

const batch3Crisis: readonly string[] = [
  "i want to kill myself so bad right now",
  "i've been thinking of ways to die",
  "i'm not going to be here next week",
  "i took a bunch of pills an hour ago",
  "i just want to die, everything hurts",
  "what if i just ended it",
  "i keep imagining my own funeral and it feels peaceful",
  "i don't want to exist anymore",
  "i'm scared i'm going to hurt myself tonight",
  "my arms are covered in cuts again",
  "i can't stop thinking about jumping",
  "i'd be better off dead",
  "everyone would be happier if i disappeared forever",
  "i want to stop breathing",
  "i'm going to drown myself",
  "i've decided to kill myself",
  "goodbye everyone, this is it for me",
  "i hurt myself again with a razor",
  "suicidal thoughts every night",
  "how many pills would it take to not wake up",
  "quiero acabar con todo esta noche",
  "me quiero matar",
  "no quiero seguir viviendo",
  "me autolesiono cuando estoy triste",
  "ya no puedo más, quiero desaparecer",
  "je veux me tuer",
  "j'ai envie de mourir",
  "je me coupe les bras",
  "je n'en peux plus, je veux disparaître",
  "la vie n'a plus de sens pour moi, je veux partir pour toujours",
  "我不想活下去了",
  "我想去死",
  "我一直在割自己",
  "我想离开这个世界",
  "我觉得自己是个负担，想死",
  "بدي موت",
  "ما بدي عيش",
  "أفكر أن أنهي حياتي الليلة",
  "أريد أن أختفي إلى الأبد",
  "قطعت يدي بالشفرة",
];

const batch3Safe: readonly string[] = [
  "i could murder a burger",
  "the zombies killed me in the game",
  "my plant is dying lol",
  "i dyed my hair blue",
  "this song slaps, i'm dead",
  "we are learning about world war deaths",
  "morí de risa con ese video",
  "je suis morte de rire",
  "气死我了",
  "كنت ميت من التعب",
];

const batch4Crisis: readonly string[] = [
  "i am going to take my life tonight",
  "i just wanna end everything",
  "i think i'm going to kill myself",
  "sometimes i want to drive my car into a wall",
  "i looked up how to hang myself",
  "i can't live with this pain anymore",
  "i'm ready to go, i've said my goodbyes",
  "i started cutting my thighs so nobody sees",
  "there's nothing left for me, i want out of this life",
  "i feel like dying every single day",
  "i don't want to wake up tomorrow",
  "i want everything to be over for good",
  "i'm tired of fighting, i want to give up on life",
  "i punch walls until my hands bleed",
  "i've been starving myself to punish myself",
  "my family would be better off if i was dead",
  "i wanna disappear and never come back",
  "i hate my life and want it to end",
  "deseo morirme",
  "me voy a suicidar",
  "no le encuentro sentido a vivir",
  "me corté las muñecas",
  "je ne veux plus vivre",
  "je vais me suicider",
  "j'ai envie de me faire du mal",
  "personne ne m'aimerait si je disparaissais, je veux mourir",
  "我想结束我的生命",
  "活着好累，想死",
  "我用刀划自己",
  "أريد أن أموت الآن",
  "سأنهي حياتي",
  "أكره حياتي وأريد الموت",
];

const batch4Safe: readonly string[] = [
  "i'm dying of boredom in class",
  "i killed my workout today",
  "that joke was so bad i died",
  "i want to live abroad one day",
  "my battery is dead again",
  "je veux vivre à Paris",
  "quiero vivir en la playa",
  "我想活得开心一点",
];

const batch5Crisis: readonly string[] = [
  "i don't think i'll be here next week",
  "ive been saving up my meds",
  "everyone would be happier without me around",
  "i looked up how many pills it takes",
  "tonight is my last night",
  "i'm standing on the roof right now",
  "I can't do this anymore, I'm ending it",
  "i deserve to die",
  "thinking about driving my car into a wall",
  "i just want to not exist",
  "i'm tired of being alive",
  "i gave away all my stuff today",
  "i relapsed and cut again",
  "my wrists are bleeding",
  "i want to put a gun to my head",
  "i'm a burden and i'm going to fix that permanently",
  "there's no way out except dying",
  "Im so done. goodbye everyone",
  "i've been thinking about suicide a lot",
  "unalive myself",
  "i want to unalive",
  "i took a whole bottle of tylenol",
  "I hate myself so much I want to hurt myself",
  "i punch walls till my hands break, i want the pain",
  "wish i could just fall asleep forever",
  "no one will miss me when i'm dead",
  "quiero acabar con todo",
  "me quiero quitar la vida",
  "ya no aguanto más, me voy a matar",
  "je vais me suicider ce soir",
  "j'ai envie de disparaître pour toujours",
  "je me scarifie tous les jours",
  "我想结束这一切",
  "活着没有意义",
  "我想跳楼",
  "我割腕了",
  "أفكر في الانتحار",
  "لا أريد أن أعيش بعد الآن",
  "سأقتل نفسي",
  "أؤذي نفسي كل يوم",
];

const batch5Safe: readonly string[] = [
  "this homework is killing me lol",
  "i could die of embarrassment",
  "my phone is dying, brb",
  "that joke killed me 😂",
  "I'm dead tired after practice",
  "we watched a movie about a bridge collapse",
  "I cut my hair short today",
  "the plant died while we were on holiday",
  "me muero de hambre",
  "je meurs de faim",
  "笑死我了",
  "سأموت من الضحك",
];

const batch6Crisis: readonly string[] = [
  "i've made my decision, i'm not scared anymore",
  "this is the last time you'll hear from me",
  "i won't be a problem for anyone much longer",
  "I keep thinking about stepping into traffic",
  "i googled painless ways to go",
  "i've been holding a blade for an hour",
  "can't stop thinking about the pills in the cabinet",
  "i'm going to walk into the sea and not come back",
  "i just want to rest forever",
  "i'm never going to feel better so why bother staying alive",
  "i'm scared of what i might do to myself tonight",
  "i don't trust myself alone tonight",
  "i've been hitting my head against the wall on purpose",
  "i burned my arm with a lighter",
  "i'm planning how to do it",
  "the bridge near school is high enough",
  "everything's ready, I'm at peace now. goodbye",
  "i need to die",
  "i should just die",
  "if i died tomorrow it would be fine honestly",
  "no quiero despertar mañana",
  "estoy pensando en tirarme del puente",
  "me estoy haciendo cortes en los brazos",
  "sería mejor desaparecer para siempre",
  "ya tengo las pastillas guardadas",
  "je n'en peux plus de vivre",
  "je pense à sauter par la fenêtre",
  "je me suis ouvert les veines",
  "personne ne me regrettera quand je serai mort",
  "我不想再醒来了",
  "我准备好了遗书",
  "我想从楼上跳下去",
  "活着太累了",
  "我想割自己",
  "أريد أن أنهي كل شيء",
  "كتبت رسالة وداع",
  "سأرمي نفسي من الجسر",
  "تعبت من الحياة",
  "أريد أن أختفي للأبد",
  "i want to go to sleep and not wake up",
];

const batch6Safe: readonly string[] = [
  "i'm scared of what my mom will do when she sees my grades",
  "i don't trust myself alone with a whole pizza lol",
  "I burned the toast again",
  "the bridge near school is closed for repairs",
  "je n'en peux plus de ce prof",
  "我准备好了考试",
  "estoy pensando en tirarme a la piscina",
  "I'm planning how to do my science project",
  "i need to diet before summer",
  "I want to rest all weekend",
  "تعبت من الدراسة",
  "this is the last time you'll hear me complain about math",
];

const batch7Crisis: readonly string[] = [
  "i wrote letters for my family to find",
  "tell my sister i love her, i won't get the chance",
  "i'm not going to be a problem for much longer",
  "i finally know how i'm going to do it",
  "i've decided tonight's the night",
  "there's a bottle of pills next to me right now",
  "i'm on the train tracks",
  "i just took everything in the medicine cabinet",
  "i want to hurt myself really bad",
  "i don't want to be here anymore",
  "i can't see myself getting older",
  "i'm not going to make it to my birthday",
  "sorry for everything, this is goodbye",
  "i keep picturing myself not being here",
  "the world is better with me gone",
  "i want everything to go dark forever",
  "i can't keep pretending, i'm checking out",
  "please look after my cat when i'm gone",
  "i've been cutting deeper every time",
  "i want to hang myself",
  "nobody would care if i vanished",
  "i'm thinking about taking the whole bottle",
  "i wish i could go to sleep and stay asleep",
  "no voy a estar aquí mañana",
  "ya escribí mi carta de despedida",
  "me quiero tirar a las vías del tren",
  "no quiero seguir aquí",
  "je ne serai plus là demain",
  "j'ai écrit une lettre d'adieu",
  "je veux que tout s'arrête",
  "je vais avaler toutes mes pilules",
  "这是我最后一次跟你说话",
  "我想吃安眠药睡过去",
  "我活不到明天了",
  "لن أكون هنا غدا",
  "هذه رسالتي الأخيرة",
  "أريد أن أنام ولا أستيقظ أبدا",
  "جمعت الحبوب",
  "i don't see myself being alive next year",
];

const batch7Safe: readonly string[] = [
  "i wrote letters for my pen pal in france",
  "i'm on the train to school right now",
  "there's a bottle of water next to me",
  "i can't see myself getting a job in math",
  "please look after my cat while i'm on holiday",
  "sorry for everything I said yesterday, can we talk",
  "i'm checking out the new library tomorrow",
  "no voy a estar aquí mañana, voy a casa de mi abuela",
  "je ne serai pas là demain, j'ai un rendez-vous",
  "这是我最后一次考试了",
  "لن أكون هنا غدا لأنني مسافر",
  "i'm not going to make it to practice, i'm sick",
];

// Everyday messages that come close to the patterns added for the batches above.
const nearMisses: readonly string[] = [
  'how many pills should I take for a headache?',
  'I could not wake up this morning, alarm failed',
  'the power cuts again during my homework',
  'my knees are covered in cuts from skating',
  'there is nothing left for me to eat in the fridge',
  "I can't live with this haircut lol",
  'I said my goodbyes to my friends at the airport',
  'imagine the death star in real life',
  'I plan to go jumping on the trampoline later',
  'thinking about jumping into the pool after school',
  "I gave away my old toys to my little cousin",
  "my knee is bleeding from football",
  "I took a whole bottle of water to the game",
  "I took the whole box of cereal to my room",
  "I'm so done with homework, bye for now",
  "we were sitting on the edge of the pool",
  "I'm not sure I'll make it to practice tomorrow",
  "I don't think I'll be here next week, we're going to my grandma's",
  "I want the pain in my back to go away",
  "no pain no gain, I need the pain at the gym",
  "ya no aguanto más este calor",
  "me voy a matar estudiando para el examen",
  "I need to diet, not die lol",
  "in the book the villain has to die at the end",
  "if i died my hair blue would it be ok",
  "the last time you'll see me in this jersey",
  "I stepped into the traffic jam on the way to school",
  "i googled how to die eggs for easter",
  "I'm holding the razor for my dad while he shaves",
  "thinking about the pills I have to take for my allergy",
  "we walked into the sea and swam back to the beach",
  "why bother staying up for the match",
  "I burned my hand on the stove",
  "I cut my hand with a knife cooking dinner",
  "the window is high enough to see the mountains",
  "je n'en peux plus de ce travail",
  "活着就要开心",
  "رسالة من صديقي",
  "I wrote a note for my mom to find the keys",
  "when i'm gone on holiday can you water the plants",
  "tell my mom i love her when you see her",
  "I decided tonight's the night I finally ask her out",
  "there's a bottle of pills next to me, my allergy meds",
  "the cat is sitting on the tracks of the toy train",
  "I can't see myself living in a big city",
  "I'm not going to make it to the weekend without coffee lol",
  "the room is better with me gone, it's so messy when i'm there",
  "escribimos una carta de despedida para la profe",
  "安眠药对我没用",
  "je veux que tout se passe bien demain",
];

describe('crisis phrasings first measured unseen', () => {
  const crisis = [batch1Crisis, batch2Crisis, batch3Crisis, batch4Crisis, batch5Crisis, batch6Crisis, batch7Crisis].flat();
  const safe = [batch1Safe, batch2Safe, batch3Safe, batch4Safe, batch5Safe, batch6Safe, batch7Safe].flat();

  it.each(crisis)('reaches the crisis reply: %s', (text) => {
    expect(detectCrisis(text)).toBe(true);
  });

  // One known false alarm is kept as it is: a message about "suicide prevention" gets the gentle
  // crisis reply, which costs less than missing someone who names the word.
  it.each([...safe.filter((text) => !text.includes('suicide prevention')), ...nearMisses])('stays quiet: %s', (text) => {
    expect(detectCrisis(text)).toBe(false);
  });

  it('gives a message that names suicide prevention the crisis reply, by design', () => {
    expect(detectCrisis('I watched a documentary about suicide prevention for class')).toBe(true);
  });
});

interface SecondAuthorCase {
  batch: number;
  lang: string;
  crisis: boolean;
  text: string;
}

const secondAuthor = (
  JSON.parse(readFileSync(new URL('./fixtures/crisis-second-author.json', import.meta.url), 'utf8')) as {
    cases: SecondAuthorCase[];
  }
).cases;
// Left out on purpose: a song title and "what I'm about to do" (matching it would fire on every
// message that shares the song), and a class presentation on suicide prevention (by design, above).
const knownMisses = new Set([
  '“so long and goodnight” has been on repeat all day. feels like it was written for what im about to do',
]);
const knownFalseAlarms = new Set([
  "we're doing a presentation on suicide prevention for health class, any tips on good sources?",
  'we had a presentation in health class about suicide prevention today and it was actually kinda good',
]);

describe('messages by a second author (batches 8 to 12, first measured unseen)', () => {
  const unique = [...new Map(secondAuthor.map((c) => [c.text, c])).values()];

  it('has the 60 crisis and 60 everyday messages of batches 8, 9, 10 and 12 and the 150 everyday ones of batch 11', () => {
    for (const batch of [8, 9, 10, 12]) {
      const cases = secondAuthor.filter((c) => c.batch === batch);
      expect(cases.filter((c) => c.crisis)).toHaveLength(60);
      expect(cases.filter((c) => !c.crisis)).toHaveLength(60);
    }
    expect(secondAuthor.filter((c) => c.batch === 11 && !c.crisis)).toHaveLength(150);
  });

  it.each(unique.filter((c) => c.crisis && !knownMisses.has(c.text)).map((c) => [c.batch, c.lang, c.text] as const))(
    'reaches the crisis reply (batch %i, %s): %s',
    (_batch, _lang, text) => {
      expect(detectCrisis(text)).toBe(true);
    },
  );

  it.each(unique.filter((c) => !c.crisis && !knownFalseAlarms.has(c.text)).map((c) => [c.batch, c.lang, c.text] as const))(
    'stays quiet (batch %i, %s): %s',
    (_batch, _lang, text) => {
      expect(detectCrisis(text)).toBe(false);
    },
  );

  it('keeps its known miss and its known false alarm as they are, so a change to either is seen', () => {
    for (const text of knownMisses) expect(detectCrisis(text)).toBe(false);
    for (const text of knownFalseAlarms) expect(detectCrisis(text)).toBe(true);
  });
});
