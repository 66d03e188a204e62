import { Icon, Support } from '../components/Icon';
import { Notice } from '../components/Notice';
import { useT } from '../i18n';
import type { CrisisContact } from './contacts';
import { CrisisContactList } from './CrisisContactList';

export interface CrisisNoticeProps {
  /** What was written sounds like suicide or self-harm risk: said gently, in the context's words. */
  body: string;
  /** What the user can still do (share the post, save the check-in), after the contacts. */
  after?: string;
  /** Who to call or text; unless given, the user's country's (CrisisContactsProvider). */
  contacts?: readonly CrisisContact[];
  /** The notice's heading level; the services' names sit one level below. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A gentle crisis notice where someone writes (a community draft, a mood note): "you don't have to
 * go through this alone", why it shows, and the contacts as tappable links. It never blocks what
 * the user was doing.
 */
export function CrisisNotice({ body, after, contacts, headingLevel = 'h3' }: CrisisNoticeProps) {
  const t = useT();
  return (
    <Notice title={t('crisis.notice.title')} icon={<Icon icon={Support} />} headingLevel={headingLevel}>
      <p>{body}</p>
      <CrisisContactList contacts={contacts} headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'} />
      {after ? <p>{after}</p> : null}
    </Notice>
  );
}
