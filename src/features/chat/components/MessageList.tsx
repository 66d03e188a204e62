import { useLayoutEffect, useRef, useState } from 'react';

import { Button } from '../../../components/Button';
import { ChevronDown } from '../../../components/Icon';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';
import type { ChatMessage } from '../model';
import { ChatBubble } from './ChatBubble';

const Root = styled('div', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minBlockSize: 0,
});

// Focusable so keyboard users can scroll the conversation (the log holds no control of its own).
const Log = styled('div', {
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '-3px' },
});

const JumpRow = styled('div', {
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: '$3',
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  '& > *': { pointerEvents: 'auto', boxShadow: '$md' },
});

/** Within this many pixels of the end counts as reading the latest message. */
const nearEnd = 32;
/** The space kept above a long reply shown from its start: the log's own padding. */
const startGap = 16;

export interface MessageListProps {
  messages: readonly ChatMessage[];
  /** A reply is still streaming in: the log holds its announcement until it is complete. */
  busy?: boolean;
  onOpenCommunity?: () => void;
}

/**
 * The conversation as a polite live log. It follows new messages while the reader is at the end;
 * a reader who scrolled up stays put and gets a "New messages" button instead.
 */
export function MessageList({ messages, busy = false, onOpenCommunity }: MessageListProps) {
  const t = useT();
  const logRef = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);
  // How many messages there were when the reader scrolled away from the end.
  const [countWhenLeft, setCountWhenLeft] = useState(messages.length);
  const seenCount = useRef(messages.length);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const added = messages.length > seenCount.current;
    seenCount.current = messages.length;
    // The user's own message always brings the conversation to its end.
    const sentByUser = added && messages[messages.length - 1]?.sender === 'user';
    if (!following && !sentByUser) return;
    const newest = log.lastElementChild;
    const logTop = log.getBoundingClientRect().top;
    // A new reply taller than the view (a crisis reply with its contacts) is shown from its start.
    if (added && !sentByUser && newest && newest.getBoundingClientRect().height > log.clientHeight - startGap) {
      log.scrollTop += newest.getBoundingClientRect().top - logTop - startGap;
    } else {
      log.scrollTop = log.scrollHeight;
    }
  }, [messages, following]);

  function handleScroll() {
    const log = logRef.current;
    if (!log) return;
    const atEnd = log.scrollHeight - log.scrollTop - log.clientHeight <= nearEnd;
    if (atEnd === following) return;
    setFollowing(atEnd);
    if (!atEnd) setCountWhenLeft(messages.length);
  }

  function jumpToLatest() {
    const log = logRef.current;
    if (!log) return;
    // The button disappears at the end, so focus moves to the conversation it revealed.
    log.focus({ preventScroll: true });
    log.scrollTop = log.scrollHeight;
  }

  const unseen = !following && messages.length > countWhenLeft;

  return (
    <Root>
      <Log
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t('chat.log.label')}
        aria-busy={busy || undefined}
        tabIndex={0}
        onScroll={handleScroll}
      >
        {messages.map((message) => (
          <ChatBubble key={message.id} message={message} onOpenCommunity={onOpenCommunity} />
        ))}
      </Log>
      {unseen ? (
        <JumpRow>
          <Button variant="primary" icon={<ChevronDown />} onClick={jumpToLatest}>
            {t('chat.newMessages')}
          </Button>
        </JumpRow>
      ) : null}
    </Root>
  );
}
