import { BRAND } from '@/web/lib/site';
import type { DocSection } from '../components/document-page';
import { ConfiguredLink, SiteLink } from '../components/links';

const B = BRAND.name;

export const DMCA_SECTIONS: readonly DocSection[] = [
  {
    id: 'policy',
    title: 'Our policy',
    body: (
      <>
        <p>
          {B} respects the rights of creators. We respond to notices of alleged copyright infringement under the US
          Digital Millennium Copyright Act (DMCA) and similar laws, and we remove infringing material from the website
          and the server when a valid notice reaches us.
        </p>
        <p>
          {B} is a fan-run server and is not affiliated with Mojang Studios, Microsoft, Nintendo, The Pokémon Company,
          Game Freak or the Cobblemon team. If you represent one of them and have a concern, the procedure below reaches
          our staff directly.
        </p>
      </>
    ),
  },
  {
    id: 'notice',
    title: 'What a notice must contain',
    body: (
      <ol>
        <li>Your physical or electronic signature (typing your full legal name is enough).</li>
        <li>A description of the copyrighted work you believe has been infringed.</li>
        <li>
          Where the material is: the page address, or for in-game content the location, build or player name, with
          screenshots if possible.
        </li>
        <li>Your contact details: name, postal address, phone number and email address.</li>
        <li>
          A statement that you believe in good faith that the use is not authorised by the copyright owner, its agent or
          the law.
        </li>
        <li>
          A statement that the information in the notice is accurate and, under penalty of perjury, that you are the
          copyright owner or are authorised to act for the owner.
        </li>
      </ol>
    ),
  },
  {
    id: 'send',
    title: 'How to send a notice',
    body: (
      <p>
        Send your notice through <SiteLink to="/contact-support">Contact Support</SiteLink>: choose the category "Other"
        and start the subject with "DMCA Notice". If you cannot use the form, message a staff member in our{' '}
        <ConfiguredLink to="discordInviteUrl">Discord</ConfiguredLink> and we will arrange another way to receive it.
        Incomplete notices may delay our response.
      </p>
    ),
  },
  {
    id: 'what-happens',
    title: 'What happens next',
    body: (
      <ul>
        <li>We review the notice and, if it is complete, remove or disable access to the material promptly.</li>
        <li>
          We tell the player or member who posted it, and give them a copy of the notice with your personal contact
          details removed where possible.
        </li>
        <li>We may contact you if we need more information to find the material.</li>
      </ul>
    ),
  },
  {
    id: 'counter-notice',
    title: 'Counter-notices',
    body: (
      <>
        <p>
          If your material was removed and you believe that was a mistake or a misidentification, you can send a
          counter-notice the same way. It must include your signature, the material that was removed and where it was, a
          statement under penalty of perjury that you believe in good faith it was removed by mistake, your contact
          details, and your consent to the jurisdiction of the relevant court.
        </p>
        <p>
          We forward valid counter-notices to the person who sent the original notice. Unless they tell us they have
          started legal action, we may restore the material in 10 to 14 business days, as the DMCA provides.
        </p>
      </>
    ),
  },
  {
    id: 'repeat',
    title: 'Repeat infringers',
    body: <p>Accounts that repeatedly infringe others' rights will be banned from the website and the server.</p>,
  },
  {
    id: 'misuse',
    title: 'Misuse',
    body: (
      <p>
        Knowingly false notices or counter-notices can make the sender liable for damages. If you are unsure whether
        something infringes your rights, please seek legal advice before sending a notice.
      </p>
    ),
  },
];
