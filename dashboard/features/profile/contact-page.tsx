import { ContactParts } from './contact-form.tsx';

/** /profile/contact&social-media: phones, e-mail, address, WeChat, WhatsApp contacts, marketplace and social URLs. */
export default function ContactPage() {
  return <ContactParts />;
}
