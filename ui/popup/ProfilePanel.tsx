/** The popup's Profile tab: the profile form, and a link to the options page for importing a CV. */
import type { JSX } from 'preact';
import { browser } from 'wxt/browser';
import { popupT } from '../../i18n/popup';
import { sharedT } from '../../i18n/shared';
import type { ProfileRow } from '../../storage/db';
import { ProfileForm } from '../shared/ProfileForm';
import type { FacetValues } from '../shared/use-facets';

const t = popupT();
const ts = sharedT();

export interface ProfilePanelProps {
  /** undefined while loading, null before the first save or sync. */
  profile: ProfileRow | null | undefined;
  facets: FacetValues;
  signedOut: boolean;
}

export function ProfilePanel({ profile, facets, signedOut }: ProfilePanelProps): JSX.Element {
  if (profile === undefined) return <p class="empty">{t('profileLoading')}</p>;
  return (
    <>
      <h2 class="section-title">{ts('profile')}</h2>
      <p class="hint">
        <a href={`${browser.runtime.getURL('/options.html')}#profile`} target="_blank" rel="noopener">
          {t('importCv')}
        </a>
      </p>
      <ProfileForm row={profile ?? undefined} cities={facets.city} countries={facets.country} signedOut={signedOut} />
    </>
  );
}
