import { CommunityScreen } from '../../features/community/CommunityScreen';
import { useUser } from '../user/UserProvider';

/** The peer community; the user's own posts and likes live in the stored record (issue 7). */
export default function CommunityPanel() {
  const { user, addPost, toggleLike, newId } = useUser();
  if (!user) return null;
  return (
    <CommunityScreen
      userPosts={user.posts ?? []}
      likedPostIds={user.likedPostIds ?? []}
      onAddPost={addPost}
      onToggleLike={toggleLike}
      newId={newId}
    />
  );
}
