import { useMemo } from 'react';
import { todayIn } from '@hospital/content/forms/appointment-time';
import { defaultTimeZone } from '@hospital/content/forms/desk-declarations';
import { languageInfo } from '@hospital/content/i18n/languages';
import type { TimingOptions } from '@hospital/content/opd/timings';
import { settingText, useSiteSettings } from '../data/site-settings';
import { useLanguage } from './language';

/** The words of OPD timings and slots (content/src/opd/timings.ts) in the page's language, with the Intl locale of the same language (a language without a catalogue reads English's). */
export function useTimingOptions(): TimingOptions {
  const { messages, messagesLanguage } = useLanguage();
  return useMemo(() => ({ locale: languageInfo(messagesLanguage).locale, texts: messages }), [messages, messagesLanguage]);
}

/** Today on the hospital's clock (site setting `time_zone`). */
export function useHospitalToday(): string {
  const { settings } = useSiteSettings();
  return todayIn(new Date(), settingText(settings, 'time_zone') || defaultTimeZone);
}
