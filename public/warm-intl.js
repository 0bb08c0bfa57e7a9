/* global self, fetch */
// Boot's config.json, asked for while the app's code downloads (runtime-config.ts takes it),
// unless the app already has. A failure (offline) is the app's to handle when it takes it.
if (self.hangarConfig === undefined) {
  self.hangarConfig = fetch('/config.json');
  self.hangarConfig.catch(() => undefined);
}
new Intl.NumberFormat().format(1);
new Intl.PluralRules().select(1);
new Intl.DateTimeFormat().format(0);
