import { ChatScreen } from '../../features/chat/ChatScreen';
import { useUser } from '../user/UserProvider';

/** The companion chat in the user's name and communication style. */
export default function ChatPanel({ onOpenCommunity }: { onOpenCommunity: () => void }) {
  const { user } = useUser();
  if (!user) return null;
  return (
    <ChatScreen
      name={user.name}
      communicationStyle={user.preferences.communicationStyle}
      onOpenCommunity={onOpenCommunity}
    />
  );
}
