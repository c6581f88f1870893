import type { DocSection } from '../components/document-page';
import { ConfiguredLink, SiteLink } from '../components/links';

export const REFUND_SECTIONS: readonly DocSection[] = [
  {
    id: 'summary',
    title: 'Summary',
    body: (
      <p>
        You can ask for a refund <strong>within 14 days</strong> of a purchase. Approved refunds take{' '}
        <strong>5-10 business days</strong> to process and go back to the card or payment method you used.
      </p>
    ),
  },
  {
    id: 'eligible',
    title: 'What can be refunded',
    body: (
      <ul>
        <li>Any purchase you ask about within 14 days, as long as the item has not been used in game.</li>
        <li>A first rank subscription payment, or a renewal payment, requested within 14 days of that payment.</li>
        <li>
          Purchases that were never delivered in game, or were delivered to the wrong account because of an error on our
          side.
        </li>
        <li>Accidental duplicate purchases.</li>
      </ul>
    ),
  },
  {
    id: 'not-eligible',
    title: 'What cannot be refunded',
    body: (
      <ul>
        <li>Requests made more than 14 days after the payment.</li>
        <li>
          Items already used: an activated boost, an opened crate key, spent gym tokens or claimed battle pass rewards.
        </li>
        <li>
          Purchases lost because your account was banned for breaking the{' '}
          <SiteLink to="/server-rules">Server Rules</SiteLink>.
        </li>
        <li>Master rank after a breach of the EV Editor Policy: EV editor access is removed with no refund.</li>
        <li>The server-wide gym token that every rank purchase gives to all players.</li>
      </ul>
    ),
  },
  {
    id: 'subscriptions',
    title: 'Rank subscriptions',
    body: (
      <p>
        Ranks renew monthly or annually until you cancel. You can cancel at any time in the{' '}
        <ConfiguredLink to="customerPortalUrl">Customer Portal</ConfiguredLink>; your rank keeps its perks until the end
        of the period you paid for, then expires. An expired rank loses all of its perks in game.
      </p>
    ),
  },
  {
    id: 'how-to-ask',
    title: 'How to ask for a refund',
    body: (
      <ol>
        <li>
          Open <SiteLink to="/contact-support">Contact Support</SiteLink> and choose the category "Billing".
        </li>
        <li>
          Tell us the date and items of the purchase (you can find them in your Purchase History), your Minecraft
          username, and why you are asking.
        </li>
        <li>
          We reply through Discord or email. If the refund is approved, we remove the refunded items or rank in game.
        </li>
      </ol>
    ),
  },
  {
    id: 'processing',
    title: 'Processing time',
    body: (
      <p>
        Refunds are issued through Stripe to your original payment method. It takes 5-10 business days for the money to
        reach your account, depending on your bank. The share of that purchase credited to a gym leader is reversed.
      </p>
    ),
  },
  {
    id: 'disputes',
    title: 'Chargebacks',
    body: (
      <p>
        Please talk to us before opening a dispute with your bank: most problems are solved quickly. While a chargeback
        is open, the purchased items and the account they were delivered to may be suspended until it is resolved.
      </p>
    ),
  },
  {
    id: 'appeals',
    title: 'Appeals',
    body: (
      <p>
        If your refund request is declined and you disagree, reply to our answer and ask for a review. A different staff
        member reviews it, and we send you an <strong>appeal decision within 5 business days</strong>.
      </p>
    ),
  },
];
