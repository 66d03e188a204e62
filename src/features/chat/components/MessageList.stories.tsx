import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { Button } from '../../../components/Button';
import { styled } from '../../../styles';
import { sampleConversation, sampleMessage } from '../data';
import { MessageList } from './MessageList';
import type { MessageListProps } from './MessageList';

// A short panel, so a dozen messages overflow and the list has to scroll.
const Box = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  blockSize: '20rem',
  maxInlineSize: '36rem',
  border: '1px solid $border',
  borderRadius: '$lg',
});

const Controls = styled('div', { display: 'flex', gap: '$2', marginBlockEnd: '$3' });

/** Plays the conversation: the buttons add a companion reply or a message of the user's. */
function GrowingConversation(props: MessageListProps) {
  const [messages, setMessages] = useState(props.messages);
  const add = (sender: 'ai' | 'user') =>
    setMessages((current) => [
      ...current,
      sampleMessage({ id: `added-${current.length}`, sender, content: `Added message ${current.length + 1}` }),
    ]);
  return (
    <>
      <Controls>
        <Button variant="secondary" onClick={() => add('ai')}>
          Add a reply
        </Button>
        <Button variant="secondary" onClick={() => add('user')}>
          Add my message
        </Button>
      </Controls>
      <Box>
        <MessageList {...props} messages={messages} />
      </Box>
    </>
  );
}

const meta = {
  title: 'Features/Chat/MessageList',
  component: MessageList,
  args: { messages: sampleConversation(12), onOpenCommunity: fn() },
  render: (args) => <GrowingConversation {...args} />,
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

const distanceFromEnd = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight;

export const FollowsNewMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    // Opens at the latest message.
    await waitFor(() => expect(distanceFromEnd(log)).toBeLessThanOrEqual(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a reply' }));
    await expect(canvas.getByText('Added message 13', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(distanceFromEnd(log)).toBeLessThanOrEqual(1));
    await expect(canvas.queryByRole('button', { name: 'New messages' })).not.toBeInTheDocument();
  },
};

export const ScrolledUpKeepsPlace: Story = {
  play: async ({ canvas, userEvent }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await waitFor(() => expect(distanceFromEnd(log)).toBeLessThanOrEqual(1));
    // The reader scrolls back to the start of the conversation.
    log.scrollTop = 0;
    await waitFor(() => expect(log.scrollTop).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a reply' }));
    const jump = await canvas.findByRole('button', { name: 'New messages' });
    // Not pulled away from what they were reading.
    await expect(log.scrollTop).toBe(0);
    await userEvent.click(jump);
    await waitFor(() => expect(distanceFromEnd(log)).toBeLessThanOrEqual(1));
    await expect(log).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'New messages' })).not.toBeInTheDocument());
  },
};

export const OwnMessageScrollsToEnd: Story = {
  play: async ({ canvas, userEvent }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await waitFor(() => expect(distanceFromEnd(log)).toBeLessThanOrEqual(1));
    log.scrollTop = 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.click(canvas.getByRole('button', { name: 'Add my message' }));
    await waitFor(() => expect(distanceFromEnd(log)).toBeLessThanOrEqual(1));
    // The scroll to the end arrives as a scroll event a frame later; then the button must be gone.
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'New messages' })).not.toBeInTheDocument());
  },
};

export const KeyboardReachable: Story = {
  play: async ({ canvas, userEvent }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await waitFor(() => expect(distanceFromEnd(log)).toBeLessThanOrEqual(1));
    // The log takes focus after the two story buttons, so keyboard users can scroll it.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(log).toHaveFocus();
    await expect(log).toHaveAttribute('tabindex', '0');
  },
};

export const Streaming: Story = {
  args: { busy: true, messages: [...sampleConversation(3), sampleMessage({ id: 'streaming', streaming: true, content: 'That sounds' })] },
  play: async ({ canvas }) => {
    // Screen readers wait for the whole reply instead of hearing every word as it arrives.
    await expect(canvas.getByRole('log', { name: 'Conversation' })).toHaveAttribute('aria-busy', 'true');
  },
};
