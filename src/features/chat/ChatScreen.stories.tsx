import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, waitFor } from 'storybook/test';

import { Button } from '../../components/Button';
import { styled } from '../../styles';
import { ChatScreen } from './ChatScreen';
import type { ChatScreenProps } from './ChatScreen';
import {
  instantSchedule,
  sampleClock,
  sampleConversation,
  sampleCrisisMessages,
  sampleMessagesByKind,
  sampleName,
} from './data';
import { companionHandlers, mockEndpoint, mockModelReply } from './mocks';
import type { CompletionRequest } from './mocks';

// The shell's content area: the screen's own padding comes from there.
const Frame = styled('main', {
  paddingInline: '$4',
  paddingBlock: '$5',
  '@md': { paddingInline: '$8', paddingBlock: '$8' },
});

const meta = {
  title: 'Screens/Chat',
  component: ChatScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    name: sampleName,
    communicationStyle: 'supportive',
    onOpenCommunity: fn(),
    // No model server: the local engine answers, and no request is ever made.
    endpoint: null,
    random: () => 0,
    now: sampleClock,
    schedule: instantSchedule,
  },
  render: (args) => (
    <Frame>
      <ChatScreen {...args} />
    </Frame>
  ),
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];
type UserEvent = StoryContext['userEvent'];

const phone = { viewport: { value: 'phone', isRotated: false } };

/** Types a message and presses Enter, as a user would. */
async function say(canvas: Canvas, userEvent: UserEvent, text: string) {
  const input = canvas.getByRole('textbox', { name: 'Message' });
  await userEvent.click(input);
  // `paste` keeps Arabic and Chinese intact; typing them key by key is not what an input method does.
  await userEvent.paste(text);
  await userEvent.keyboard('{Enter}');
}

/** The messages in the log from one side, by what a screen reader hears first. */
const messagesFrom = (canvas: Canvas, speaker: 'You said:' | 'Companion said:') =>
  canvas.queryAllByText((_, element) => element?.tagName === 'P' && (element.textContent ?? '').startsWith(speaker));
const companionMessages = (canvas: Canvas) => messagesFrom(canvas, 'Companion said:');
const userMessages = (canvas: Canvas) => messagesFrom(canvas, 'You said:');

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Chat with the companion' })).toBeVisible();
    await expect(canvas.getByText(/not a replacement for professional help/)).toBeVisible();
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log).toHaveTextContent(`Hi ${sampleName}, I’m the Kindred companion. I’m an automated program, not a person`);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    // 600px high on a laptop (spec section 9).
    await expect(canvas.getByRole('region', { name: 'Chat with the companion' }).getBoundingClientRect().height).toBe(600);
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Chat with the companion' });
    // Fits the phone's screen with room for the app's bars, the message box in view.
    await expect(panel.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(canvas.getByRole('textbox', { name: 'Message' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(
      window.innerHeight,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SadGetsValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    await say(canvas, userEvent, sampleMessagesByKind.validation);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(canvas.getByText(sampleMessagesByKind.validation, { exact: false })).toBeVisible();
    await expect(await canvas.findByText(/feeling this way, Sofía/)).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const AnxiousGetsBreathing: Story = {
  play: async ({ canvas, userEvent }) => {
    await say(canvas, userEvent, sampleMessagesByKind.breathing);
    await expect(await canvas.findByText(/breathe in for 4, hold for 4, and breathe out for 6/)).toBeVisible();
  },
};

export const DirectStyle: Story = {
  args: { communicationStyle: 'direct' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('log')).toHaveTextContent('Tell me what’s on your mind');
    await say(canvas, userEvent, sampleMessagesByKind.breathing);
    await expect(await canvas.findByText(/calm your body first, Sofía\. Breathe in for 4, hold for 4, breathe out for 6/)).toBeVisible();
  },
};

export const LonelySuggestsCommunity: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await say(canvas, userEvent, sampleMessagesByKind.lonely);
    const open = await canvas.findByRole('button', { name: 'Open the community' });
    await expect(canvas.getByText(/peer community is a safe, moderated place/)).toBeVisible();
    await userEvent.click(open);
    await expect(args.onOpenCommunity).toHaveBeenCalledTimes(1);
  },
};

export const HappyGetsCelebration: Story = {
  play: async ({ canvas, userEvent }) => {
    await say(canvas, userEvent, sampleMessagesByKind.celebration);
    await expect(await canvas.findByText(/wonderful to hear, Sofía/)).toBeVisible();
  },
};

export const OtherGetsGenericReply: Story = {
  play: async ({ canvas, userEvent }) => {
    await say(canvas, userEvent, sampleMessagesByKind.generic);
    await expect(await canvas.findByText(/Thank you for sharing that with me, Sofía/)).toBeVisible();
  },
};

export const BlankCannotBeSent: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, '    ');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Only the welcome: nothing was sent, nothing answered.
    await expect(companionMessages(canvas)).toHaveLength(1);
    await expect(userMessages(canvas)).toHaveLength(0);
  },
};

export const ShiftEnterDoesNotSend: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'one{Shift>}{Enter}{/Shift}two');
    await expect(input).toHaveValue('one\ntwo');
    await expect(userMessages(canvas)).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(userMessages(canvas)).toHaveLength(1));
    await expect(userMessages(canvas)[0]?.textContent).toBe('You said: one\ntwo');
  },
};

export const TypingThenReply: Story = {
  // The real clock: the reply takes the random delay, 1 s with this random source.
  args: { schedule: undefined },
  play: async ({ canvas, userEvent }) => {
    await say(canvas, userEvent, sampleMessagesByKind.generic);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Companion is typing…');
    await expect(companionMessages(canvas)).toHaveLength(1);
    await waitFor(() => expect(companionMessages(canvas)).toHaveLength(2), { timeout: 3000 });
    await expect(status).toBeEmptyDOMElement();
  },
};

/** A crisis message in one language: the crisis reply and its contacts arrive within a second. */
const crisisJourney = (text: string): Story => ({
  // The real clock: the crisis reply skips the random 1 to 3 s delay.
  args: { schedule: undefined, random: () => 0.999 },
  play: async ({ canvas, userEvent }) => {
    await say(canvas, userEvent, text);
    const call = await canvas.findByRole('link', { name: 'Call 988' }, { timeout: 1000 });
    await expect(call).toHaveAttribute('href', 'tel:988');
    await expect(canvas.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?&body=HOME');
    await expect(canvas.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    await expect(canvas.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    // Shown from its start, the acknowledgement first, even when the contacts make it tall.
    const acknowledgement = canvas.getByText(/Sofía, I’m really glad you told me/);
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await waitFor(() => expect(acknowledgement.getBoundingClientRect().top).toBeGreaterThanOrEqual(log.getBoundingClientRect().top));
    await expect(acknowledgement.getBoundingClientRect().top).toBeLessThan(log.getBoundingClientRect().bottom);
    await expect(canvas.getByText(/automated program, not a person, so I can’t reach anyone for you/)).toBeVisible();
  },
});

export const CrisisEnglish = crisisJourney(sampleCrisisMessages['en-US']);
export const CrisisSpanish = crisisJourney(sampleCrisisMessages['es-ES']);
export const CrisisFrench = crisisJourney(sampleCrisisMessages['fr-FR']);
export const CrisisChinese = crisisJourney(sampleCrisisMessages['zh-CN']);
export const CrisisArabic = crisisJourney(sampleCrisisMessages['ar-SA']);

export const CrisisOnPhone: Story = {
  ...crisisJourney(sampleCrisisMessages['en-US']),
  globals: phone,
};

/** Plays the app's tabs: the screen stays mounted while hidden, as the app keeps visited screens. */
function TabSwitcher(args: ChatScreenProps) {
  const [hidden, setHidden] = useState(false);
  return (
    <Frame>
      <Button variant="secondary" onClick={() => setHidden((value) => !value)}>
        {hidden ? 'Back to AI Support' : 'Go to another tab'}
      </Button>
      <div hidden={hidden}>
        <ChatScreen {...args} />
      </div>
    </Frame>
  );
}

export const SurvivesTabSwitch: Story = {
  render: (args) => <TabSwitcher {...args} />,
  play: async ({ canvas, userEvent }) => {
    await say(canvas, userEvent, sampleMessagesByKind.validation);
    await canvas.findByText(/feeling this way, Sofía/);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to another tab' }));
    await expect(canvas.queryByRole('log')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to AI Support' }));
    await expect(canvas.getByText(sampleMessagesByKind.validation, { exact: false })).toBeVisible();
    await expect(canvas.getByText(/feeling this way, Sofía/)).toBeVisible();
  },
};

export const ContinuesAConversation: Story = {
  args: { initialMessages: sampleConversation(6) },
  play: async ({ canvas }) => {
    await expect(userMessages(canvas)).toHaveLength(3);
    await expect(canvas.queryByText(/I’m the Kindred companion/)).not.toBeInTheDocument();
  },
};

// The optional model endpoint, played by msw (src/features/chat/mocks.ts).

const requests = fn<(body: CompletionRequest) => void>();

export const NoEndpointMakesNoRequest: Story = {
  parameters: { msw: { handlers: [companionHandlers.streaming(requests)] } },
  beforeEach: () => {
    requests.mockClear();
  },
  play: async ({ canvas, userEvent }) => {
    const fetchSpy = spyOn(window, 'fetch');
    try {
      await say(canvas, userEvent, sampleMessagesByKind.generic);
      await canvas.findByText(/Thank you for sharing that with me/);
      await say(canvas, userEvent, sampleMessagesByKind.validation);
      await canvas.findByText(/feeling this way/);
      await expect(fetchSpy).not.toHaveBeenCalled();
      await expect(requests).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  },
};

export const EndpointStreams: Story = {
  args: { endpoint: mockEndpoint, communicationStyle: 'empathetic' },
  parameters: { msw: { handlers: [companionHandlers.streaming(requests)] } },
  beforeEach: () => {
    requests.mockClear();
  },
  play: async ({ canvas, userEvent }) => {
    await say(canvas, userEvent, sampleMessagesByKind.generic);
    await expect(await canvas.findByText(mockModelReply, { exact: false }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('log')).not.toHaveAttribute('aria-busy'));
    await expect(canvas.queryByText(/built-in companion replied/)).not.toBeInTheDocument();
    await expect(requests).toHaveBeenCalledTimes(1);
    const body = requests.mock.calls[0]?.[0];
    await expect(body?.stream).toBe(true);
    await expect(body?.model).toBe('kindred-test');
    const [system, ...conversation] = body?.messages ?? [];
    await expect(system?.role).toBe('system');
    await expect(system?.content).toMatch(/empathetic/);
    await expect(system?.content).toMatch(/Never describe, discuss, compare or hint at methods/);
    await expect(conversation.at(-1)).toEqual({ role: 'user', content: sampleMessagesByKind.generic });
  },
};

export const EndpointCrisisNeverAsksTheModel: Story = {
  args: { endpoint: mockEndpoint, schedule: undefined },
  parameters: { msw: { handlers: [companionHandlers.streaming(requests)] } },
  beforeEach: () => {
    requests.mockClear();
  },
  play: async ({ canvas, userEvent }) => {
    await say(canvas, userEvent, sampleCrisisMessages['en-US']);
    await expect(await canvas.findByRole('link', { name: 'Call 988' }, { timeout: 1000 })).toHaveAttribute('href', 'tel:988');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(requests).not.toHaveBeenCalled();
  },
};

export const EndpointUnsafeReplyIsReplaced: Story = {
  args: { endpoint: mockEndpoint },
  parameters: { msw: { handlers: [companionHandlers.selfHarm(requests)] } },
  play: async ({ canvas, userEvent }) => {
    await say(canvas, userEvent, sampleMessagesByKind.generic);
    await expect(await canvas.findByRole('link', { name: 'Call 988' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText(/think about suicide/)).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Lots of people feel that way/)).not.toBeInTheDocument();
  },
};

/** The model server failed: the local engine answers, and a quiet notice says so. */
const fallbackPlay: Story['play'] = async ({ canvas, userEvent }) => {
  await say(canvas, userEvent, sampleMessagesByKind.generic);
  await expect(await canvas.findByText(/built-in companion replied/, {}, { timeout: 5000 })).toBeVisible();
  await expect(canvas.getByText(/Thank you for sharing that with me, Sofía/)).toBeVisible();
  await expect(companionMessages(canvas)).toHaveLength(2);
  await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
};

export const EndpointTimeoutFallsBack: Story = {
  // A short timeout keeps the story quick; the app waits 15 s.
  args: { endpoint: { ...mockEndpoint, timeoutMs: 500 } },
  parameters: { msw: { handlers: [companionHandlers.slow()] } },
  play: async (context) => {
    await say(context.canvas, context.userEvent, sampleMessagesByKind.generic);
    await expect(context.canvas.getByRole('status')).toHaveTextContent('Companion is typing…');
    await expect(await context.canvas.findByText(/built-in companion replied/, {}, { timeout: 5000 })).toBeVisible();
    await expect(context.canvas.getByText(/Thank you for sharing that with me, Sofía/)).toBeVisible();
  },
};

export const EndpointErrorFallsBack: Story = {
  args: { endpoint: mockEndpoint },
  parameters: { msw: { handlers: [companionHandlers.error()] } },
  play: fallbackPlay,
};

export const EndpointMalformedFallsBack: Story = {
  args: { endpoint: mockEndpoint },
  parameters: { msw: { handlers: [companionHandlers.malformed()] } },
  play: fallbackPlay,
};
