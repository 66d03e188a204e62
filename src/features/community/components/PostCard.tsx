import { useId } from 'react';
import { useIntl } from 'react-intl';

import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Chat, Heart, Icon, More, Profile, Resources, Share, Sparkles, Support, Text } from '../../../components/Icon';
import type { IconComponent } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import { Tooltip } from '../../../components/Tooltip';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useT } from '../../../i18n';
import type { MessageId } from '../../../i18n';
import { css, styled } from '../../../styles';
import { likeCount, postAge } from '../model';
import type { CommunityPost, PostAgeUnit, PostCategory } from '../model';

const cardLayout = css({ display: 'flex', flexDirection: 'column', gap: '$3' });

const Header = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
});

const Avatar = styled('span', {
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  size: '2.5rem',
  borderRadius: '$round',
  backgroundColor: '$accentSoft',
  color: '$accent',
  fontWeight: '$bold',
  '& svg': { size: '1.25rem' },
});

// Name and age on the first line, the category under them; all of it wraps on a narrow phone.
const Byline = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '$2',
  rowGap: '$1',
  minInlineSize: 0,
  flex: 1,
});

const Author = styled('h3', {
  fontSize: '$md',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  color: '$text',
  overflowWrap: 'anywhere',
});

const Age = styled('time', {
  fontSize: '$sm',
  color: '$muted',
  whiteSpace: 'nowrap',
});

const Category = styled('div', { flexBasis: '100%', display: 'flex' });

// The author's own words: line breaks kept, and a long word or link wraps instead of overflowing.
const Content = styled('p', {
  color: '$text',
  lineHeight: '$normal',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$1',
  marginInline: 'calc(-1 * $space$2)',
  marginBlockEnd: 'calc(-1 * $space$2)',
});

const Spacer = styled('span', { flex: 1 });

const CountButton = styled(Button, {
  px: '$3',
  fontVariantNumeric: 'tabular-nums',
  '&[aria-pressed="true"] svg': { fill: 'currentColor' },
});

const categoryTone = {
  support: 'accent',
  celebration: 'success',
  question: 'neutral',
  resource: 'neutral',
} as const satisfies Record<PostCategory, 'accent' | 'success' | 'neutral'>;

const categoryIcon: Record<PostCategory, IconComponent> = {
  support: Support,
  celebration: Sparkles,
  question: Chat,
  resource: Resources,
};

const ageMessage: Record<PostAgeUnit, { short: MessageId; spoken: MessageId }> = {
  minute: { short: 'community.age.minutes', spoken: 'community.age.minutes.spoken' },
  hour: { short: 'community.age.hours', spoken: 'community.age.hours.spoken' },
  day: { short: 'community.age.days', spoken: 'community.age.days.spoken' },
};

export interface PostCardProps {
  post: CommunityPost;
  /** Written by this user: shown as "You" unless it was posted anonymously. */
  own?: boolean;
  /** The user has liked it: the heart is filled, pressed, and the count includes the like. */
  liked?: boolean;
  /** The clock for the post's age; passed in so every state is a story. */
  now: Date;
  onToggleLike: (id: string) => void;
}

/**
 * One community post: author (or Anonymous), age, category, the words as plain text, and the like,
 * comment, share and more buttons. Comment, share and more are not built yet and say so.
 */
export function PostCard({ post, own = false, liked = false, now, onToggleLike }: PostCardProps) {
  const t = useT();
  const intl = useIntl();
  const soonId = useId();
  const author = post.anonymous
    ? t('community.author.anonymous')
    : own
      ? t('community.author.you')
      : post.author;
  const age = postAge(post.timestamp, now);
  const posted = new Date(post.timestamp);
  const fullDate = Number.isNaN(posted.getTime())
    ? undefined
    : intl.formatDate(posted, { dateStyle: 'full', timeStyle: 'short' });
  const likes = likeCount(post, liked);
  const initial = Array.from(author)[0]?.toLocaleUpperCase(intl.locale);
  const soon = {
    comments: `${soonId}-comments`,
    share: `${soonId}-share`,
    more: `${soonId}-more`,
  };

  return (
    <Card as="article" aria-label={t('community.post.label', { author })} className={cardLayout()}>
      <Header>
        <Avatar aria-hidden="true">{post.anonymous || !initial ? <Icon icon={Profile} /> : initial}</Avatar>
        <Byline>
          <Author dir="auto">{author}</Author>
          <Age dateTime={post.timestamp} title={fullDate}>
            <span aria-hidden="true">{t(ageMessage[age.unit].short, { count: age.value })}</span>
            <VisuallyHidden>{t(ageMessage[age.unit].spoken, { count: age.value })}</VisuallyHidden>
          </Age>
          <Category>
            <Badge tone={categoryTone[post.category]} icon={<Icon icon={categoryIcon[post.category]} />}>
              <VisuallyHidden>{t('community.post.category')} </VisuallyHidden>
              {t(`community.category.${post.category}`)}
            </Badge>
          </Category>
        </Byline>
      </Header>
      <Content dir="auto">{post.content}</Content>
      <Actions>
        <CountButton
          variant="ghost"
          icon={<Heart />}
          aria-pressed={liked}
          aria-label={t('community.post.like', { author, count: likes })}
          onClick={() => onToggleLike(post.id)}
        >
          {t('community.post.count', { count: likes })}
        </CountButton>
        {/* Not built yet: focusable and described, and a tap shows why nothing happens. */}
        <Tooltip content={t('community.post.commentsSoon')} describesTrigger={false} openOnPress>
          <CountButton
            variant="ghost"
            icon={<Text />}
            aria-disabled="true"
            aria-describedby={soon.comments}
            aria-label={t('community.post.comments', { author, count: post.comments })}
          >
            {t('community.post.count', { count: post.comments })}
          </CountButton>
        </Tooltip>
        <Spacer />
        <Tooltip content={t('community.post.shareSoon')} describesTrigger={false} openOnPress>
          <IconButton
            icon={<Share />}
            size="sm"
            tooltip={false}
            aria-disabled="true"
            aria-describedby={soon.share}
            label={t('community.post.share', { author })}
          />
        </Tooltip>
        <Tooltip content={t('community.post.moreSoon')} describesTrigger={false} openOnPress>
          <IconButton
            icon={<More />}
            size="sm"
            tooltip={false}
            aria-disabled="true"
            aria-describedby={soon.more}
            label={t('community.post.more', { author })}
          />
        </Tooltip>
      </Actions>
      <span hidden id={soon.comments}>
        {t('community.post.commentsSoon')}
      </span>
      <span hidden id={soon.share}>
        {t('community.post.shareSoon')}
      </span>
      <span hidden id={soon.more}>
        {t('community.post.moreSoon')}
      </span>
    </Card>
  );
}
