// Tests and Storybook run without the PWA plugin: this stands in for its virtual module
// (`virtual:pwa-register`), so code that imports it still builds. It never registers anything.
export function registerSW(): (reloadPage?: boolean) => Promise<void> {
  return () => Promise.resolve();
}
