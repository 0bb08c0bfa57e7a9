/**
 * A UI language's BCP 47 tag, for Intl, `<html lang>`, `hreflang` and the web manifest: Simplified
 * Chinese is written out, so the right fonts and rules apply. The one place this mapping is
 * written (the build's manifest plugin reads it too, so this module imports nothing).
 */
export function languageTagOf(language: string): string {
  return language === 'zh' ? 'zh-Hans' : language;
}
