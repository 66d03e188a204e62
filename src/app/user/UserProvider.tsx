import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

import { getStorage } from './storage';
import type { UserState } from './userStore';
import { afterNextPaint, UserStore } from './userStore';

type UserActions = Pick<
  UserStore,
  | 'login'
  | 'logout'
  | 'updateMood'
  | 'addGoal'
  | 'updateGoal'
  | 'addPost'
  | 'toggleLike'
  | 'updatePreferences'
  | 'dismissNotice'
  | 'newId'
>;

type UserContextValue = UserState & UserActions;

// The context holds the store, which never changes; each reader subscribes to its state. A change
// to the record then re-renders the readers, and React does not search the whole tree (hundreds
// of goal cards, say) for consumers of a changed context value (issue 9, scale benchmark).
const UserContext = createContext<{ store: UserStore; actions: UserActions } | null>(null);

interface UserProviderProps {
  children: ReactNode;
  /** Injected in stories and tests; the app uses localStorage. */
  store?: UserStore;
}

export function UserProvider({ children, store: injected }: UserProviderProps) {
  // A change shows at once and is written after the frame that shows it (issue 9).
  const [store] = useState(() => injected ?? new UserStore({ storage: getStorage(), schedule: afterNextPaint }));
  useEffect(() => store.connect(window, document), [store]);
  const value = useMemo(
    () => ({
      store,
      actions: {
        login: store.login,
        logout: store.logout,
        updateMood: store.updateMood,
        addGoal: store.addGoal,
        updateGoal: store.updateGoal,
        addPost: store.addPost,
        toggleLike: store.toggleLike,
        updatePreferences: store.updatePreferences,
        dismissNotice: store.dismissNotice,
        newId: () => store.newId(),
      },
    }),
    [store],
  );
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}

/** The user context; throws the spec's error (section 8) outside its provider. */
export function useUser(): UserContextValue {
  const context = useContext(UserContext);
  if (!context) throw new Error('useUser must be used within a UserProvider');
  const { store, actions } = context;
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { ...state, ...actions };
}
