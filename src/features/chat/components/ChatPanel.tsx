import { useId } from 'react';

import { Icon, Info } from '../../../components/Icon';
import { visuallyHiddenStyles } from '../../../components/VisuallyHidden';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';
import type { ChatMessage } from '../model';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { TypingIndicator } from './TypingIndicator';

// 600px on larger screens (spec section 9). On phones it fits the viewport under the app's bars,
// so the message box stays in view without scrolling the page.
const Panel = styled('section', {
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  minInlineSize: 0,
  blockSize: 'clamp(22rem, calc(100dvh - 15rem), 600px)',
  overflow: 'hidden',
  color: '$text',
  backgroundColor: '$surface',
  border: '1px solid $border',
  borderRadius: '$lg',
  boxShadow: '$sm',
  '@md': { blockSize: '600px' },
});

const Title = styled('h2', visuallyHiddenStyles);

const Disclaimer = styled('p', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$2',
  px: '$4',
  py: '$2',
  fontSize: '$sm',
  color: '$muted',
  backgroundColor: '$surfaceSunken',
  borderBlockEnd: '1px solid $border',
  '& svg': { flexShrink: 0, marginBlockStart: '2px' },
});

const Typing = styled('div', { px: '$4' });

const Footer = styled('div', {
  px: '$3',
  py: '$3',
  borderBlockStart: '1px solid $border',
  '@md': { px: '$4' },
});

export interface ChatPanelProps {
  messages: readonly ChatMessage[];
  /** The companion is preparing a reply. */
  typing: boolean;
  /** A reply is streaming in. */
  streaming?: boolean;
  onSend: (text: string) => void;
  onOpenCommunity?: () => void;
}

/** The chat panel: the disclaimer, the conversation, the typing indicator and the message box. */
export function ChatPanel({ messages, typing, streaming = false, onSend, onOpenCommunity }: ChatPanelProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <Title id={titleId}>{t('chat.panel.label')}</Title>
      <Disclaimer>
        <Icon icon={Info} />
        {t('chat.disclaimer')}
      </Disclaimer>
      <MessageList messages={messages} busy={streaming} onOpenCommunity={onOpenCommunity} />
      <Typing>
        <TypingIndicator active={typing} />
      </Typing>
      <Footer>
        <Composer onSend={onSend} />
      </Footer>
    </Panel>
  );
}
