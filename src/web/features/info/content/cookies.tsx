import type { DocSection } from '../components/document-page';
import { SiteLink } from '../components/links';

const COOKIES = [
  {
    name: 'better-auth.session_token',
    purpose:
      'Keeps you signed in. httpOnly, so scripts on the page cannot read it; sent only to this site (SameSite=Lax).',
    lifetime: 'Up to 30 days, extended when you use the site; removed when you sign out',
  },
  {
    name: 'better-auth.state',
    purpose: 'Protects the Discord sign-in against forged requests while you sign in.',
    lifetime: '5 minutes',
  },
];

export const COOKIE_SECTIONS: readonly DocSection[] = [
  {
    id: 'summary',
    title: 'Summary',
    body: (
      <p>
        We use only what the site needs to work: an <strong>essential session cookie</strong> to keep you signed in
        (with a short-lived cookie during sign-in) and your browser's{' '}
        <strong>local storage for your shopping cart</strong>. We use no analytics, advertising or tracking cookies, so
        there is nothing to opt in to.
      </p>
    ),
  },
  {
    id: 'cookies-we-set',
    title: 'Cookies we set',
    body: (
      <>
        <div className="mt-3 overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Cookies set by this site</caption>
            <thead className="bg-surface-2">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Name
                </th>
                <th scope="col" className="px-3 py-2">
                  Purpose
                </th>
                <th scope="col" className="px-3 py-2">
                  Lifetime
                </th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map((c) => (
                <tr key={c.name} className="border-t border-border align-top">
                  <td className="px-3 py-2">
                    <code>{c.name}</code>
                  </td>
                  <td className="px-3 py-2">{c.purpose}</td>
                  <td className="px-3 py-2">{c.lifetime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          On the live site the names start with <code>__Secure-</code> and the cookies are sent over HTTPS only.
        </p>
      </>
    ),
  },
  {
    id: 'local-storage',
    title: 'Local storage',
    body: (
      <p>
        Your shopping cart (the items and the gym leader you chose to support) is saved in your browser's local storage
        so it survives a page reload. If you sign in during checkout, a small flag is stored there too so that checkout
        can reopen when you come back. Local storage stays in your browser; it is not sent with every request. Emptying
        the cart or clearing your browser data removes it.
      </p>
    ),
  },
  {
    id: 'third-party',
    title: 'Other sites',
    body: (
      <p>
        Discord, Stripe and the vote sites we link to are separate services. When you visit them (to sign in, to pay or
        to vote) they may set their own cookies under their own policies. Skin head images from mc-heads.net are plain
        image requests; we do not use them to track you.
      </p>
    ),
  },
  {
    id: 'control',
    title: 'Controlling cookies',
    body: (
      <p>
        You can block or delete cookies in your browser's settings. If you block the session cookie you can still read
        every public page, but you will not be able to sign in, send forms or check out. See our{' '}
        <SiteLink to="/privacy-policy">Privacy Policy</SiteLink> for how we handle your data.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes',
    body: (
      <p>
        If we ever add a cookie that is not essential, we will update this policy with 30 days' notice and ask for your
        consent first.
      </p>
    ),
  },
];
