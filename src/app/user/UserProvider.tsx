import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

import { getStorage } from './storage';
import type { UserState } from './userStore';
import { UserStore } from './userStore';

type UserContextValue = UserState &
  Pick<
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

const UserContext = createContext<UserContextValue | null>(null);

interface UserProviderProps {
  children: ReactNode;
  /** Injected in stories and tests; the app uses localStorage. */
  store?: UserStore;
}

export function UserProvider({ children, store: injected }: UserProviderProps) {
  const [store] = useState(() => injected ?? new UserStore({ storage: getStorage() }));
  useEffect(() => store.connect(window), [store]);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const value: UserContextValue = {
    ...state,
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
  };
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}

/** The user context; throws the spec's error (section 8) outside its provider. */
export function useUser(): UserContextValue {
  const context = useContext(UserContext);
  if (!context) throw new Error('useUser must be used within a UserProvider');
  return context;
}
