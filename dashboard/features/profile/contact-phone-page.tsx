import { PhoneScreen } from '../../components/phone-screen.tsx';
import { ContactParts } from './contact-form.tsx';

/** /contact_n_social_media: the contact settings phone-first (the same form as /profile/contact&social-media, large touch targets). */
export default function ContactPhonePage() {
  return (
    <PhoneScreen testId="contact-phone">
      <ContactParts />
    </PhoneScreen>
  );
}
