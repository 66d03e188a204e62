import type { ResourceCategory, ResourceCulture, ResourceTopic } from './model';

// The English copy of the sample resources, in one module so the languages issue can translate
// it as a whole. Two resources per topic, in the order of spec section 9's twelve topics; one in
// three carries a cultural context, and its words were written for that community.

export interface ResourceContent {
  topic: ResourceTopic;
  category: ResourceCategory;
  culturalContext?: readonly ResourceCulture[];
  title: string;
  description: string;
  /** Exercises only: three to six steps. */
  steps?: readonly string[];
}

export const resourceContent: readonly ResourceContent[] = [
  {
    topic: 'anxiety',
    category: 'article',
    culturalContext: ['latino-hispanic'],
    title: 'Nervios: understanding anxiety in Latino families',
    description:
      'Many of us grew up hearing about “nervios”. This guide explains how anxiety (ansiedad) shows up in your body and mind, and how to talk about it with family in words that feel familiar.',
  },
  {
    topic: 'depression',
    category: 'video',
    title: 'When everything feels heavy',
    description:
      'Young people who have been there describe what depression can feel like, how it differs from a rough week, and the small first steps that helped them reach out.',
  },
  {
    topic: 'stress',
    category: 'exercise',
    title: 'Box breathing for stressful moments',
    description:
      'A simple breathing pattern you can do anywhere, even in class or on the bus, to calm your body when stress builds up.',
    steps: [
      'Sit or stand comfortably and let your shoulders drop.',
      'Breathe in slowly through your nose while you count to four.',
      'Hold your breath gently for a count of four.',
      'Breathe out through your mouth for a count of four.',
      'Hold again for four, then repeat the square three or four times.',
    ],
  },
  {
    topic: 'confidence',
    category: 'audio',
    title: 'Kind self-talk for tough days',
    description:
      'A short guided audio that helps you notice your inner critic and answer it the way you would answer a good friend.',
  },
  {
    topic: 'relationships',
    category: 'article',
    title: 'Green flags: what a healthy relationship looks like',
    description:
      'Respect, trust and room to be yourself. Learn the signs of a healthy friendship or relationship, and what to do when something feels off.',
  },
  {
    topic: 'academic-pressure',
    category: 'video',
    title: 'Exam season without burning out',
    description:
      'Study tips from students who learned the hard way: planning breaks, sleeping enough and asking teachers for help before it gets overwhelming.',
  },
  {
    topic: 'body-image',
    category: 'audio',
    title: 'Making peace with the mirror',
    description:
      'A calm reflection on the way we talk about our bodies, with gentle prompts to thank your body for what it does for you every day.',
  },
  {
    topic: 'sleep',
    category: 'exercise',
    title: 'A wind-down routine for better sleep',
    description:
      'A screen-light routine for the last half hour before bed, to help your mind slow down and make falling asleep a little easier.',
    steps: [
      'Set an alarm for 30 minutes before you want to be asleep.',
      'Put your phone on silent and leave it across the room.',
      'Dim the lights and do something quiet: read, stretch or listen to soft music.',
      'Write down anything on your mind, so it can wait until tomorrow.',
      'Lie down and breathe slowly, letting each breath out be longer than the last.',
    ],
  },
  {
    topic: 'mindfulness',
    category: 'audio',
    title: 'A five-minute mindful pause',
    description:
      'Press play, close your eyes if you like, and follow a gentle voice through five minutes of noticing your breath, your body and the sounds around you.',
  },
  {
    topic: 'social-media',
    category: 'article',
    title: 'Scrolling with intention',
    description:
      'Social media can connect us and drain us. Simple ways to notice how your feed makes you feel and take back control of your time online.',
  },
  {
    topic: 'family',
    category: 'video',
    culturalContext: ['asian-american'],
    title: 'Between two worlds: talking with immigrant parents',
    description:
      'Asian American young adults share how they opened up to their parents about stress and feelings, bridging language and generation gaps with patience.',
  },
  {
    topic: 'identity',
    category: 'article',
    culturalContext: ['lgbtq'],
    title: 'Exploring who you are, at your own pace',
    description:
      'There is no deadline for figuring out who you are. A supportive guide for LGBTQ+ and questioning youth on labels, coming out if and when you choose, and finding people who affirm you.',
  },
  {
    topic: 'anxiety',
    category: 'exercise',
    title: '5-4-3-2-1 grounding for anxious moments',
    description:
      'When worry takes over, this exercise uses your five senses to bring you back to the present moment, one step at a time.',
    steps: [
      'Name five things you can see around you.',
      'Notice four things you can touch, like your sleeve or the floor under your feet.',
      'Listen for three things you can hear, near and far.',
      'Find two things you can smell, or two smells you like.',
      'Notice one thing you can taste, or take a slow sip of water.',
      'Take one deep breath and notice how you feel now.',
    ],
  },
  {
    topic: 'depression',
    category: 'article',
    culturalContext: ['african-american'],
    title: 'It’s okay to not be okay: Black youth and depression',
    description:
      'Depression is common and treatable. How stigma and everyday racism can weigh on Black teens and young adults, and how to find a counselor who understands.',
  },
  {
    topic: 'stress',
    category: 'video',
    culturalContext: ['african-american'],
    title: 'Carrying more than your share',
    description:
      'Young Black voices talk about the stress of being “the only one” in the room, and the habits that help them rest, recharge and ask for support.',
  },
  {
    topic: 'confidence',
    category: 'exercise',
    title: 'Three good things: a confidence journal',
    description:
      'A short evening practice that trains your mind to notice what went well, including the small wins you usually skip past.',
    steps: [
      'Find a notebook or open a notes app before bed.',
      'Write down three things that went well today, big or small.',
      'Next to each one, write what you did to help it happen.',
      'Read your list from the past week whenever you doubt yourself.',
    ],
  },
  {
    topic: 'relationships',
    category: 'audio',
    culturalContext: ['lgbtq'],
    title: 'Love, respect and you: LGBTQ+ relationships',
    description:
      'LGBTQ+ young adults talk honestly about healthy dating, consent and setting boundaries with partners and friends, in a warm podcast conversation.',
  },
  {
    topic: 'academic-pressure',
    category: 'article',
    title: 'When grades aren’t the whole story',
    description:
      'Your worth is more than a report card. How to handle pressure from school, family and yourself, and how to talk to someone when it feels like too much.',
  },
  {
    topic: 'body-image',
    category: 'video',
    title: 'Your body is not a project',
    description:
      'A short film about comparing bodies online, what filters hide, and how to treat your body like a friend instead of something to fix.',
  },
  {
    topic: 'sleep',
    category: 'audio',
    title: 'Sleep story: the quiet harbor',
    description:
      'A slow, soothing story about boats settling into a harbor at night, read in a calm voice to help you drift off.',
  },
  {
    topic: 'mindfulness',
    category: 'exercise',
    culturalContext: ['native-american'],
    title: 'Grounding with the land',
    description:
      'A slow outdoor practice inspired by the deep connection to land that many Native communities hold close. It works in a park, a backyard or beside an open window.',
    steps: [
      'Step outside, or open a window, and stand or sit still.',
      'Feel the ground beneath you and let it hold your weight.',
      'Notice the air on your skin, its temperature and movement.',
      'Choose one living thing nearby, a tree, a plant or a bird, and watch it for a minute.',
      'Give thanks in your own way for something the land gives you.',
    ],
  },
  {
    topic: 'social-media',
    category: 'exercise',
    title: 'A kinder feed in ten minutes',
    description:
      'Clean up your feed so it lifts you up instead of wearing you down. No need to delete anything you love.',
    steps: [
      'Scroll your feed for two minutes and notice how each account makes you feel.',
      'Mute or unfollow three accounts that leave you feeling worse about yourself.',
      'Follow two accounts that make you laugh, learn or feel hopeful.',
      'Turn off notifications for one app you check more than you want to.',
    ],
  },
  {
    topic: 'family',
    category: 'audio',
    culturalContext: ['latino-hispanic', 'lgbtq'],
    title: 'Familia, love and coming out',
    description:
      'LGBTQ+ Latino young adults talk about coming out to family, handling mixed reactions, and finding chosen family when you need it.',
  },
  {
    topic: 'identity',
    category: 'video',
    title: 'Who am I becoming?',
    description:
      'A short video about identity in your teens and twenties: trying new things, changing your mind, and holding on to what matters to you.',
  },
];
