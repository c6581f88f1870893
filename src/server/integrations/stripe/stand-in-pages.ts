// The stand-in's hosted pages: checkout (Pay / Cancel) and the customer portal.

type Obj = Record<string, unknown>;
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${esc(title)}</title>
<style>body{font-family:system-ui;background:#f6f9fc;color:#1a1f36;max-width:32rem;margin:3rem auto;padding:1rem}
table{width:100%;border-collapse:collapse}td{padding:.4rem 0}td:last-child{text-align:right}
button{font:inherit;padding:.6rem 1.2rem;margin:.5rem .5rem 0 0;border-radius:6px;border:1px solid #635bff;cursor:pointer}
.pay{background:#635bff;color:#fff}.cancel{background:#fff;color:#635bff}</style></head>
<body>${body}</body></html>`;
}

export function checkoutPage(
  session: Obj & { line_items: { description?: unknown; quantity: number; amount_total: number }[] },
) {
  const rows = session.line_items
    .map(
      (li) => `<tr><td>${esc(String(li.description ?? ''))} × ${li.quantity}</td><td>${usd(li.amount_total)}</td></tr>`,
    )
    .join('');
  const open = session.status === 'open';
  return page(
    'Stripe Checkout (stand-in)',
    `<h1>Stripe Checkout (stand-in)</h1>
<p>Test mode: no card is charged.</p>
<table><tbody>${rows}</tbody><tfoot><tr><th scope="row">Total</th><td><strong>${usd(session.amount_total as number)}</strong></td></tr></tfoot></table>
${
  open
    ? `<form method="post" action="${esc(String(session.id))}/pay"><button class="pay" type="submit">Pay ${usd(session.amount_total as number)}</button></form>
<form method="post" action="${esc(String(session.id))}/cancel"><button class="cancel" type="submit">Cancel</button></form>`
    : `<p role="status">This checkout session is ${esc(String(session.status))}.</p>`
}`,
  );
}

export function portalPage(customer: string, subscriptions: Obj[], returnUrl: string) {
  const q = `?return_url=${encodeURIComponent(returnUrl)}`;
  const items = subscriptions
    .map((s) => {
      const item = (s.items as { data: { price: { unit_amount: number; recurring: { interval: string } } }[] })
        .data[0]!;
      const label = `${usd(item.price.unit_amount)} per ${item.price.recurring.interval}: ${esc(String(s.status))}`;
      return s.status === 'active'
        ? `<li>${label} <form method="post" action="${esc(customer)}/cancel/${esc(String(s.id))}${q}"><button class="cancel" type="submit">Cancel subscription</button></form></li>`
        : `<li>${label}</li>`;
    })
    .join('');
  return page(
    'Customer portal (stand-in)',
    `<h1>Customer portal (stand-in)</h1><ul>${items || '<li>No subscriptions.</li>'}</ul>
<p><a href="${esc(returnUrl)}">Return to the site</a></p>`,
  );
}
