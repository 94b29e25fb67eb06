import { Button, Stack, Switch, Tag, useDesignSystemStrings } from '@/design-system'
import { locales, useI18n, type Locale } from '@/lib/i18n'
import { useThemePreference } from '../providers/theme-preference'

/** Each language named in itself, so a reader of either finds their own. */
const localeNames: Record<Locale, string> = { 'zh-CN': '简体中文', 'en-US': 'English' }

/** The language the switch offers: the other one (a plain button keeps the first screens light). */
function otherLocale(locale: Locale): Locale {
  return locales.find((candidate) => candidate !== locale) ?? locale
}

export interface PreferenceControlsProps {
  /** Whether this build is the offline demo (the badge says so). */
  demo?: boolean
}

/** Header controls on every screen: the demo badge, the language and the theme. */
export function PreferenceControls({ demo = import.meta.env.DEMO }: PreferenceControlsProps) {
  const { messages, locale, setLocale } = useI18n()
  const { theme, setTheme } = useThemePreference()
  const { labelSuffix } = useDesignSystemStrings()
  return (
    <Stack direction="horizontal" gap={3}>
      {demo && <Tag tone="warning">{messages.app.demoBadge}</Tag>}
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${messages.app.locale}${labelSuffix}${localeNames[otherLocale(locale)]}`}
        lang={otherLocale(locale)}
        onClick={() => setLocale(otherLocale(locale))}
      >
        {localeNames[otherLocale(locale)]}
      </Button>
      <Switch
        size="sm"
        label={messages.app.themeDark}
        checked={theme === 'dark'}
        onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
      />
    </Stack>
  )
}
