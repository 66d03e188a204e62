// The stored user record (spec section 3): shared by every feature and the app's store.
export * from './goal';
export * from './mood';
export * from './post';
export * from './user';
