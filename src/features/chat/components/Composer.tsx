import { useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';

import { Button } from '../../../components/Button';
import { fieldControlStyles } from '../../../components/Field';
import { Send } from '../../../components/Icon';
import { visuallyHiddenStyles } from '../../../components/VisuallyHidden';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';
import { isBlank } from '../model';

const Form = styled('form', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
});

const Row = styled('div', {
  display: 'flex',
  alignItems: 'flex-end',
  gap: '$2',
});

const Label = styled('label', visuallyHiddenStyles);

// Grows with what is typed, up to a few lines, then scrolls.
const Control = styled('textarea', fieldControlStyles, {
  flex: 1,
  minInlineSize: 0,
  resize: 'none',
  fieldSizing: 'content',
  maxBlockSize: '9rem',
  // Sized to its content, a long unbroken word would widen the whole page: let it wrap anywhere.
  overflowWrap: 'anywhere',
});

/** Hidden on phones but still read; shown from the md breakpoint up. */
const visibleFromMd = {
  ...visuallyHiddenStyles,
  '@md': {
    position: 'static',
    inlineSize: 'auto',
    blockSize: 'auto',
    margin: 0,
    overflow: 'visible',
    clip: 'auto',
    clipPath: 'none',
    whiteSpace: 'normal',
  },
} as const;

// The keyboard hint is shown where there is a keyboard to use it; phones keep it for screen readers.
const Hint = styled('p', visibleFromMd, { fontSize: '$xs', color: '$muted' });

// Phones keep the width for the message: the button shows its icon, its name stays for screen readers.
const SendLabel = styled('span', visibleFromMd);

export interface ComposerProps {
  /** Called with the trimmed text; never with blank text (spec section 5). */
  onSend: (text: string) => void;
}

/** The message box: Enter sends, Shift+Enter starts a new line, blank text cannot be sent. */
export function Composer({ onSend }: ComposerProps) {
  const t = useT();
  const id = useId();
  const hintId = `${id}-hint`;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState('');
  const blank = isBlank(value);

  function send() {
    if (blank) return;
    onSend(value.trim());
    setValue('');
    // Ready for the next message, even after a tap on Send moved focus to the button.
    inputRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method is composing (Chinese, Japanese), Enter picks the characters.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  return (
    <Form onSubmit={handleSubmit}>
      <Label htmlFor={id}>{t('chat.composer.label')}</Label>
      <Row>
        <Control
          ref={inputRef}
          id={id}
          rows={1}
          value={value}
          placeholder={t('chat.composer.placeholder')}
          aria-describedby={hintId}
          enterKeyHint="send"
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <Button type="submit" icon={<Send />} disabled={blank}>
          <SendLabel>{t('chat.composer.send')}</SendLabel>
        </Button>
      </Row>
      <Hint id={hintId}>{t('chat.composer.hint')}</Hint>
    </Form>
  );
}
