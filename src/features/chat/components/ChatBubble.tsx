import { useIntl } from 'react-intl';

import { Button } from '../../../components/Button';
import { Community, Icon, Info } from '../../../components/Icon';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { directionOf, useT } from '../../../i18n';
import { CrisisContactList } from '../../../safety/CrisisContactList';
import { styled } from '../../../styles';
import type { ChatMessage } from '../model';

const Row = styled('div', {
  display: 'flex',
  minInlineSize: 0,
  variants: {
    sender: {
      user: { justifyContent: 'flex-end' },
      ai: { justifyContent: 'flex-start' },
    },
  },
  defaultVariants: { sender: 'ai' },
});

const Bubble = styled('div', {
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  maxInlineSize: 'min(34rem, 88%)',
  minInlineSize: 0,
  px: '$4',
  py: '$3',
  borderRadius: '$lg',
  lineHeight: '$normal',
  variants: {
    tone: {
      user: {
        backgroundColor: '$accent',
        color: '$onAccent',
        borderEndEndRadius: '$sm',
      },
      ai: {
        backgroundColor: '$surfaceSunken',
        color: '$text',
        borderEndStartRadius: '$sm',
      },
      // The crisis reply takes the full width and the crisis edge: it must not be missed.
      crisis: {
        maxInlineSize: '100%',
        gap: '$3',
        backgroundColor: '$crisisSoft',
        color: '$text',
        borderInlineStart: '4px solid $crisis',
        borderEndStartRadius: '$sm',
      },
    },
  },
  defaultVariants: { tone: 'ai' },
});

// The user's own line breaks are kept; a long word or link wraps instead of overflowing.
const Text = styled('p', {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

const Footer = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '$2',
  fontSize: '$xs',
  variants: {
    tone: {
      user: { color: '$onAccent' },
      ai: { color: '$muted' },
    },
  },
  defaultVariants: { tone: 'ai' },
});

const Notice = styled('p', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$1',
  fontSize: '$xs',
  color: '$muted',
  '& svg': { flexShrink: 0, marginBlockStart: '2px' },
});

export interface ChatBubbleProps {
  message: ChatMessage;
  /** Opens the peer community; shown as a button on a reply that suggests it. */
  onOpenCommunity?: () => void;
}

/** One message: the user's at the inline end, the companion's at the start; a crisis reply with the contacts. */
export function ChatBubble({ message, onOpenCommunity }: ChatBubbleProps) {
  const t = useT();
  const intl = useIntl();
  const isUser = message.sender === 'user';
  const crisis = !isUser && message.kind === 'crisis';
  const time = intl.formatTime(new Date(message.timestamp), { hour: 'numeric', minute: '2-digit' });
  return (
    <Row sender={isUser ? 'user' : 'ai'}>
      <Bubble tone={crisis ? 'crisis' : isUser ? 'user' : 'ai'}>
        {/* Each message takes the direction of its own words (Arabic typed in an English UI); the
            spoken prefix keeps the UI's direction and is left out of that choice. */}
        <Text dir="auto">
          <VisuallyHidden dir={directionOf(intl.locale)}>{t(isUser ? 'chat.sender.user' : 'chat.sender.ai')} </VisuallyHidden>
          {message.content}
        </Text>
        {crisis ? (
          <>
            <CrisisContactList headingLevel="h3" />
            <Text>{t('chat.crisis.automated')}</Text>
          </>
        ) : null}
        {!isUser && message.kind === 'lonely' && onOpenCommunity ? (
          <div>
            <Button variant="secondary" icon={<Community />} onClick={onOpenCommunity}>
              {t('chat.lonely.openCommunity')}
            </Button>
          </div>
        ) : null}
        {message.fallback ? (
          <Notice>
            <Icon icon={Info} size="sm" />
            {t('chat.fallback')}
          </Notice>
        ) : null}
        <Footer tone={isUser ? 'user' : 'ai'}>
          <time dateTime={message.timestamp} dir="auto">
            {time}
          </time>
        </Footer>
      </Bubble>
    </Row>
  );
}
