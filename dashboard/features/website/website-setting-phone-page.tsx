import { PhoneScreen } from '../../components/phone-screen.tsx';
import { WebsiteSettingParts } from './website-setting-page.tsx';

/** /website_setting: the website setting phone-first (the same parts as /website/setting, large touch targets). */
export default function WebsiteSettingPhonePage() {
  return (
    <PhoneScreen testId="website-setting-phone">
      <WebsiteSettingParts />
    </PhoneScreen>
  );
}
