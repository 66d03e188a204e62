// The vocabulary is long and lives in one place: Icon.tsx. Everything there is a named export.
export * from './Icon';
