/**
 * The live preview of the digest schedule: when the next digest goes out, in the digest's zone and in the
 * viewer's own, from the same rule the server's scheduler uses (`api/digest.ts`), so it is right across DST.
 */
import { useSignal } from '@preact/signals';
import { DateTime } from 'luxon';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { effectiveZone, nextDigest, type Schedule } from '../../api/digest';
import type { Lang } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import { formatDayTime, formatTime } from './intl-format';

/** The preview in words; null for instant, which has no schedule. */
export function describeNextDigest(schedule: Schedule, now: DateTime, viewerZone: string, lang: Lang): string | null {
  const slot = nextDigest(schedule, now);
  if (!slot) return null;
  const t = optionsT(lang);
  const zone = effectiveZone(schedule.digest_tz);
  const at = slot.toJSDate();
  // The one date style (intl-format.ts), with the weekday a schedule needs.
  const sentence = t('nextDigest', { when: formatDayTime(at, lang, { timeZone: zone, weekday: true }), zone });
  if (viewerZone === zone) return sentence;
  // Another calendar day where the viewer is gets its weekday, so "9:00 AM" is never a day off.
  const otherDay = slot.setZone(viewerZone).toISODate() !== slot.setZone(zone).toISODate();
  const time = formatTime(at, lang, { timeZone: viewerZone, weekday: otherDay });
  return `${sentence} — ${t('yourTime', { time })}`;
}

export interface DigestPreviewProps {
  schedule: Schedule;
  lang: Lang;
  /** The viewer's zone; the browser's by default. */
  viewerZone?: string;
}

const MINUTE = 60_000;

export function DigestPreview({ schedule, lang, viewerZone }: DigestPreviewProps): JSX.Element {
  const t = optionsT(lang);
  // The next slot moves once the current one passes, so the clock re-renders the preview each minute.
  const now = useSignal(DateTime.now());
  useEffect(() => {
    const timer = setInterval(() => {
      now.value = DateTime.now();
    }, MINUTE);
    return () => clearInterval(timer);
  }, []);
  const text = describeNextDigest(schedule, now.value, viewerZone ?? DateTime.local().zoneName, lang);
  return (
    <div class="digest-preview" aria-live="polite">
      {text === null ? (
        <p>{t('instantNoSchedule')}</p>
      ) : (
        <>
          <p class="digest-next" data-testid="digest-next">
            {text}
          </p>
          <p class="hint">{t('onlyWhenNew')}</p>
        </>
      )}
    </div>
  );
}
