import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';

import { Button } from '../../../components/Button';
import { Card, CardHeader, CardTitle } from '../../../components/Card';
import { Checkbox } from '../../../components/Checkbox';
import { Send } from '../../../components/Icon';
import { Select } from '../../../components/Select';
import { TextArea } from '../../../components/TextArea';
import { useT } from '../../../i18n';
import type { CrisisContact } from '../../../safety/contacts';
import { styled } from '../../../styles';
import { canShare, draftNotices, emptyPostDraft, isPostCategory, postCategories } from '../model';
import type { PostDraft } from '../model';
import { DraftNotices } from './DraftNotices';

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$5' });

// The notices sit right under the words they are about.
const ContentGroup = styled('div', { display: 'flex', flexDirection: 'column' });

// Stacked at every width: side by side, the checkbox's hint pulls it out of line with the select.
const Options = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  '@md': { maxInlineSize: '32rem' },
});

const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$3',
  '& > button': { flex: '1 1 8rem', '@md': { flex: '0 0 auto' } },
});

export interface ShareFormProps {
  /** The form's id, for the Share button's `aria-controls`. */
  id?: string;
  /** Share with content that is not blank; the draft as typed (the post is made from it, trimmed). */
  onShare: (draft: PostDraft) => void;
  onCancel: () => void;
  /** The crisis contacts offered when a draft sounds like risk. */
  contacts?: readonly CrisisContact[];
  /** Above 0, and each time it grows, focus moves to the text (the form was opened from elsewhere). */
  focusRequest?: number;
  /** The draft to start from; empty unless a story shows a filled form. */
  initialDraft?: PostDraft;
}

/**
 * "Share with the Community": the words, a category (support by default) and an anonymous choice.
 * Share stays disabled while the words are blank (spec section 5); the form resets after Share and
 * Cancel. Checked as typed: crisis contacts and a privacy reminder, neither blocking the post.
 */
export function ShareForm({
  id,
  onShare,
  onCancel,
  contacts,
  focusRequest = 0,
  initialDraft = emptyPostDraft,
}: ShareFormProps) {
  const t = useT();
  const headingId = useId();
  const contentInput = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState<PostDraft>(initialDraft);
  // Read at a lower priority than the typing itself, so a long draft never lags the keys.
  const content = useDeferredValue(draft.content);
  const notices = useMemo(() => draftNotices(content), [content]);
  const ready = canShare(draft);

  useEffect(() => {
    if (focusRequest > 0) contentInput.current?.focus();
  }, [focusRequest]);

  const edit = (patch: Partial<PostDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    onShare(draft);
    setDraft(emptyPostDraft);
  }

  return (
    <Card id={id}>
      <CardHeader>
        <CardTitle id={headingId}>{t('community.form.title')}</CardTitle>
      </CardHeader>
      <Form onSubmit={submit} aria-labelledby={headingId}>
        <ContentGroup>
          <TextArea
            ref={contentInput}
            label={t('community.form.content')}
            hint={t('community.form.contentHint')}
            rows={4}
            dir="auto"
            value={draft.content}
            onChange={(event) => edit({ content: event.target.value })}
          />
          <DraftNotices crisis={notices.crisis} personalDetails={notices.personalDetails} contacts={contacts} />
        </ContentGroup>
        <Options>
          <Select
            label={t('community.form.category')}
            options={postCategories.map((value) => ({ value, label: t(`community.category.${value}`) }))}
            value={draft.category}
            onValueChange={(value) => {
              if (isPostCategory(value)) edit({ category: value });
            }}
          />
          <Checkbox
            label={t('community.form.anonymous')}
            hint={t('community.form.anonymousHint')}
            checked={draft.anonymous}
            onChange={(event) => edit({ anonymous: event.target.checked })}
          />
        </Options>
        <Actions>
          <Button type="submit" icon={<Send />} disabled={!ready}>
            {t('community.form.submit')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(emptyPostDraft);
              onCancel();
            }}
          >
            {t('common.cancel')}
          </Button>
        </Actions>
      </Form>
    </Card>
  );
}
