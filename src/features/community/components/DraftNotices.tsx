import { Icon, Privacy } from '../../../components/Icon';
import { useT } from '../../../i18n';
import type { CrisisContact } from '../../../safety/contacts';
import { CrisisNotice } from '../../../safety/CrisisNotice';
import { styled } from '../../../styles';
import type { PersonalDetail } from '../model';

// Both regions stay in the page, so a notice appearing inside one is announced politely; an empty
// region takes no room.
const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  '& > [role="status"]:not(:empty)': { marginBlockStart: '$3' },
});

const DetailsBox = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$warningSoft',
  color: '$text',
  fontSize: '$sm',
  lineHeight: '$normal',
  '& > svg': { flexShrink: 0, color: '$warning', marginBlockStart: '2px' },
});

const DetailsText = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1', minInlineSize: 0 });

export interface DraftNoticesProps {
  /** The draft reads as suicide or self-harm risk: offer the crisis contacts. */
  crisis: boolean;
  /** Personal details found in the draft: remind the user to keep them private. */
  personalDetails: readonly PersonalDetail[];
  /** Who to call or text; unless given, CrisisContactList's own choice (the user's country). */
  contacts?: readonly CrisisContact[];
}

/**
 * What the share form says about a draft, in polite live regions: the crisis contacts when the
 * words sound like risk, a privacy reminder when they include a phone number, email or address.
 */
export function DraftNotices({ crisis, personalDetails, contacts }: DraftNoticesProps) {
  const t = useT();
  const detail = personalDetails.length === 1 ? personalDetails[0] : 'other';
  return (
    <Root>
      <div role="status">
        {crisis ? (
          <CrisisNotice
            body={t('crisis.notice.body')}
            after={t('community.draft.crisis.after')}
            contacts={contacts}
          />
        ) : null}
      </div>
      <div role="status">
        {personalDetails.length > 0 ? (
          <DetailsBox>
            <Icon icon={Privacy} />
            <DetailsText>
              <strong>{t('community.draft.personal.title')}</strong>
              <p>{t('community.draft.personal.body', { detail })}</p>
            </DetailsText>
          </DetailsBox>
        ) : null}
      </div>
    </Root>
  );
}
